import { describe, expect, it } from 'vitest';
import { allowedOrigins, helmetHeaders, isAllowedOrigin, webSocketOriginOf } from './security';

describe('isAllowedOrigin', () => {
  const allowed = allowedOrigins('https://portal.example:8443');

  it('accepts the public origin, scheme, host and port alike', () => {
    expect(isAllowedOrigin('https://portal.example:8443', allowed)).toBe(true);
    expect(isAllowedOrigin('HTTPS://Portal.Example:8443', allowed)).toBe(true);
    expect(isAllowedOrigin('https://club.example:443', allowedOrigins('https://club.example'))).toBe(true);
  });

  it('refuses another scheme, port or host', () => {
    for (const origin of [
      'http://portal.example:8443',
      'https://portal.example',
      'https://portal.example:3000',
      'https://evil.example:8443',
      'https://portal.example.evil.example:8443',
      'https://127.0.0.1:8443',
      'null',
      'not a url',
    ]) {
      expect(isAllowedOrigin(origin, allowed), origin).toBe(false);
    }
  });
});

describe('allowedOrigins', () => {
  it('is the public origin alone, or each loopback name of a loopback one (same scheme and port)', () => {
    expect([...allowedOrigins('https://club.example/some/path')]).toEqual(['https://club.example']);
    expect([...allowedOrigins('http://localhost:3000')]).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });
});

describe('webSocketOriginOf', () => {
  it('is the ws form of an http origin and the wss form of an https one', () => {
    expect(webSocketOriginOf('http://localhost:3000')).toBe('ws://localhost:3000');
    expect(webSocketOriginOf('https://club.example')).toBe('wss://club.example');
    expect(webSocketOriginOf('https://club.example:8443')).toBe('wss://club.example:8443');
  });
});

describe('helmetHeaders', () => {
  it("is helmet's header set for the options, worked out once", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
      hsts: false,
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});
