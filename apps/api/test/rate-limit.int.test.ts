import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const inject = (ctx: ReturnType<typeof useTestApp>, url: string, payload: object, ip = '203.0.113.7') =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe('rate limits per account', () => {
  const ctx = useTestApp({
    config: { rateLimit: { loginPerIp: 100, loginPerAccount: 3, windowSeconds: 60 } },
  });

  it('answers the fourth login for one e-mail with 429 and Retry-After, whatever the IP', async () => {
    const body = { email: 'member@example.com', password: 'wrong-password' };
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await inject(ctx, '/api/account/login', body, ip)).statusCode).toBe(401);
    }
    const res = await inject(
      ctx,
      '/api/account/login',
      { ...body, email: ' MEMBER@example.com' },
      '198.51.100.4',
    );
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
    // The correct password is refused too while the account is limited.
    const good = await inject(
      ctx,
      '/api/account/login',
      { ...body, password: 'Fairway2026!' },
      '198.51.100.5',
    );
    expect(good.statusCode).toBe(429);
    // Another account is not affected.
    const other = await inject(ctx, '/api/account/login', {
      email: 'buddy@example.com',
      password: 'Fairway2026!',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('rate limits per IP', () => {
  const ctx = useTestApp({
    config: { rateLimit: { loginPerIp: 2, loginPerAccount: 100, windowSeconds: 60 } },
  });

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
});
