import { describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config';
import { hashPassword } from '../src/lib/password';
import { insertMember } from '../src/modules/members/member-repository';
import { testConfig, useTestApp } from './helpers';

type Ctx = ReturnType<typeof useTestApp>;
const limits = (rateLimit: Partial<Config['rateLimit']>): Partial<Config> => ({
  rateLimit: {
    loginPerAccountAndIp: 100,
    loginPerIp: 100,
    loginPerAccount: 100,
    windowSeconds: 60,
    buddyFindPerMember: 100,
    ...rateLimit,
  },
});

const inject = (ctx: Ctx, url: string, payload: object, ip = '203.0.113.7', headers = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
const wrong = { email: 'member@example.com', password: 'wrong-password' };
const right = { email: 'member@example.com', password: 'Fairway2026!' };

describe('rate limits per account and address', () => {
  const ctx = useTestApp({ config: limits({ loginPerAccountAndIp: 3 }) });

  it('stops an attacker at one address without locking the owner out elsewhere', async () => {
    const attacker = '198.51.100.66';
    for (let i = 0; i < 3; i++) {
      expect((await inject(ctx, '/api/account/login', wrong, attacker)).statusCode).toBe(401);
    }
    const res = await inject(ctx, '/api/account/login', { ...wrong, email: ' MEMBER@example.com' }, attacker);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
    // Not even the right password gets through from the attacker's address…
    expect((await inject(ctx, '/api/account/login', right, attacker)).statusCode).toBe(429);
    // …while the owner, at home, logs in, and the attacker's address may still try other accounts.
    expect((await inject(ctx, '/api/account/login', right, '192.0.2.10')).statusCode).toBe(200);
    const other = { email: 'buddy@example.com', password: 'Fairway2026!' };
    expect((await inject(ctx, '/api/account/login', other, attacker)).statusCode).toBe(200);
  });
});

describe('rate limits per account across addresses (the ceiling)', () => {
  const ctx = useTestApp({ config: limits({ loginPerAccountAndIp: 3, loginPerAccount: 5 }) });

  it('stops a distributed attack on one account once the ceiling is reached', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await inject(ctx, '/api/account/login', wrong, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    expect((await inject(ctx, '/api/account/login', wrong, '198.51.100.6')).statusCode).toBe(429);
    expect((await inject(ctx, '/api/account/login', right, '192.0.2.10')).statusCode).toBe(429);
    const other = { email: 'buddy@example.com', password: 'Fairway2026!' };
    expect((await inject(ctx, '/api/account/login', other, '198.51.100.7')).statusCode).toBe(200);
  });
});

describe('rate limits per address, with the default limits', () => {
  const ctx = useTestApp();

  it('has defaults that keep the owner safe and a club house open', () => {
    expect(testConfig().rateLimit).toMatchObject({
      loginPerAccountAndIp: 10,
      loginPerIp: 300,
      loginPerAccount: 100,
      windowSeconds: 60,
      buddyFindPerMember: 20,
      calendarFeedPerToken: 30,
    });
  });

  it('lets 50 members behind one NAT address all log in', async () => {
    const passwordHash = await hashPassword('Clubhouse-wifi-2026');
    const emails = Array.from({ length: 50 }, (_, i) => `nat${i}@example.com`);
    for (const email of emails) {
      await insertMember(ctx.database.db, {
        email,
        passwordHash,
        forename: 'Nat',
        surname: 'Member',
        phone: '07700 900000',
        homeClubId: 563,
        referralEmail: null,
      });
    }
    for (const email of emails) {
      const payload = { email, password: 'Clubhouse-wifi-2026' };
      // Some mistype first: a wrong attempt each does not close the door on the others either.
      expect(
        (await inject(ctx, '/api/account/login', { ...payload, password: 'typo' }, '203.0.113.80'))
          .statusCode,
      ).toBe(401);
      expect((await inject(ctx, '/api/account/login', payload, '203.0.113.80')).statusCode).toBe(200);
    }
    // A hundred argon2 verifications one after another: CPU-bound, so slow on a busy machine.
  }, 120_000);
});

describe('rate limits per address', () => {
  const ctx = useTestApp({ config: limits({ loginPerIp: 2 }) });

  it('limits logins from one IP across accounts', async () => {
    const attempt = (email: string, ip?: string) =>
      inject(ctx, '/api/account/login', { email, password: 'wrong-password' }, ip);
    expect((await attempt('a@example.com')).statusCode).toBe(401);
    expect((await attempt('b@example.com')).statusCode).toBe(401);
    const res = await attempt('c@example.com');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await attempt('c@example.com', '192.0.2.99')).statusCode).toBe(401);
  });

  it('limits registrations, counting invalid bodies too', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 2; i++) {
      expect(
        (await inject(ctx, '/api/account/register', { email: `x${i}@example.com` }, ip)).statusCode,
      ).toBe(400);
    }
    const res = await inject(ctx, '/api/account/register', { email: 'x3@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('does not limit the other account routes', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({ url: '/api/account/session', remoteAddress: '203.0.113.7' });
      expect(res.statusCode).toBe(200);
    }
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is unset', async () => {
    const ip = '203.0.113.60';
    const attempt = (n: number) =>
      inject(ctx, '/api/account/login', { email: `f${n}@example.com`, password: 'x' }, ip, {
        'x-forwarded-for': `10.0.0.${n}`,
      });
    expect((await attempt(1)).statusCode).toBe(401);
    expect((await attempt(2)).statusCode).toBe(401);
    expect((await attempt(3)).statusCode).toBe(429);
  });
});

/** Behind nginx at 127.0.0.1 with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`. */
function proxiedAttempts(ctx: Ctx) {
  return (clientChain: string, n: number, peer = '127.0.0.1') =>
    inject(ctx, '/api/account/login', { email: `p${n}@example.com`, password: 'x' }, peer, {
      'x-forwarded-for': clientChain,
    });
}

const trustProxyOf = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy;

for (const [name, value] of [
  ['the proxy address', '127.0.0.1'],
  ['a list with a CIDR range', '127.0.0.0/8, ::1'],
  ['one hop', '1'],
] as const) {
  describe(`TRUST_PROXY=${value} (${name})`, () => {
    const ctx = useTestApp({ config: { ...limits({ loginPerIp: 2 }), trustProxy: trustProxyOf(value) } });
    const attempt = proxiedAttempts(ctx);

    it('keys the limit by the address the proxy saw, whatever X-Forwarded-For the client made up', async () => {
      // The client sends its own X-Forwarded-For; nginx appends the real address 198.51.100.9.
      expect((await attempt('10.0.0.1, 198.51.100.9', 1)).statusCode).toBe(401);
      expect((await attempt('10.0.0.2, 198.51.100.9', 2)).statusCode).toBe(401);
      expect((await attempt('10.0.0.3, 8.8.8.8, 198.51.100.9', 3)).statusCode).toBe(429);
      // Another real client behind the same proxy has its own count.
      expect((await attempt('10.0.0.3, 198.51.100.10', 4)).statusCode).toBe(401);
    });

    if (value !== '1') {
      it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
        const direct = '203.0.113.99';
        expect((await attempt('192.0.2.1', 5, direct)).statusCode).toBe(401);
        expect((await attempt('192.0.2.2', 6, direct)).statusCode).toBe(401);
        expect((await attempt('192.0.2.3', 7, direct)).statusCode).toBe(429);
      });
    }
  });
}

describe.runIf(process.env.REDIS_URL)('rate limits shared through Redis by two instances', () => {
  const config = {
    ...limits({ loginPerAccountAndIp: 2, loginPerAccount: 4 }),
    redisUrl: process.env.REDIS_URL,
  };
  const a = useTestApp({ config });
  const b = useTestApp({ config });
  // Counters outlive a test run in Redis: a fresh account name per run keeps runs apart.
  const email = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const body = { email, password: 'wrong-password' };

  it('counts an account on both instances: per address, then the ceiling', async () => {
    expect((await inject(a, '/api/account/login', body, '198.51.100.1')).statusCode).toBe(401);
    expect((await inject(b, '/api/account/login', body, '198.51.100.1')).statusCode).toBe(401);
    expect((await inject(a, '/api/account/login', body, '198.51.100.1')).statusCode).toBe(429);
    expect((await inject(b, '/api/account/login', body, '198.51.100.2')).statusCode).toBe(401);
    // The attempt refused per address counted nowhere: the ceiling holds the four that were checked.
    expect((await inject(a, '/api/account/login', body, '198.51.100.3')).statusCode).toBe(401);
    const refused = await inject(b, '/api/account/login', body, '198.51.100.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('LOGIN_LOCKED');
  });
});
