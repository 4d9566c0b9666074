import { createHash } from 'node:crypto';
import { ERROR_MESSAGES } from '@fairway/contracts';
import { count, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { accountTokens, recoveryCodes } from '../src/db/schema';
import { magicLinkMail, requestMagicLink } from '../src/modules/auth/sign-in-service';
import { cookieOf, memberRow, outboxMails, PASSWORD } from './account-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

describe('account: magic link', () => {
  const ctx = useTestApp();
  const request = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/account/magic-link', payload: { email } });
  const verify = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/account/magic-link/verify', payload: { token } });
  const tokenOfLastMail = () => {
    const mail = outboxMails(ctx).at(-1) ?? '';
    return /magiclink\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  };

  it('answers the same whether or not the address exists, and mails only a member', async () => {
    const unknown = await request('nobody@example.com');
    const known = await request('Member@Example.com');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mails = outboxMails(ctx);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: member@example.com');
  });

  it('links to the public origin whatever Host or X-Forwarded-Host the request names', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/magic-link',
      headers: {
        host: 'evil.example:8080',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: { email: 'member@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const mail = outboxMails(ctx).at(-1) ?? '';
    expect(mail).toContain('http://localhost:3000/magiclink?token=');
    expect(mail).not.toContain('evil.example');
  });

  it('does the same work for a known and an unknown address, and mails only the member', async () => {
    const workFor = async (email: string) => {
      const statements: string[] = [];
      // The database as the service sees it, noting each call it makes.
      const db = new Proxy(ctx.database.db, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            statements.push(String(property));
            return value.apply(target, args);
          };
        },
      });
      const rendered: string[] = [];
      const mailsBefore = outboxMails(ctx).length;
      await requestMagicLink(db, ctx.app.mailer, { email, origin: 'https://club.example' }, (link) => {
        rendered.push(link);
        return magicLinkMail(link);
      });
      return { statements, rendered: rendered.length, mailed: outboxMails(ctx).length - mailsBefore };
    };
    const known = await workFor('member@example.com');
    const unknown = await workFor('nobody@example.com');
    expect(known.statements).toEqual(['execute']);
    expect(unknown.statements).toEqual(known.statements);
    expect([known.rendered, unknown.rendered]).toEqual([1, 1]);
    expect([known.mailed, unknown.mailed]).toEqual([1, 0]);
  });

  it('stores the token hashed and signs in once with it', async () => {
    await request('member@example.com');
    const token = tokenOfLastMail();
    expect(token).toBeDefined();
    const stored = await ctx.database.db.select({ id: accountTokens.id }).from(accountTokens);
    expect(stored.map((r) => r.id)).not.toContain(token);
    const first = await verify(token!);
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first);
    const summary = await ctx.app.inject({ url: '/api/member/summary', headers: { cookie } });
    expect(summary.json().Username).toBe('member@example.com');
    const again = await verify(token!);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'SIGN_IN_LINK_INVALID',
      message: ERROR_MESSAGES.SIGN_IN_LINK_INVALID,
    });
    expect(cookieOf(again)).toBeUndefined();
  });

  it('refuses an expired link', async () => {
    await request('member@example.com');
    const token = tokenOfLastMail()!;
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(accountTokens.usedAt));
    const res = await verify(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SIGN_IN_LINK_INVALID');
  });

  it('refuses malformed bodies and writes nothing', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(accountTokens);
    expect((await request('')).statusCode).toBe(400);
    expect((await verify('short')).statusCode).toBe(400);
    expect((await verify('x'.repeat(200))).statusCode).toBe(400);
    expect(await ctx.database.db.select({ n: count() }).from(accountTokens)).toEqual(before);
  });
});

describe('account: two-factor sign-in', () => {
  const ctx = useTestApp();
  const email = 'member@example.com';
  const totpAt = (secret: string, time = Date.now()) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: time });
  const loginRaw = () =>
    ctx.app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password: PASSWORD } });
  const verify = (tfaToken: string, code: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/account/2fa/verify', payload: { tfaToken, code } });
  let secret = '';
  let recovery: string[] = [];

  it('enrols with a QR code, refusing a wrong confirmation code', async () => {
    const cookie = await sessionCookieFor(ctx, email);
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/2fa/setup',
      headers: { cookie },
      payload: { password: PASSWORD },
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().qrCode).toMatch(/^data:image\/png;base64,/);
    secret = setup.json().secret;
    const enable = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/account/2fa/enable', headers: { cookie }, payload });
    const wrong = await enable({ code: totpAt(secret) === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('TFA_CONFIRM_FAILED');
    expect((await memberRow(ctx, email)).totpSecret).toBeNull();
    expect((await enable({ code: '12' })).statusCode).toBe(400);
    const ok = await enable({ code: totpAt(secret) });
    expect(ok.statusCode).toBe(200);
    recovery = ok.json().recoveryCodes;
    expect(recovery).toHaveLength(10);
    const stored = await ctx.database.db.select({ h: recoveryCodes.codeHash }).from(recoveryCodes);
    expect(stored.map((r) => r.h)).not.toContain(recovery[0]);
  });

  it('login answers a TFA token instead of a session; the TOTP code signs in once', async () => {
    const res = await loginRaw();
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(false);
    expect(cookieOf(res)).toBeUndefined();
    const { tfaToken } = res.json();
    // A code of the next time step: the enrolment above already used the current one.
    const code = totpAt(secret, Date.now() + 30_000);
    const signedIn = await verify(tfaToken, code);
    expect(signedIn.statusCode).toBe(200);
    expect(cookieOf(signedIn)).toBeDefined();
    // The same code again, on a fresh TFA token: single use.
    const again = await verify((await loginRaw()).json().tfaToken, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('TFA_FAILED');
    // The used TFA token is dead.
    expect((await verify(tfaToken, totpAt(secret))).statusCode).toBe(401);
  });

  it('a recovery code works once', async () => {
    const first = await verify((await loginRaw()).json().tfaToken, recovery[0]!);
    expect(first.statusCode).toBe(200);
    const second = await verify((await loginRaw()).json().tfaToken, recovery[0]!);
    expect(second.statusCode).toBe(401);
  });

  it('the fallback e-mails a one-time code that signs in', async () => {
    const { tfaToken } = (await loginRaw()).json();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/2fa/fallback',
      payload: { tfaToken },
    });
    expect(sent.statusCode).toBe(200);
    const mail = outboxMails(ctx).at(-1) ?? '';
    const code = /sign-in code is (\d{6})/.exec(mail)?.[1];
    expect(code).toBeDefined();
    expect((await verify(tfaToken, code!)).statusCode).toBe(200);
    expect((await verify(tfaToken, code!)).statusCode).toBe(401);
  });

  it('a TFA token dies after five wrong codes, even with the right one after', async () => {
    const { tfaToken } = (await loginRaw()).json();
    const right = totpAt(secret, Date.now() + 60_000);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await verify(tfaToken, wrong)).statusCode).toBe(401);
    const res = await verify(tfaToken, right);
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res)).toBeUndefined();
  });

  it('refuses malformed codes and tokens without counting or signing in', async () => {
    const { tfaToken } = (await loginRaw()).json();
    expect((await verify(tfaToken, 'abc')).statusCode).toBe(400);
    expect((await verify('bad', '123456')).statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select({ attempts: accountTokens.attempts })
      .from(accountTokens)
      .where(eq(accountTokens.id, createHash('sha256').update(tfaToken).digest('hex')));
    expect(row?.attempts).toBe(0);
  });

  it('turning it off makes login answer a session again', async () => {
    const cookie = await sessionCookieFor(ctx, email);
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/2fa/disable',
      headers: { cookie },
      payload: { password: PASSWORD },
    });
    expect(off.statusCode).toBe(200);
    const res = await loginRaw();
    expect(res.json()).toEqual({ ok: true });
    expect(cookieOf(res)).toBeDefined();
  });

  it("turned on again with a new secret, its code is taken in the half-minute the old secret's code was used", async () => {
    const cookie = await sessionCookieFor(ctx, email);
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/account/2fa/${url}`, headers: { cookie }, payload });
    const at = Date.now();
    const first = (await post('setup', { password: PASSWORD })).json().secret as string;
    expect((await post('enable', { code: totpAt(first, at) })).statusCode).toBe(200);
    expect((await post('disable', { password: PASSWORD })).statusCode).toBe(200);
    const second = (await post('setup', { password: PASSWORD })).json().secret as string;
    expect(second).not.toBe(first);
    const enabled = await post('enable', { code: totpAt(second, at) });
    expect(enabled.statusCode).toBe(200);
    expect((await memberRow(ctx, email)).totpSecret).not.toBeNull();
    // The same code of the same secret is still refused the second time.
    const { tfaToken } = (await loginRaw()).json();
    expect((await verify(tfaToken, totpAt(second, at))).statusCode).toBe(401);
    expect((await post('disable', { password: PASSWORD })).statusCode).toBe(200);
  });
});
