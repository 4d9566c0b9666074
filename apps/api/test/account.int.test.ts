import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { memberRow, outboxMails, PASSWORD } from './account-fixtures';
import { login, sessionCookieFor, useTestApp } from './helpers';

const validDetails = {
  address1: '12 Fairway Lane',
  address2: '',
  town: 'Oakmere',
  postcode: 'cw8 2aa',
  dateOfBirth: '1980-04-12',
  gender: 'female',
  handicap: 12.4,
  mobile: '07700 900456',
  otherPhone: '',
};

describe('account: profile', () => {
  const ctx = useTestApp();

  it('refuses visitors', async () => {
    const res = await ctx.app.inject({ url: '/api/account/profile' });
    expect(res.statusCode).toBe(401);
    const put = await ctx.app.inject({ method: 'PUT', url: '/api/account/profile', payload: validDetails });
    expect(put.statusCode).toBe(401);
  });

  it('shows the details and saves an edit', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const before = await ctx.app.inject({ url: '/api/account/profile', headers: { cookie } });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ email: 'member@example.com', twoFactorEnabled: false });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: validDetails,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      address1: '12 Fairway Lane',
      address2: '',
      town: 'Oakmere',
      postcode: 'CW8 2AA',
      dateOfBirth: '1980-04-12',
      gender: 'female',
      handicap: 12.4,
      mobile: '07700 900456',
    });
    const row = await memberRow(ctx, 'member@example.com');
    expect(row).toMatchObject({ town: 'Oakmere', address2: null, handicap: 12.4, phone: '07700 900456' });
  });

  it('changes the member’s name, which the summary then shows; left out, the name is kept', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/account/profile', headers: { cookie }, payload });
    const renamed = await put({ ...validDetails, firstName: '  Alexandra ', surname: 'Morgan-Reid' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ firstName: 'Alexandra', surname: 'Morgan-Reid' });
    const summary = await ctx.app.inject({ url: '/api/member/summary', headers: { cookie } });
    expect(summary.json()).toMatchObject({ Forename: 'Alexandra', Surname: 'Morgan-Reid' });
    expect((await put(validDetails)).json()).toMatchObject({
      firstName: 'Alexandra',
      surname: 'Morgan-Reid',
    });
  });

  it.each([
    ['a bad date of birth', { dateOfBirth: '1980-02-30' }, 'dateOfBirth'],
    ['an unknown gender', { gender: 'other' }, 'gender'],
    ['a handicap out of range', { handicap: 60 }, 'handicap'],
    ['a handicap with two decimals', { handicap: 3.25 }, 'handicap'],
    ['a bad mobile number', { mobile: '12' }, 'mobile'],
    ['a postcode with symbols', { postcode: 'AB1 <2CD>' }, 'postcode'],
    ['a NUL in the address', { address1: 'x\u0000y' }, 'address1'],
    ['a too long town', { town: 'x'.repeat(61) }, 'town'],
    ['an empty first name', { firstName: '  ' }, 'firstName'],
    ['an empty surname (US: Last Name required)', { surname: '' }, 'surname'],
    ['a too long surname', { surname: 'x'.repeat(101) }, 'surname'],
  ])('refuses %s with a field error and writes nothing', async (_name, change, field) => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const before = await memberRow(ctx, 'member@example.com');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: { ...validDetails, address1: 'Changed', ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(Object.keys(res.json().fields ?? {})).toContain(field);
    expect(await memberRow(ctx, 'member@example.com')).toEqual(before);
  });
});

describe('points: Open Play lots', () => {
  const ctx = useTestApp();

  it('lists the live lots with their expiry, and refuses visitors', async () => {
    expect((await ctx.app.inject({ url: '/api/member/points/lots' })).statusCode).toBe(401);
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const res = await ctx.app.inject({ url: '/api/member/points/lots', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: { Remaining: number; ExpiresAt: string }[] };
    expect(items.length).toBeGreaterThan(0);
    const points = await ctx.app.inject({ url: '/api/member/points', headers: { cookie } });
    expect(items.reduce((sum, lot) => sum + lot.Remaining, 0)).toBe(points.json().flexiPoints);
    for (const lot of items) expect(new Date(lot.ExpiresAt).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('account: change password', () => {
  const ctx = useTestApp();
  const change = (cookie: string | undefined, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: cookie ? { cookie } : {},
      payload,
    });

  it('refuses visitors', async () => {
    const res = await change(undefined, {
      currentPassword: PASSWORD,
      newPassword: 'x',
      confirmPassword: 'x',
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'wrong-one' }, 'currentPassword'],
    ['a common new password', { newPassword: 'password123', confirmPassword: 'password123' }, 'newPassword'],
    ['a short new password', { newPassword: 'ab', confirmPassword: 'ab' }, 'newPassword'],
    ['a confirmation that differs', { confirmPassword: 'Other-tee-box-77' }, 'confirmPassword'],
  ])('refuses %s with the §8 text and changes nothing', async (_name, body, field) => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const before = await memberRow(ctx, 'member@example.com');
    const res = await change(cookie, {
      currentPassword: PASSWORD,
      newPassword: 'Sliced-drive-on-9',
      confirmPassword: 'Sliced-drive-on-9',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CHANGE_PASSWORD_FAILED',
      message: "Sorry, we couldn't change your password, please ensure all fields are correct.",
    });
    expect(Object.keys(res.json().fields)).toEqual([field]);
    expect((await memberRow(ctx, 'member@example.com')).passwordHash).toBe(before.passwordHash);
  });

  it('changes the password and ends every other session of the member only', async () => {
    const email = 'member@example.com';
    const other = await login(ctx.app, email);
    const elsewhere = await sessionCookieFor(ctx, 'buddy@example.com').catch(() => null);
    const current = await login(ctx.app, email);
    // The other session has just been used, so this instance holds a cached copy of it.
    const before = await ctx.app.inject({ url: '/api/member/summary', headers: { cookie: other } });
    expect(before.statusCode).toBe(200);
    const res = await change(current, {
      currentPassword: PASSWORD,
      newPassword: 'Sliced-drive-on-9',
      confirmPassword: 'Sliced-drive-on-9',
    });
    expect(res.statusCode).toBe(200);
    const still = await ctx.app.inject({ url: '/api/account/session', headers: { cookie: current } });
    expect(still.json().isAuthenticated).toBe(true);
    const ended = await ctx.app.inject({ url: '/api/account/session', headers: { cookie: other } });
    expect(ended.json().isAuthenticated).toBe(false);
    const refused = await ctx.app.inject({ url: '/api/member/summary', headers: { cookie: other } });
    expect(refused.statusCode).toBe(401);
    if (elsewhere) {
      const theirs = await ctx.app.inject({ url: '/api/account/session', headers: { cookie: elsewhere } });
      expect(theirs.json().isAuthenticated).toBe(true);
    }
    const member = await memberRow(ctx, email);
    const [{ n }] = (await ctx.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.memberId, member.id))) as [{ n: number }];
    expect(n).toBe(1);
    await expect(login(ctx.app, email)).rejects.toThrow(/401/);
    expect(await login(ctx.app, email, 'Sliced-drive-on-9')).toMatch(/fairway_session=/);
  });
});

describe('support: bug report', () => {
  const ctx = useTestApp();
  const report = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/support/bug-report', payload });

  it('e-mails the report to the team', async () => {
    const res = await report({ message: 'The link on the club page is broken', page: '/nowhere', email: '' });
    expect(res.statusCode).toBe(202);
    const mails = outboxMails(ctx);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: support@fairway.golf');
    expect(mails[0]).toContain('The link on the club page is broken');
  });

  it.each([
    ['an empty message', { message: '  ', page: '/x', email: '' }],
    ['a bad reply address', { message: 'x', page: '/x', email: 'not-an-address' }],
    ['a too long message', { message: 'x'.repeat(2001), page: '/x', email: '' }],
  ])('refuses %s and sends nothing', async (_name, payload) => {
    const before = outboxMails(ctx).length;
    const res = await report(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(outboxMails(ctx)).toHaveLength(before);
  });
});

describe('support: bug reports are limited per client address and member', () => {
  const ctx = useTestApp({ config: { bugReport: { perClient: 3 } } });
  const report = (n: number, remoteAddress: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/support/bug-report',
      remoteAddress,
      headers: cookie ? { cookie } : {},
      // A new reply address each time: what the sender types must not open a new count.
      payload: { message: `report ${n}`, page: '/x', email: `reporter${n}@example.com` },
    });

  it('refuses the fourth report from one address whatever e-mail each gives, and sends nothing for it', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) statuses.push((await report(n, '203.0.113.20')).statusCode);
    expect(statuses).toEqual([202, 202, 202]);
    const before = outboxMails(ctx).length;
    const limited = await report(3, '203.0.113.20');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(outboxMails(ctx)).toHaveLength(before);
    expect((await report(4, '203.0.113.21')).statusCode).toBe(202);
  });

  it('counts a signed-in member across addresses', async () => {
    const cookie = await sessionCookieFor(ctx, 'buddy@example.com');
    for (let n = 0; n < 3; n++) expect((await report(n, `198.51.100.${n + 1}`, cookie)).statusCode).toBe(202);
    expect((await report(3, '198.51.100.9', cookie)).statusCode).toBe(429);
    expect((await report(4, '198.51.100.9')).statusCode).toBe(202);
  });
});

describe('account: sign-in options are rate-limited', () => {
  const ctx = useTestApp({
    config: {
      rateLimit: {
        loginPerAccountAndIp: 3,
        loginPerIp: 6,
        loginPerAccount: 100,
        windowSeconds: 60,
        buddyFindPerMember: 20,
      },
    },
  });

  it('refuses a fourth magic link for one address from one client with 429 and Retry-After', async () => {
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/magic-link',
        payload: { email: 'member@example.com' },
      });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(outboxMails(ctx)).toHaveLength(3);
  });

  it('limits second-factor guesses per client address', async () => {
    const guess = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/2fa/verify',
        payload: { tfaToken: 'a'.repeat(43), code: '123456' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await guess()).statusCode);
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses[6]).toBe(429);
  });
});
