import { ERROR_MESSAGES, REGISTRATION_FIELD_CODES as M } from '@fairway/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, sessions } from '../src/db/schema';
import { login, useTestApp } from './helpers';

const validBody = {
  clubId: 563,
  firstName: 'Robin',
  surname: 'Hale',
  phone: '07700 900123',
  email: 'Robin.Hale@Example.com ',
  password: 'Par4-the-course',
  confirmPassword: 'Par4-the-course',
};

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const cookie = res.cookies.find((c) => c.name.endsWith('fairway_session'));
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
};

describe('account: register', () => {
  const ctx = useTestApp();
  const memberCount = async () => (await ctx.database.db.select({ n: count() }).from(members))[0]?.n;
  const register = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/account/register', payload });

  it('creates an unpaid member at the club and logs them in', async () => {
    const res = await register(validBody);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const cookie = cookieOf(res);
    expect(cookie).toBeDefined();
    const summary = await ctx.app.inject({ url: '/api/member/summary', headers: { cookie } });
    expect(summary.json()).toMatchObject({
      Username: 'robin.hale@example.com',
      Forename: 'Robin',
      HomeClubId: 563,
      HomeClubName: 'Oakmere Park Golf & Spa',
      CompletedFirstPayment: false,
      MembershipExpires: null,
      IsExpired: false,
      HomePoints: 0,
      AwayPoints: 0,
    });
  });

  it('answers a taken e-mail with 409 and the catalogue texts, writing nothing', async () => {
    const before = await memberCount();
    const res = await register({ ...validBody, email: 'MEMBER@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: ERROR_MESSAGES.REGISTRATION_FAILED,
      fields: { email: { code: 'validation.emailExists' } },
    });
    expect(cookieOf(res)).toBeUndefined();
    expect(await memberCount()).toBe(before);
  });

  it('rejects invalid fields with their catalogue messages, writing nothing', async () => {
    const before = await memberCount();
    const res = await register({
      clubId: 563,
      firstName: ' ',
      phone: '12',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'REGISTRATION_FAILED',
      message: ERROR_MESSAGES.REGISTRATION_FAILED,
      fields: {
        firstName: { code: M.firstName },
        surname: { code: M.surname },
        phone: { code: M.phone },
        email: { code: M.email },
        password: { code: M.passwordMin, params: { min: 8 } },
      },
    });
    expect(await memberCount()).toBe(before);
  });

  it('refuses common, guessable and blank passwords with their codes, writing nothing', async () => {
    const before = await memberCount();
    const cases = [
      ['12345678', { code: M.passwordCommon }],
      ['Password1!', { code: M.passwordCommon }],
      ['robinhale2026', { code: M.passwordCommon }],
      ['        ', { code: M.passwordBlank }],
      ['x'.repeat(129), { code: M.passwordMax, params: { max: 128 } }],
    ] as const;
    for (const [password, refusal] of cases) {
      const res = await register({
        ...validBody,
        email: 'weak@example.com',
        password,
        confirmPassword: password,
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({
        code: 'REGISTRATION_FAILED',
        message: ERROR_MESSAGES.REGISTRATION_FAILED,
        fields: { password: refusal },
      });
      expect(cookieOf(res)).toBeUndefined();
    }
    expect(await memberCount()).toBe(before);
  });

  it('accepts a long passphrase with spaces and any characters', async () => {
    const password = '  tee off at dawn, café au lait ⛳  ';
    const res = await register({
      ...validBody,
      email: 'phrase@example.com',
      password,
      confirmPassword: password,
    });
    expect(res.statusCode).toBe(201);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'phrase@example.com', password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('rejects mismatched passwords on confirmPassword', async () => {
    const res = await register({
      ...validBody,
      email: 'mismatch@example.com',
      confirmPassword: 'other-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ confirmPassword: { code: M.passwordMismatch } });
  });

  it('rejects an unknown club on clubId, writing nothing', async () => {
    const before = await memberCount();
    const res = await register({ ...validBody, email: 'nowhere@example.com', clubId: 999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'REGISTRATION_FAILED',
      fields: { clubId: { code: M.unknownClub } },
    });
    expect(await memberCount()).toBe(before);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('account: login, session, logout', () => {
  const ctx = useTestApp();
  const post = (url: string, payload?: object, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const sessionOf = (cookie?: string) =>
    ctx.app.inject({ url: '/api/account/session', headers: cookie ? { cookie } : {} });

  it('tells a visitor they are not authenticated', async () => {
    const res = await sessionOf();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAuthenticated: false, isImpersonating: false });
  });

  it('logs in with a hardened session cookie', async () => {
    const res = await post('/api/account/login', { email: ' Member@Example.com', password: 'Fairway2026!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect((await sessionOf(cookieOf(res))).json()).toEqual({
      isAuthenticated: true,
      isImpersonating: false,
    });
    // Asked for, the session brings the member summary (as GET /api/member/summary) in the same round trip.
    const headers = { cookie: cookieOf(res) };
    const session = (await ctx.app.inject({ url: '/api/account/session?include=member', headers })).json();
    const summary = await ctx.app.inject({ url: '/api/member/summary', headers });
    expect(session).toEqual({ isAuthenticated: true, isImpersonating: false, member: summary.json() });
    expect(session.member).toMatchObject({ Username: 'member@example.com' });
    const bad = await ctx.app.inject({ url: '/api/account/session?include=everything', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('gives the same 401 text for an unknown e-mail and a wrong password', async () => {
    const unknown = await post('/api/account/login', {
      email: 'nobody@example.com',
      password: 'Fairway2026!',
    });
    const wrong = await post('/api/account/login', {
      email: 'member@example.com',
      password: 'wrong-password',
    });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'LOGIN_FAILED', message: ERROR_MESSAGES.LOGIN_FAILED });
      expect(cookieOf(res)).toBeUndefined();
    }
  });

  it('rejects a login body without fields with 400', async () => {
    const res = await post('/api/account/login', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('issues a new session id at every login and drops the old session', async () => {
    const first = await login(ctx.app, 'buddy@example.com');
    const res = await post(
      '/api/account/login',
      { email: 'buddy@example.com', password: 'Fairway2026!' },
      first,
    );
    const second = cookieOf(res);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await sessionOf(first)).json().isAuthenticated).toBe(false);
    expect((await sessionOf(second)).json().isAuthenticated).toBe(true);
  });

  it('logs out: the row is gone, the cookie is cleared and dead', async () => {
    const cookie = await login(ctx.app, 'lowpoints@example.com');
    const [member] = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'lowpoints@example.com'));
    const rows = () =>
      ctx.database.db.select({ n: count() }).from(sessions).where(eq(sessions.memberId, member!.id));
    expect((await rows())[0]?.n).toBe(1);
    const res = await post('/api/account/logout', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.cookies.find((c) => c.name === 'fairway_session')?.value).toBe('');
    expect((await rows())[0]?.n).toBe(0);
    const summary = await ctx.app.inject({ url: '/api/member/summary', headers: { cookie } });
    expect(summary.statusCode).toBe(401);
  });

  it('refuses a login from a foreign origin or a cross-site fetch', async () => {
    const body = { email: 'member@example.com', password: 'Fairway2026!' };
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { origin: 'https://evil.example' },
      payload: body,
    });
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: body,
    });
    for (const res of [foreign, crossSite]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
      expect(cookieOf(res)).toBeUndefined();
    }
  });
});
