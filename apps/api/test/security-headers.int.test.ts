import { describe, expect, it } from 'vitest';
import { API_HEADERS, HSTS } from '../src/plugins/security';
import { sessionCookieFor, useTestApp } from './helpers';
import { pageShellDist } from './page-shell';

/** Helmet's headers of the page, which a JSON reply does not carry (it loads and frames nothing). */
const PAGE_ONLY = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('what a JSON reply of the API carries, and what the page carries', () => {
  const ctx = useTestApp({ config: { webDist: pageShellDist() } });

  it('a JSON reply: exactly the API set (nothing loads, nothing frames, no sniffing, never stored)', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const replies = [
      await ctx.app.inject({ url: '/api/account/session' }),
      await ctx.app.inject({ url: '/api/bookings/upcoming', headers: { cookie } }),
      await ctx.app.inject({ url: '/api/member/summary' }),
      await ctx.app.inject({ url: '/api/no-such-route' }),
      await ctx.app.inject({ method: 'POST', url: '/api/account/login', payload: { email: 'x' } }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 400]);
    for (const res of replies) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      for (const name of PAGE_ONLY) expect(res.headers[name], name).toBeUndefined();
      const security = Object.keys(res.headers).filter(
        (name) => name in API_HEADERS || PAGE_ONLY.includes(name) || name === 'strict-transport-security',
      );
      expect(security.sort()).toEqual(['content-security-policy', 'x-content-type-options']);
    }
  });

  it("the page shell, its files and the OpenAPI browser: Helmet's full set with the page's policy", async () => {
    for (const url of ['/', '/login', '/api/docs']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of PAGE_ONLY) expect(res.headers[name], `${url} ${name}`).toBeDefined();
    }
  });
});

describe('API responses are never stored', () => {
  const ctx = useTestApp();

  it('sends Cache-Control: no-store to a member, a visitor, and with errors', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const responses = [
      await ctx.app.inject({ url: '/api/member/summary', headers: { cookie } }),
      await ctx.app.inject({ url: '/api/account/session', headers: { cookie } }),
      await ctx.app.inject({ url: '/api/account/session' }),
      await ctx.app.inject({ url: '/api/member/summary' }),
      await ctx.app.inject({ url: '/api/no-such-route', headers: { cookie } }),
      await ctx.app.inject({ method: 'POST', url: '/api/account/login', payload: { email: 'x' } }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 401, 404, 400]);
    for (const res of responses) expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS and the Origin check behind a trusted proxy', () => {
  const ctx = useTestApp({ config: { trustProxy: ['127.0.0.1'], publicOrigin: 'https://club.example' } });
  const proxied = {
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-proto': 'https', host: 'club.example' },
  };

  it('sends HSTS only over HTTPS, as the trusted proxy reports it', async () => {
    const https = await ctx.app.inject({ url: '/api/account/session', ...proxied });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const plain = await ctx.app.inject({ url: '/api/account/session', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await ctx.app.inject({
      ...proxied,
      url: '/api/account/session',
      remoteAddress: '203.0.113.5',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('accepts the public HTTPS origin and refuses plain HTTP or another port, keeping the session', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const logout = (origin: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/logout',
        remoteAddress: '127.0.0.1',
        headers: { ...proxied.headers, origin, cookie },
      });
    for (const origin of ['http://club.example', 'https://club.example:8443', 'https://evil.example']) {
      const res = await logout(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    }
    const still = await ctx.app.inject({ url: '/api/account/session', headers: { cookie } });
    expect(still.json().isAuthenticated).toBe(true);
    expect((await logout('https://club.example')).statusCode).toBe(200);
  });
});

describe('the Origin check without PUBLIC_ORIGIN (the embedded default, http://localhost:$PORT)', () => {
  const ctx = useTestApp();
  const login = (origin: string, host: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { origin, host },
      payload: { email: 'member@example.com', password: 'Fairway2026!' },
    });

  it('refuses an Origin that only matches the Host header the caller chose', async () => {
    for (const [origin, host] of [
      ['http://evil.example:8080', 'evil.example:8080'],
      ['http://localhost:9999', 'localhost:9999'],
    ] as const) {
      const res = await login(origin, host);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
      expect(res.cookies.filter((c) => c.name.endsWith('fairway_session'))).toEqual([]);
    }
  });

  it('accepts the default origin under each loopback name, whatever the Host header', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect((await login(origin, 'anything.example')).statusCode, origin).toBe(200);
    }
  });
});

describe("the page's Content-Security-Policy", () => {
  const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
  const connectSrc = (policy: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('connect-src '));

  describe('by default', () => {
    const ctx = useTestApp({ config: { webDist: pageShellDist() } });

    it('lets the page open WebSockets to its own origin only, not to any host', async () => {
      const res = await ctx.app.inject({ url: '/' });
      expect(connectSrc(csp(res))).toBe("connect-src 'self' ws://localhost:3000");
    });
  });

  describe('with an HTTPS PUBLIC_ORIGIN', () => {
    const ctx = useTestApp({ config: { publicOrigin: 'https://club.example', webDist: pageShellDist() } });

    it('names the secure WebSocket form of the public origin', async () => {
      const res = await ctx.app.inject({ url: '/', headers: { host: 'evil.example' } });
      expect(connectSrc(csp(res))).toBe("connect-src 'self' wss://club.example");
    });
  });
});

describe('the Origin check with PUBLIC_ORIGIN', () => {
  const ctx = useTestApp({ config: { publicOrigin: 'https://club.example' } });
  const login = (origin: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { origin, host: 'club.example' },
      payload: { email: 'member@example.com', password: 'Fairway2026!' },
    });

  it('accepts exactly PUBLIC_ORIGIN and nothing else, not even the request’s own host', async () => {
    for (const origin of ['http://club.example', 'https://club.example:3000', 'http://localhost']) {
      const res = await login(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.cookies).toEqual([]);
    }
    expect((await login('https://club.example')).statusCode).toBe(200);
  });
});
