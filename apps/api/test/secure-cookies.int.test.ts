import { describe, expect, it } from 'vitest';
import { PASSWORD } from './account-fixtures';
import { useTestApp } from './helpers';

type Reply = { cookies: { name: string; value: string; secure?: boolean; path?: string }[] };
const login = { method: 'POST' as const, url: '/api/account/login' };
const body = { email: 'member@example.com', password: PASSWORD };
const named = (res: Reply, suffix: string) => res.cookies.filter((c) => c.name.endsWith(suffix));

/**
 * Issue 46 §10: behind a TLS proxy with `PUBLIC_ORIGIN=https://…` and TRUST_PROXY unset, session cookies
 * were plain `fairway_session` without Secure (the request reached us as http). With an https
 * PUBLIC_ORIGIN they are always Secure and `__Host-`, and the start says so in one log line.
 */
describe('cookies with an https PUBLIC_ORIGIN behind a TLS proxy (TRUST_PROXY unset)', () => {
  const lines: string[] = [];
  const ctx = useTestApp({ config: { publicOrigin: 'https://portal.example' }, logLines: lines });

  it('sets the session and device cookies Secure and __Host- on a plain-http request', async () => {
    // What the proxy forwards: plain HTTP from its own address, X-Forwarded-Proto ignored (no TRUST_PROXY).
    const res = await ctx.app.inject({ ...login, payload: body, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(named(res, 'fairway_session')).toEqual([
      expect.objectContaining({ name: '__Host-fairway_session', secure: true, path: '/' }),
    ]);
    expect(named(res, 'fairway_device')).toEqual([
      expect.objectContaining({ name: '__Host-fairway_device', secure: true, path: '/' }),
    ]);
    const session = named(res, 'fairway_session')[0]!;
    const check = await ctx.app.inject({
      url: '/api/account/session',
      headers: { cookie: `${session.name}=${session.value}` },
    });
    expect(check.json().isAuthenticated).toBe(true);
  });

  it('reads no plain fairway_session cookie (a cookie set over http by someone else)', async () => {
    const res = await ctx.app.inject({ ...login, payload: body });
    const value = named(res, 'fairway_session')[0]!.value;
    const check = await ctx.app.inject({
      url: '/api/account/session',
      headers: { cookie: `fairway_session=${value}` },
    });
    expect(check.json().isAuthenticated).toBe(false);
  });

  it('clears the __Host- cookie at logout, Secure as well', async () => {
    const res = await ctx.app.inject({ ...login, payload: body });
    const session = named(res, 'fairway_session')[0]!;
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { cookie: `${session.name}=${session.value}`, origin: 'https://portal.example' },
    });
    expect(out.statusCode).toBe(200);
    expect(named(out, 'fairway_session')).toEqual([
      expect.objectContaining({ name: '__Host-fairway_session', secure: true, value: '' }),
    ]);
  });

  it('says so once at start', () => {
    const said = lines.filter((line) => line.includes('Secure and __Host-'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('https://portal.example');
  });
});

describe('cookies with an http PUBLIC_ORIGIN (the embedded default)', () => {
  const lines: string[] = [];
  const ctx = useTestApp({ logLines: lines });

  it('keeps plain cookies over plain http, and says nothing of Secure cookies', async () => {
    const res = await ctx.app.inject({ ...login, payload: body });
    const cookies = named(res, 'fairway_session');
    expect(cookies.map((c) => c.name)).toEqual(['fairway_session']);
    expect(cookies[0]!.secure).toBeFalsy();
    expect(lines.filter((line) => line.includes('Secure and __Host-'))).toEqual([]);
  });
});
