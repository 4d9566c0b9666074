import { describe, expect, it } from 'vitest';
import { addressLiteralOf, isPublicAddress, parseWebhookUrl } from './ip-rules';

describe('webhook address rules', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '10.200.3.4',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '198.18.0.1',
    '::1',
    '::',
    '[::1]',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    'ff02::1',
    // Issue 46 §7: every IPv6 form that embeds an IPv4 loopback or private address.
    '::127.0.0.1', // IPv4-compatible ::/96, as the probe dialled it
    '[::127.0.0.1]',
    '::7f00:1',
    '::10.0.0.1',
    '::192.168.1.1',
    '::169.254.169.254',
    '::ffff:192.168.0.1', // IPv4-mapped ::ffff:0:0/96
    '::ffff:7f00:1',
    '::ffff:0:127.0.0.1', // IPv4-translated ::ffff:0:0:0/96
    '::ffff:0:a00:1',
    '64:ff9b::127.0.0.1', // NAT64 64:ff9b::/96
    '64:ff9b::a00:1',
    '64:ff9b:1::7f00:1', // NAT64 local-use 64:ff9b:1::/48
    '2002:a00:1::1', // 6to4 2002::/16 of 10.0.0.1
    '2002:c0a8:101::1', // 6to4 of 192.168.1.1
    '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo 2001::/32 (client 127.0.0.1 obfuscated)
    '2001:0:7f00:1::1',
    'localhost',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '1.1.1.1',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '[2606:4700::1111]',
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('tells address literals from names', () => {
    expect(addressLiteralOf('[::1]')).toBe('::1');
    expect(addressLiteralOf('10.0.0.1')).toBe('10.0.0.1');
    expect(addressLiteralOf('hooks.example.com')).toBeNull();
    // A URL parser writes 0x7f.1 and 2130706433 as 127.0.0.1: what reaches the check is the dotted form.
    expect(new URL('http://2130706433/').hostname).toBe('127.0.0.1');
    expect(addressLiteralOf(new URL('http://0x7f.1/').hostname)).toBe('127.0.0.1');
  });

  it('takes absolute http(s) addresses without credentials only', () => {
    expect(parseWebhookUrl('https://hooks.example.com/fairway?x=1#frag')?.toString()).toBe(
      'https://hooks.example.com/fairway?x=1',
    );
    expect(parseWebhookUrl('http://203.0.113.5:8080/in')?.port).toBe('8080');
    for (const bad of [
      'ftp://example.com/',
      'file:///etc/passwd',
      'gopher://example.com/',
      'javascript:alert(1)',
      '/relative/path',
      'https://user:pass@example.com/',
      'https://user@example.com/',
      'not a url',
      '',
    ]) {
      expect(parseWebhookUrl(bad), bad).toBeNull();
    }
  });
});
