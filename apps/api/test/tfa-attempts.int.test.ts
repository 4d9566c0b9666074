import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, members, recoveryCodes } from '../src/db/schema';
import { TFA_MAX_ATTEMPTS } from '../src/modules/auth/sign-in-service';
import { cookieOf, memberRow, outboxMails, PASSWORD } from './account-fixtures';
import { useTestApp } from './helpers';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const CONCURRENT = 100;

/**
 * Wrong second-factor codes fired at once at one TFA token: each try is counted before its code is
 * looked at, so at most TFA_MAX_ATTEMPTS are checked, whichever kind of code (issue 19). Proven on
 * PostgreSQL (TEST_DB=postgres), where the requests really run side by side.
 */
describe('two-factor sign-in under concurrent guessing', () => {
  // The credential limits (and the account's second-factor ceiling) would refuse most of the burst by
  // themselves; this test is about the token.
  const ctx = useTestApp({
    config: {
      rateLimit: {
        loginPerAccountAndIp: 10_000,
        loginPerIp: 10_000,
        loginPerAccount: 10_000,
        windowSeconds: 60,
        buddyFindPerMember: 20,
        tfaPerAccount: 10_000,
      },
    },
  });
  const email = 'member@example.com';
  const secret = new Secret({ size: 20 }).base32;
  const recovery = 'abcde-fghjk';
  const totpAt = (time: number) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: time });

  beforeAll(async () => {
    const member = await memberRow(ctx, email);
    await ctx.database.db.update(members).set({ totpSecret: secret }).where(eq(members.id, member.id)); // stored as before sealing: read as it is
    await ctx.database.db.insert(recoveryCodes).values({ memberId: member.id, codeHash: sha256(recovery) });
  });

  const tfaToken = async (): Promise<string> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: PASSWORD },
    });
    expect(res.json().ok).toBe(false);
    return res.json().tfaToken;
  };
  const verify = (token: string, code: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/account/2fa/verify', payload: { tfaToken: token, code } });
  const attemptsOf = async (token: string) => {
    const [row] = await ctx.database.db
      .select({ attempts: accountTokens.attempts })
      .from(accountTokens)
      .where(eq(accountTokens.id, sha256(token)));
    return row?.attempts;
  };
  /** Fires the wrong codes at once; every one is refused and at most the limit were counted (checked). */
  const burst = async (token: string, wrong: (i: number) => string) => {
    const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => verify(token, wrong(i))));
    expect(results.every((r) => r.statusCode === 401 && r.json().code === 'TFA_FAILED')).toBe(true);
    expect(await attemptsOf(token)).toBe(TFA_MAX_ATTEMPTS);
  };

  it('checks at most five authenticator codes; the right one after is refused', async () => {
    const token = await tfaToken();
    const right = totpAt(Date.now());
    await burst(token, (i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
    const res = await verify(token, right);
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res)).toBeUndefined();
  });

  it('checks at most five e-mailed fallback codes; the e-mailed code after is refused', async () => {
    const token = await tfaToken();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/2fa/fallback',
      payload: { tfaToken: token },
    });
    expect(sent.statusCode).toBe(200);
    const code = /sign-in code is (\d{6})/.exec(outboxMails(ctx).at(-1) ?? '')?.[1];
    expect(code).toBeDefined();
    const now = Date.now();
    const live = new Set([-1, 0, 1].map((step) => totpAt(now + step * 30_000)));
    let n = Number(code);
    const wrongCodes: string[] = [];
    while (wrongCodes.length < CONCURRENT) {
      n = (n + 1) % 1_000_000;
      const candidate = String(n).padStart(6, '0');
      if (!live.has(candidate)) wrongCodes.push(candidate);
    }
    await burst(token, (i) => wrongCodes[i]!);
    expect((await verify(token, code!)).statusCode).toBe(401);
  });

  it('checks at most five recovery codes; the unused recovery code after is refused and stays unused', async () => {
    const token = await tfaToken();
    await burst(token, (i) => `zzzzz-${String(i).padStart(5, '0')}`);
    expect((await verify(token, recovery)).statusCode).toBe(401);
    const [row] = await ctx.database.db
      .select({ usedAt: recoveryCodes.usedAt })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.codeHash, sha256(recovery)));
    expect(row?.usedAt).toBeNull();
    // A fresh token still takes it: only the guessed-at token died.
    expect((await verify(await tfaToken(), recovery)).statusCode).toBe(200);
  });
});
