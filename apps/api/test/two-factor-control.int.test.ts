import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '../src/db/schema';
import { startImpersonation } from '../src/modules/auth/service';
import { memberRow, PASSWORD } from './account-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

const KEY = 'a'.repeat(64);

/**
 * Who may change how an account signs in (issue 19): the secret is the server's, issued at setup and
 * kept encrypted for ten minutes; switching off needs the password or a code; staff acting as the member
 * can do none of it, nor change the password.
 */
describe('two-factor control', () => {
  const ctx = useTestApp({ config: { twoFactorKey: KEY } });
  const totpAt = (secret: string, time = Date.now()) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: time });
  const post = (url: string, cookie: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/account/2fa/${url}`, headers: { cookie }, payload });

  it('enable takes no secret from the client: without a setup, or with its own secret, nothing turns on', async () => {
    const cookie = await sessionCookieFor(ctx, 'buddy@example.com');
    const chosen = new Secret({ size: 20 }).base32;
    const res = await post('enable', cookie, { secret: chosen, code: totpAt(chosen) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TFA_CONFIRM_FAILED');
    // With a setup under way, a code of a secret the client chose still does not confirm it.
    expect((await post('setup', cookie, { password: PASSWORD })).statusCode).toBe(200);
    expect((await post('enable', cookie, { secret: chosen, code: totpAt(chosen) })).statusCode).toBe(400);
    expect((await memberRow(ctx, 'buddy@example.com')).totpSecret).toBeNull();
  });

  it('setup needs the password and keeps the pending secret encrypted, for ten minutes', async () => {
    const email = 'rounds@example.com';
    const cookie = await sessionCookieFor(ctx, email);
    const wrong = await post('setup', cookie, { password: `${PASSWORD}x` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('TFA_CONFIRM_FAILED');
    const setup = await post('setup', cookie, { password: PASSWORD });
    const { secret } = setup.json();
    const member = await memberRow(ctx, email);
    const [row] = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.memberId, member.id));
    expect(row?.kind).toBe('2fa-setup');
    expect(row?.secret).toMatch(/^v1\./);
    expect(row?.secret).not.toContain(secret);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.id, row!.id));
    expect((await post('enable', cookie, { code: totpAt(secret) })).statusCode).toBe(400);
    expect((await memberRow(ctx, email)).totpSecret).toBeNull();
  });

  it('a setup takes five codes at most; the right one after is refused', async () => {
    const email = 'lowpoints@example.com';
    const cookie = await sessionCookieFor(ctx, email);
    const { secret } = (await post('setup', cookie, { password: PASSWORD })).json();
    const right = totpAt(secret);
    const live = new Set([-1, 0, 1].map((step) => totpAt(secret, Date.now() + step * 30_000)));
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555', '666666'].filter(
      (c) => !live.has(c),
    );
    for (const code of wrong.slice(0, 5))
      expect((await post('enable', cookie, { code })).statusCode).toBe(400);
    expect((await post('enable', cookie, { code: right })).statusCode).toBe(400);
    expect((await memberRow(ctx, email)).totpSecret).toBeNull();
  });

  it('turning it off needs the password or a current code', async () => {
    const email = 'member@example.com';
    const cookie = await sessionCookieFor(ctx, email);
    const { secret } = (await post('setup', cookie, { password: PASSWORD })).json();
    const enabled = await post('enable', cookie, { code: totpAt(secret) });
    expect(enabled.statusCode).toBe(200);
    const [recovery] = enabled.json().recoveryCodes as string[];
    expect((await post('disable', cookie)).statusCode).toBe(400);
    expect((await post('disable', cookie, {})).statusCode).toBe(400);
    const wrongPassword = await post('disable', cookie, { password: 'not-the-password' });
    expect(wrongPassword.json().code).toBe('TFA_CONFIRM_FAILED');
    expect((await post('disable', cookie, { code: 'zzzzz-zzzzz' })).statusCode).toBe(400);
    // Kept sealed, as the pending one was: a copy of the database alone does not yield it.
    const stored = (await memberRow(ctx, email)).totpSecret as string;
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    expect((await post('disable', cookie, { code: recovery })).statusCode).toBe(200);
    expect((await memberRow(ctx, email)).totpSecret).toBeNull();
    // And by password, after turning it on again (setup replaces the used one).
    const again = (await post('setup', cookie, { password: PASSWORD })).json().secret;
    expect((await post('enable', cookie, { code: totpAt(again, Date.now() + 30_000) })).statusCode).toBe(200);
    expect((await post('disable', cookie, { password: PASSWORD })).statusCode).toBe(200);
    expect((await memberRow(ctx, email)).totpSecret).toBeNull();
  });

  it('refuses malformed bodies without changing anything', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    for (const [url, payload] of [
      ['setup', undefined],
      ['setup', {}],
      ['setup', { password: '' }],
      ['setup', { password: 'x'.repeat(10_000) }],
      ['enable', {}],
      ['enable', { code: 'abcdef' }],
      ['enable', { code: 123456 }],
      ['disable', { password: '' }],
      ['disable', { code: '12345' }],
      ['disable', { password: 42 }],
    ] as const) {
      const res = await post(url, cookie, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await memberRow(ctx, 'member@example.com')).totpSecret).toBeNull();
  });

  it('staff impersonating a member can change neither the 2FA nor the password', async () => {
    const email = 'buddy@example.com';
    const member = await memberRow(ctx, email);
    const staff = await memberRow(ctx, 'staff@example.com');
    const { token } = await startImpersonation(ctx.database.db, staff.id, member.id);
    const cookie = `fairway_session=${token}`;
    const refusals = [
      await post('setup', cookie, { password: PASSWORD }),
      await post('enable', cookie, { code: '123456' }),
      await post('disable', cookie, { password: PASSWORD }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/account/change-password',
        headers: { cookie },
        payload: {
          currentPassword: PASSWORD,
          newPassword: 'Par4-the-course',
          confirmPassword: 'Par4-the-course',
        },
      }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_WHILE_IMPERSONATING');
    }
    expect(await memberRow(ctx, email)).toEqual(member);
  });
});
