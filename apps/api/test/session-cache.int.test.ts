import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { members, sessions } from '../src/db/schema';
import { login, sessionCookieFor, testConfig, useTestApp, useTwoInstances } from './helpers';

const summary = (app: FastifyInstance, cookie: string) =>
  app.inject({ url: '/api/member/summary', headers: { cookie } });

describe('session cache on one instance', () => {
  const ctx = useTestApp();

  it('keeps a cached session usable, and refuses it at once after logout', async () => {
    const cookie = await login(ctx.app, 'member@example.com');
    expect((await summary(ctx.app, cookie)).statusCode).toBe(200);
    expect((await summary(ctx.app, cookie)).statusCode).toBe(200);
    expect(ctx.app.sessionCache.size).toBeGreaterThan(0);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/account/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await summary(ctx.app, cookie)).statusCode).toBe(401);
  });

  it('serves a cached copy after the row is gone until the deleter invalidates the member', async () => {
    const cookie = await sessionCookieFor(ctx, 'buddy@example.com');
    expect((await summary(ctx.app, cookie)).statusCode).toBe(200);
    // A deletion that forgot to invalidate: the copy is still used (bounded by SESSION_CACHE_SECONDS)…
    await ctx.database.db.delete(sessions);
    expect((await summary(ctx.app, cookie)).statusCode).toBe(200);
    // …and gone as soon as invalidateMemberSessions is called, as every deleter must.
    const [row] = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'buddy@example.com'));
    await ctx.app.sessionCache.invalidateMemberSessions(row!.id, []);
    expect((await summary(ctx.app, cookie)).statusCode).toBe(401);
  });
});

describe('session cache turned off', () => {
  const ctx = useTestApp();

  it('asks the database on every request with SESSION_CACHE_SECONDS=0', async () => {
    const off = await buildApp({
      config: testConfig({ session: { ...ctx.app.config.session, cacheSeconds: 0 } }),
      database: ctx.database,
      logger: false,
    });
    try {
      const cookie = await sessionCookieFor(ctx, 'member@example.com');
      expect((await summary(off, cookie)).statusCode).toBe(200);
      await ctx.database.db.delete(sessions);
      expect((await summary(off, cookie)).statusCode).toBe(401);
      expect(off.sessionCache.size).toBe(0);
    } finally {
      await off.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL ?? null;
const onPostgres = process.env.TEST_DB === 'postgres';

/** Logout on one instance ends the session on the other at once (Redis or PostgreSQL NOTIFY). */
describe.runIf(redisUrl || onPostgres)('session cache across two API instances', () => {
  const { apps } = useTwoInstances(redisUrl);

  it('refuses a logged-out session on the other instance', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    expect(b.sessionCache.broadcast.kind).toBe(redisUrl ? 'redis' : 'postgres');
    const cookie = await login(a, 'member@example.com');
    expect((await summary(b, cookie)).statusCode).toBe(200);
    await a.inject({ method: 'POST', url: '/api/account/logout', headers: { cookie } });
    const start = Date.now();
    while ((await summary(b, cookie)).statusCode !== 401) {
      if (Date.now() - start > 2_000) throw new Error('the other instance still accepts the session');
      await new Promise((r) => setTimeout(r, 5));
    }
  });
});
