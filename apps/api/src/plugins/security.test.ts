import { describe, expect, it } from 'vitest';
import { helmetHeaders, isAllowedOrigin, ownOriginOf } from './security';

describe('isAllowedOrigin', () => {
  const own = 'https://portal.example:8443';

  it('accepts the origin the request was addressed to, scheme, host and port alike', () => {
    expect(isAllowedOrigin('https://portal.example:8443', own, null)).toBe(true);
    expect(isAllowedOrigin('HTTPS://Portal.Example:8443', own, null)).toBe(true);
  });

  it('refuses another scheme, port or host', () => {
    for (const origin of [
      'http://portal.example:8443',
      'https://portal.example',
      'https://portal.example:3000',
      'https://evil.example:8443',
      'https://portal.example.evil.example:8443',
      'null',
      'not a url',
    ]) {
      expect(isAllowedOrigin(origin, own, null), origin).toBe(false);
    }
    expect(isAllowedOrigin('https://portal.example:8443', null, null)).toBe(false);
  });

  it('compares with PUBLIC_ORIGIN exactly when it is set, and with nothing else', () => {
    const publicOrigin = 'https://club.example';
    expect(isAllowedOrigin('https://club.example', own, publicOrigin)).toBe(true);
    expect(isAllowedOrigin('https://club.example:443', own, publicOrigin)).toBe(true);
    for (const origin of ['http://club.example', 'https://club.example:8443', own]) {
      expect(isAllowedOrigin(origin, own, publicOrigin), origin).toBe(false);
    }
  });
});

describe('ownOriginOf', () => {
  it('is the scheme, host and port of the request, default ports left out', () => {
    expect(ownOriginOf({ protocol: 'http', host: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(ownOriginOf({ protocol: 'https', host: 'club.example:443' })).toBe('https://club.example');
    expect(ownOriginOf({ protocol: 'http', host: '' })).toBeNull();
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
