import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const trustProxyOf = (TRUST_PROXY?: string) => loadConfig({ TRUST_PROXY }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off when unset, empty, false or zero hops', () => {
    for (const value of [undefined, '', 'false', '0']) expect(trustProxyOf(value), value).toBe(false);
  });

  it('trusts any peer only when asked to with true', () => {
    expect(trustProxyOf('true')).toBe(true);
  });

  it('reads a hop count as "trust this many proxies in front of the API"', () => {
    const trust = trustProxyOf('2');
    if (typeof trust !== 'function') throw new Error('expected a hop function');
    expect([0, 1, 2].map((hop) => trust('203.0.113.1', hop))).toEqual([true, true, false]);
  });

  it('reads a comma-separated list of addresses, CIDR ranges and range names', () => {
    expect(trustProxyOf(' 127.0.0.1 , 10.0.0.0/8,::1, fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else at boot rather than trusting the wrong peer', () => {
    for (const value of [
      'yes',
      '1.2.3',
      '10.0.0.0/33',
      '::1/129',
      '127.0.0.1,',
      'nginx',
      '-1',
      '10.0.0.0/8/1',
    ]) {
      expect(() => trustProxyOf(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('credential rate limits', () => {
  it('defaults to 10 per account and address, 300 per address, 100 per account, per minute', () => {
    expect(loadConfig({}).rateLimit).toEqual({
      loginPerAccountAndIp: 10,
      loginPerIp: 300,
      loginPerAccount: 100,
      windowSeconds: 60,
      buddyFindPerMember: 20,
    });
  });

  it('reads each limit from its variable', () => {
    const env = {
      RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '5',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '200',
      RATE_LIMIT_WINDOW_SECONDS: '300',
      RATE_LIMIT_BUDDY_FIND_PER_MEMBER: '7',
    };
    expect(loadConfig(env).rateLimit).toEqual({
      loginPerAccountAndIp: 5,
      loginPerIp: 1000,
      loginPerAccount: 200,
      windowSeconds: 300,
      buddyFindPerMember: 7,
    });
  });
});
