import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { hashPassword } from '../src/lib/password';
import { insertMember } from '../src/modules/members/member-repository';
import { outboxMails } from './account-fixtures';
import { type TestContext, useTestApp } from './helpers';

/** Issue 19 §2: strangers' guesses must never lock the owner out, on one instance or two sharing Redis. */

const limits = (rateLimit: Partial<Config['rateLimit']>): Partial<Config> => ({
  rateLimit: {
    loginPerAccountAndIp: 10,
    loginPerIp: 300,
    loginPerAccount: 100,
    windowSeconds: 60,
    buddyFindPerMember: 20,
    ...rateLimit,
  },
});

const PASSWORD = 'Fairway2026!';
const login = (ctx: TestContext, email: string, password: string, remoteAddress: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const deviceCookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const cookie = res.cookies.find((c) => c.name.endsWith('fairway_device'));
  if (!cookie) throw new Error('no device cookie');
  return `${cookie.name}=${cookie.value}`;
};
const statusesOf = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

describe('one stranger guessing from one address (default limits)', () => {
  const ctx = useTestApp();

  it('does not lock the owner out: 110 wrong passwords from 127.0.0.2, then the owner logs in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 110; i++) {
      statuses.push((await login(ctx, 'member@example.com', `wrong-${i}`, '127.0.0.2')).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(100).fill(429));
    const owner = await login(ctx, 'member@example.com', PASSWORD, '127.0.0.1');
    expect(owner.statusCode).toBe(200);
  });

  it('counts failures only: the owner signing in again and again is never limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await login(ctx, 'buddy@example.com', PASSWORD, '192.0.2.44')).statusCode);
    }
    expect(statuses).toEqual(Array(12).fill(200));
  });
});

describe('twenty addresses guessing at once', () => {
  const ctx = useTestApp({ config: limits({ loginPerAccountAndIp: 3, loginPerAccount: 20 }) });

  it('stops them at the account-wide ceiling, lets the owner’s own browser in and offers a new one the link', async () => {
    const first = await login(ctx, 'member@example.com', PASSWORD, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(first.cookies.find((c) => c.name.endsWith('fairway_device'))).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });

    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, a) =>
        Promise.all(
          [0, 1].map((i) => login(ctx, 'member@example.com', `guess-${a}-${i}`, `198.51.100.${a + 1}`)),
        ),
      ),
    );
    const statuses = statusesOf(guesses.flat());
    // Exactly the ceiling's worth of guesses were checked, concurrency notwithstanding.
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);

    const owner = await login(ctx, 'member@example.com', PASSWORD, '203.0.113.5', device);
    expect(owner.statusCode).toBe(200);

    const newDevice = await login(ctx, 'member@example.com', PASSWORD, '203.0.113.6');
    expect(newDevice.statusCode).toBe(429);
    expect(newDevice.json()).toMatchObject({ code: 'LOGIN_LOCKED' });
    expect(Number(newDevice.headers['retry-after'])).toBeGreaterThan(0);
    expect(newDevice.cookies.filter((c) => c.name.endsWith('fairway_session'))).toEqual([]);
  });

  it('lets the new browser follow the magic link it was offered, after which it is the owner’s own', async () => {
    const ask = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/magic-link',
      payload: { email: 'member@example.com' },
      remoteAddress: '203.0.113.8',
    });
    expect(ask.statusCode).toBe(200);
    const token = /magiclink\?token=([A-Za-z0-9_-]+)/.exec(outboxMails(ctx).at(-1) ?? '')?.[1];
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/magic-link/verify',
      payload: { token },
      remoteAddress: '203.0.113.8',
    });
    expect(verified.statusCode).toBe(200);
    const device = deviceCookieOf(verified);
    expect((await login(ctx, 'member@example.com', PASSWORD, '203.0.113.8', device)).statusCode).toBe(200);
  });

  it('refuses a device cookie that is forged, or signed for another account', async () => {
    const buddy = await login(ctx, 'buddy@example.com', PASSWORD, '192.0.2.11');
    const buddyDevice = deviceCookieOf(buddy);
    const [name, value] = buddyDevice.split('=') as [string, string];
    const [digest, issuedAt] = value.split('.');
    for (const cookie of [buddyDevice, `${name}=${digest}.${issuedAt}.${'A'.repeat(43)}`]) {
      const res = await login(ctx, 'member@example.com', PASSWORD, '203.0.113.7', cookie);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('LOGIN_LOCKED');
    }
  });
});

describe.runIf(process.env.REDIS_URL)('the same through Redis, on two instances', () => {
  // Counters outlive a run in Redis: fresh accounts and addresses per run keep runs (and helpers) apart.
  const run = `${Date.now()}-${randomInt(1e9)}`;
  const email = `lockout-${run}@example.com`;
  const net = `10.${randomInt(256)}.${randomInt(256)}`;
  const config = {
    ...limits({ loginPerAccountAndIp: 3, loginPerAccount: 20 }),
    redisUrl: process.env.REDIS_URL,
    deviceCookieSecret: `shared-secret-of-both-instances-${run}`,
  };
  const a = useTestApp({ config });
  const b = useTestApp({ config });

  it('keeps the owner in after a stranger’s guesses, and their browser in past the ceiling', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    for (const ctx of [a, b]) {
      await insertMember(ctx.database.db, {
        email,
        passwordHash,
        forename: 'Lock',
        surname: 'Out',
        phone: '07700 900000',
        homeClubId: 563,
        referralEmail: null,
      });
    }
    const first = await login(a, email, PASSWORD, `${net}.1`);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);

    // One stranger, 30 guesses alternating between the instances: only 3 count anywhere.
    for (let i = 0; i < 30; i++) await login(i % 2 ? a : b, email, `wrong-${i}`, `${net}.2`);
    expect((await login(b, email, PASSWORD, `${net}.3`)).statusCode).toBe(200);

    // Twenty addresses at once, on both instances: the ceiling, shared.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => login(n % 2 ? a : b, email, `guess-${n}`, `${net}.${n + 10}`)),
    );
    expect(statusesOf(guesses).filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await login(b, email, PASSWORD, `${net}.4`, device)).statusCode).toBe(200);
    const newDevice = await login(a, email, PASSWORD, `${net}.5`);
    expect(newDevice.statusCode).toBe(429);
    expect(newDevice.json().code).toBe('LOGIN_LOCKED');
  });
});
