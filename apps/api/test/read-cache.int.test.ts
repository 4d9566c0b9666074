import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { members } from '../src/db/schema';
import { COMPRESSION } from '../src/lib/compression';
import { DEMO_COURSE } from '../src/seed/courses';
import { localDate } from './booking-fixtures';
import { sessionCookieFor, testConfig, useTestApp, useTwoInstances } from './helpers';

/**
 * The read cache (plugins/read-cache.ts): a member's summary, upcoming bookings and course-day are kept
 * while nothing is written. A change made behind the app's back (straight into the database) shows that
 * an answer was kept; any write through the API, on this instance or another, makes the next read fresh.
 */
const get = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ url, headers: { cookie } }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  });
const summary = (app: FastifyInstance, cookie: string) =>
  get(app, '/api/member/summary', cookie) as Promise<{ ContactNumber: string; Forename: string }>;

async function setPhoneBehindTheAppsBack(app: FastifyInstance, email: string, phone: string) {
  await app.db.update(members).set({ phone }).where(eq(members.email, email));
}

/** A write through the API that changes nothing the summary shows (a booking preference). */
async function writeNothingShown(app: FastifyInstance, cookie: string) {
  const put = await app.inject({
    method: 'PUT',
    url: '/api/account/preferences',
    headers: { cookie },
    payload: { AskBeforeBookingMeIn: false },
  });
  expect(put.statusCode).toBe(200);
}

describe('read cache on one instance', () => {
  const ctx = useTestApp();

  it('keeps a summary while nothing is written, and reads afresh after any write through the API', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const before = (await summary(ctx.app, cookie)).ContactNumber;
    await setPhoneBehindTheAppsBack(ctx.app, 'member@example.com', '07700 900999');
    expect((await summary(ctx.app, cookie)).ContactNumber).toBe(before);

    // Any write, even one that changes nothing the summary shows.
    await writeNothingShown(ctx.app, cookie);
    expect((await summary(ctx.app, cookie)).ContactNumber).toBe('07700 900999');
  });

  it('keeps its answers through a refused write (a refusal changes nothing), not through one that succeeds', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const before = (await summary(ctx.app, cookie)).ContactNumber;
    await setPhoneBehindTheAppsBack(ctx.app, 'member@example.com', '07700 900888');
    // Refused: a booking of a course the club does not have.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie },
      payload: { clubId: 151, courseId: 999_999, time: new Date().toISOString(), players: 1, juniors: 0 },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await summary(ctx.app, cookie)).ContactNumber).toBe(before);
    // The same member's write that succeeds: the next read is fresh.
    await writeNothingShown(ctx.app, cookie);
    expect((await summary(ctx.app, cookie)).ContactNumber).toBe('07700 900888');
  });

  it('keeps each member’s answers apart, and an impersonated session’s apart from the member’s own', async () => {
    const member = await sessionCookieFor(ctx, 'member@example.com');
    const buddy = await sessionCookieFor(ctx, 'buddy@example.com');
    const [mine, theirs] = [await summary(ctx.app, member), await summary(ctx.app, buddy)];
    const rows = await ctx.app.db
      .select({ email: members.email, forename: members.forename })
      .from(members)
      .where(eq(members.email, 'buddy@example.com'));
    expect(theirs.Forename).toBe(rows[0]!.forename);
    expect(mine.Forename).not.toBe(theirs.Forename);
    expect((await summary(ctx.app, member)).Forename).toBe(mine.Forename);
  });

  it('makes a member’s kept course-day fresh when another member books on it', async () => {
    const member = await sessionCookieFor(ctx, 'member@example.com');
    const buddy = await sessionCookieFor(ctx, 'buddy@example.com');
    const date = localDate(9);
    const day = `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}&players=1&juniors=0`;
    type Day = { slots: { time: string; freePlaces: number; bookable: boolean }[] };
    const placesAt = (d: Day, time: string) => d.slots.find((s) => s.time === time)?.freePlaces;
    const first = (await get(ctx.app, day, member)) as Day;
    // A start the member could book (nine days ahead is a Saturday when run on a Thursday: the club's ballot
    // holds its 07:00–09:00 starts).
    const slot = first.slots.find((s) => s.freePlaces === 4 && s.bookable);
    expect(slot).toBeDefined();
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: buddy },
      payload: { clubId: 151, courseId: DEMO_COURSE.heath, time: slot!.time, players: 1, juniors: 0 },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(placesAt((await get(ctx.app, day, member)) as Day, slot!.time)).toBe(3);
  });

  it('answers 304 without a body when If-None-Match names the answer’s ETag, and 200 once it changed', async () => {
    const cookie = await sessionCookieFor(ctx, 'rounds@example.com');
    const first = await ctx.app.inject({ url: '/api/member/summary', headers: { cookie } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    // Browsers keep nothing a signed-in member is told (plugins/security.ts); the web app keeps the answer.
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await ctx.app.inject({
      url: '/api/member/summary',
      headers: { cookie, 'if-none-match': etag },
    });
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', etag]);

    await setPhoneBehindTheAppsBack(ctx.app, 'rounds@example.com', '07700 900333');
    await ctx.app.readCache.written();
    const changed = await ctx.app.inject({
      url: '/api/member/summary',
      headers: { cookie, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().ContactNumber).toBe('07700 900333');
    expect(changed.headers.etag).not.toBe(etag);
    // The tee sheet and upcoming bookings carry one too.
    for (const url of [
      `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(9)}&players=1&juniors=0`,
      '/api/bookings/upcoming',
    ]) {
      const res = await ctx.app.inject({
        url,
        headers: { cookie: await sessionCookieFor(ctx, 'member@example.com') },
      });
      expect(res.headers.etag, url).toMatch(/^W\//);
    }
  });

  it('answers a kept course-day and upcoming before the route runs, as the route answered, and only to its caller', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    for (const url of [
      `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(10)}&players=2&juniors=0`,
      '/api/bookings/upcoming',
    ]) {
      await ctx.app.readCache.written();
      const routed = await ctx.app.inject({ url, headers: { cookie } });
      const kept = await ctx.app.inject({ url, headers: { cookie } });
      expect(routed.statusCode, url).toBe(200);
      const shape = (res: typeof routed) => ({
        status: res.statusCode,
        body: res.body,
        etag: res.headers.etag,
        type: res.headers['content-type'],
        cache: res.headers['cache-control'],
        csp: res.headers['content-security-policy'],
      });
      expect(shape(kept), url).toEqual(shape(routed));
      const notModified = await ctx.app.inject({
        url,
        headers: { cookie, 'if-none-match': kept.headers.etag },
      });
      expect([notModified.statusCode, notModified.body], url).toEqual([304, '']);
      // A visitor is not answered from a member's kept answer (each member's are apart: the test above).
      const visitor = await ctx.app.inject({ url });
      expect([visitor.statusCode, visitor.json().code], url).toEqual([401, 'UNAUTHENTICATED']);
    }
    // A query the route refuses is never kept, so it is refused every time.
    const bad = `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(10)}&players=99&juniors=0`;
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ url: bad, headers: { cookie } });
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION']);
    }
  });

  it('sends a kept answer compressed as @fastify/compress would, from bytes compressed once', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const url = `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(11)}&players=1&juniors=0`;
    await ctx.app.readCache.written();
    const plain = await ctx.app.inject({ url, headers: { cookie } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThanOrEqual(COMPRESSION.threshold);
    const cases = [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['x-gzip', 'gzip'],
      ['identity', undefined],
    ] as const;
    const madeBefore = new Set<string>();
    for (const [accept, expected] of cases) {
      const bodies = [];
      for (let i = 0; i < 2; i++) {
        // The second time, the kept bytes are sent: nothing is compressed again.
        const compressions = [vi.spyOn(zlib, 'brotliCompressSync'), vi.spyOn(zlib, 'gzipSync')];
        const res = await ctx.app.inject({ url, headers: { cookie, 'accept-encoding': accept } });
        const made = compressions.reduce((n, spy) => n + spy.mock.calls.length, 0);
        for (const spy of compressions) spy.mockRestore();
        expect(made, `${accept} #${i + 1}`).toBe(expected && !madeBefore.has(expected) ? 1 : 0);
        if (expected) madeBefore.add(expected);
        expect([res.statusCode, res.headers['content-encoding'], res.headers.etag], accept).toEqual([
          200,
          expected,
          plain.headers.etag,
        ]);
        if (expected) expect(res.headers.vary, accept).toBe('accept-encoding');
        const bytes = res.rawPayload;
        const text =
          expected === 'br'
            ? zlib.brotliDecompressSync(bytes).toString()
            : expected === 'gzip'
              ? zlib.gunzipSync(bytes).toString()
              : bytes.toString();
        expect(text, accept).toBe(plain.body);
        bodies.push(bytes);
      }
      expect(bodies[1]?.equals(bodies[0]!), accept).toBe(true);
    }
    // An answer under the threshold goes as it is, as the plugin sends it.
    const small = await ctx.app.inject({
      url: '/api/bookings/upcoming',
      headers: { cookie: await sessionCookieFor(ctx, 'lowpoints@example.com'), 'accept-encoding': 'br' },
    });
    expect(Buffer.byteLength(small.body)).toBeLessThan(COMPRESSION.threshold);
    expect([small.statusCode, small.headers['content-encoding']]).toEqual([200, undefined]);
  });

  it('reads the database on every request with READ_CACHE_MS=0', async () => {
    const off = await buildApp({
      config: testConfig({ readCacheMs: 0 }),
      database: ctx.database,
      logger: false,
    });
    try {
      const cookie = await sessionCookieFor(ctx, 'lowpoints@example.com');
      await summary(off, cookie);
      await setPhoneBehindTheAppsBack(off, 'lowpoints@example.com', '07700 900111');
      expect((await summary(off, cookie)).ContactNumber).toBe('07700 900111');
      expect(off.readCache.size).toBe(0);
    } finally {
      await off.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL ?? null;
const onPostgres = process.env.TEST_DB === 'postgres';

/** A write on one instance makes the other's kept answers stale (Redis, or PostgreSQL NOTIFY). */
describe.runIf(redisUrl || onPostgres)('read cache across two API instances', () => {
  const ctx = useTwoInstances(redisUrl);

  it('reads afresh on the other instance once a write there has replied', async () => {
    const [a, b] = ctx.apps as [FastifyInstance, FastifyInstance];
    expect(b.readCache.broadcast.kind).toBe(redisUrl ? 'redis' : 'postgres');
    const cookie = await sessionCookieFor({ ...ctx, app: a, now: new Date() }, 'member@example.com');
    const before = (await summary(b, cookie)).ContactNumber;
    await setPhoneBehindTheAppsBack(a, 'member@example.com', '07700 900222');
    expect((await summary(b, cookie)).ContactNumber).toBe(before);
    const generation = b.readCache.generation;
    const put = await a.inject({
      method: 'PUT',
      url: '/api/account/preferences',
      headers: { cookie },
      payload: { AskBeforeBookingMeIn: false },
    });
    expect(put.statusCode).toBe(200);
    // The message reached Redis (or PostgreSQL) before the reply left; b acts on it as it arrives.
    await expect.poll(() => b.readCache.generation, { timeout: 2_000 }).toBeGreaterThan(generation);
    expect((await summary(b, cookie)).ContactNumber).toBe('07700 900222');
  });
});
