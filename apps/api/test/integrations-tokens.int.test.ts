import { createHash } from 'node:crypto';
import {
  API_TOKENS_PER_CLUB_MAX,
  type ApiToken,
  type NewApiToken,
  type V1Booking,
  type V1BookingPage,
  type V1TeeSheet,
} from '@fairway/contracts';
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bookings, clubApiTokens } from '../src/db/schema';
import { instantAt } from '../src/lib/time';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, localDate, postBooking, slotTime, TZ } from './booking-fixtures';
import { testConfig, useTestApp } from './helpers';
import { type Role, useStaffRoles } from './staff-fixtures';

const CLUB = 151;
const OTHER_CLUB = 537;

describe('club API tokens and /api/v1', () => {
  const ctx = useTestApp();
  const { call, cookieFor } = useStaffRoles(ctx);
  const cookieOf = async (role: Role) => (await cookieFor(role)) ?? '';
  let all: NewApiToken;

  const create = async (body: object, role: 'clubStaff' | 'admin' = 'clubStaff', club = CLUB) =>
    call(role, 'POST', `/api/staff/clubs/${club}/tokens`, body);
  const v1 = (url: string, token?: string, app: FastifyInstance = ctx.app) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const tokenRows = async () => (await ctx.database.db.select({ n: count() }).from(clubApiTokens))[0]!.n;

  beforeAll(async () => {
    // A booking at the club, made through the ordinary booking route.
    const member = await createMember(ctx.database.db, { homePoints: 500 });
    const res = await postBooking(ctx.app, member.cookie, {
      clubId: CLUB,
      time: slotTime(3, '11:00', ctx.now),
      players: 2,
    });
    expect(res.statusCode).toBe(201);
  });

  it('club staff create a token with its scopes: shown once, prefixed, only its SHA-256 kept', async () => {
    const res = await create({ Name: 'Till system', Scopes: ['bookings:read', 'teesheet:read'] });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    all = res.json<NewApiToken>();
    expect(all.Token).toMatch(/^fw_[A-Za-z0-9_-]{43}$/);
    expect(all).toMatchObject({
      Name: 'Till system',
      Scopes: ['bookings:read', 'teesheet:read'],
      LastUsedAt: null,
    });
    expect(all.Hint).toBe(all.Token.slice(0, 7));
    const [row] = await ctx.database.db.select().from(clubApiTokens).where(eq(clubApiTokens.id, all.Id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(all.Token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(all.Token);

    // The list never shows the token again.
    const list = await call('clubStaff', 'GET', `/api/staff/clubs/${CLUB}/tokens`);
    expect(list.statusCode).toBe(200);
    const listed = list.json<ApiToken[]>().find((t) => t.Id === all.Id);
    expect(listed).toEqual({
      Id: all.Id,
      Name: 'Till system',
      Scopes: ['bookings:read', 'teesheet:read'],
      Hint: all.Hint,
      CreatedAt: all.CreatedAt,
      LastUsedAt: null,
    });
    expect(list.body).not.toContain(all.Token);
  });

  it('reads the club’s bookings with the bearer token alone (no cookie), and notes the last use', async () => {
    const res = await v1(`/api/v1/clubs/${CLUB}/bookings?limit=200`, all.Token);
    expect(res.statusCode).toBe(200);
    const page = res.json<V1BookingPage>();
    expect(page.Bookings.length).toBeGreaterThan(0);
    expect(page.Bookings.every((b) => b.ClubId === CLUB)).toBe(true);
    const b = page.Bookings[0]!;
    expect(Object.keys(b).sort()).toEqual(
      [
        'Id',
        'Ref',
        'ClubId',
        'CourseId',
        'CourseName',
        'BookingType',
        'Start',
        'LocalDate',
        'LocalTime',
        'Players',
        'Juniors',
        'Status',
        'NoShow',
        'BookedBy',
        'Notes',
        'CreatedAt',
        'UpdatedAt',
        'CancelledAt',
      ].sort(),
    );
    // The wall clock of the start in the club's zone.
    const minute = Number(b.LocalTime.slice(0, 2)) * 60 + Number(b.LocalTime.slice(3));
    expect(instantAt(b.LocalDate, minute, TZ).toISOString()).toBe(b.Start);

    const list = await call('clubStaff', 'GET', `/api/staff/clubs/${CLUB}/tokens`);
    expect(list.json<ApiToken[]>().find((t) => t.Id === all.Id)?.LastUsedAt).not.toBeNull();
  });

  it('refuses a call without a token, with an unknown or malformed one (401 API_TOKEN_INVALID)', async () => {
    const unknown = `fw_${'A'.repeat(43)}`;
    for (const headers of [
      {},
      { authorization: `Bearer ${unknown}` },
      { authorization: 'Bearer not-a-token' },
      { authorization: `Basic ${all.Token}` },
      { cookie: await cookieOf('admin') },
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/clubs/${CLUB}/bookings`, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json().code).toBe('API_TOKEN_INVALID');
      expect(res.headers['www-authenticate']).toBe('Bearer realm="fairway-api"');
    }
  });

  it('never reaches another club (403 API_TOKEN_WRONG_CLUB), and a missing scope is 403 API_TOKEN_SCOPE_MISSING', async () => {
    for (const path of ['bookings', 'teesheet']) {
      const res = await v1(`/api/v1/clubs/${OTHER_CLUB}/${path}`, all.Token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('API_TOKEN_WRONG_CLUB');
    }
    const sheetOnly = (await create({ Name: 'Scoreboard', Scopes: ['teesheet:read'] })).json<NewApiToken>();
    const refused = await v1(`/api/v1/clubs/${CLUB}/bookings`, sheetOnly.Token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'API_TOKEN_SCOPE_MISSING',
      params: { scope: 'bookings:read' },
    });
    expect((await v1(`/api/v1/clubs/${CLUB}/teesheet`, sheetOnly.Token)).statusCode).toBe(200);

    const bookingsOnly = (
      await create({ Name: 'Newsletter', Scopes: ['bookings:read'] })
    ).json<NewApiToken>();
    const noSheet = await v1(`/api/v1/clubs/${CLUB}/teesheet`, bookingsOnly.Token);
    expect(noSheet.json()).toMatchObject({
      code: 'API_TOKEN_SCOPE_MISSING',
      params: { scope: 'teesheet:read' },
    });
  });

  it('lets only the club’s staff (or network staff) manage its tokens', async () => {
    const body = { Name: 'x', Scopes: ['bookings:read'] };
    const before = await tokenRows();
    expect((await call('visitor', 'POST', `/api/staff/clubs/${CLUB}/tokens`, body)).statusCode).toBe(401);
    expect((await call('member', 'POST', `/api/staff/clubs/${CLUB}/tokens`, body)).statusCode).toBe(403);
    expect((await call('impersonating', 'POST', `/api/staff/clubs/${CLUB}/tokens`, body)).statusCode).toBe(
      403,
    );
    const other = await call('otherClubStaff', 'POST', `/api/staff/clubs/${CLUB}/tokens`, body);
    expect(other.json().code).toBe('STAFF_CLUB_FORBIDDEN');
    expect((await call('otherClubStaff', 'GET', `/api/staff/clubs/${CLUB}/tokens`)).json().code).toBe(
      'STAFF_CLUB_FORBIDDEN',
    );
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/staff/clubs/${CLUB}/tokens/${all.Id}`,
      headers: { cookie: await cookieOf('otherClubStaff') },
    });
    expect(revoke.json().code).toBe('STAFF_CLUB_FORBIDDEN');
    // Revoking through another club's path finds nothing: a token id is only meaningful in its club.
    const wrongPath = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/staff/clubs/${OTHER_CLUB}/tokens/${all.Id}`,
      headers: { cookie: await cookieOf('admin') },
    });
    expect(wrongPath.statusCode).toBe(404);
    expect(wrongPath.json().code).toBe('API_TOKEN_NOT_FOUND');
    expect(await tokenRows()).toBe(before);
    expect((await v1(`/api/v1/clubs/${CLUB}/bookings`, all.Token)).statusCode).toBe(200);

    const unknownClub = await create({ Name: 'x', Scopes: ['bookings:read'] }, 'admin', 999_999);
    expect(unknownClub.statusCode).toBe(404);
    expect(unknownClub.json().code).toBe('CLUB_NOT_FOUND');
  });

  it('refuses bad input with codes and writes nothing', async () => {
    const before = await tokenRows();
    for (const body of [
      {},
      { Name: '', Scopes: ['bookings:read'] },
      { Name: '   ', Scopes: ['bookings:read'] },
      { Name: 'x'.repeat(81), Scopes: ['bookings:read'] },
      { Name: 'ok', Scopes: [] },
      { Name: 'ok', Scopes: ['bookings:write'] },
      { Name: 'ok', Scopes: ['bookings:read', 'bookings:read'] },
      { Name: 'ok', Scopes: 'bookings:read' },
      { Name: 'nul\u0000', Scopes: ['bookings:read'] },
    ]) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await tokenRows()).toBe(before);

    for (const query of [
      'cursor=%%%',
      'cursor=bm90LWEtY3Vyc29y',
      'limit=0',
      'limit=201',
      'limit=ten',
      'from=2026-02-30',
      'from=yesterday',
      'from=2026-06-10&to=2026-06-01',
      'to=2026-06-01T10:00:00',
    ]) {
      const res = await v1(`/api/v1/clubs/${CLUB}/bookings?${query}`, all.Token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION');
    }
    const badDate = await v1(`/api/v1/clubs/${CLUB}/teesheet?date=2026-13-01`, all.Token);
    expect(badDate.json().code).toBe('VALIDATION');
  });

  it('pages through every booking of a date range exactly once, in order', async () => {
    const db = ctx.database.db;
    const from = localDate(-40, ctx.now);
    const to = localDate(40, ctx.now);
    const expected = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.clubId, CLUB),
          gte(bookings.startsAt, instantAt(from, 0, TZ)),
          lt(bookings.startsAt, instantAt(localDate(41, ctx.now), 0, TZ)),
        ),
      )
      .orderBy(asc(bookings.startsAt), asc(bookings.id));
    expect(expected.length).toBeGreaterThan(3);

    const seen: V1Booking[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/v1/clubs/${CLUB}/bookings?from=${from}&to=${to}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: V1BookingPage = (await v1(url, all.Token)).json();
      expect(page.Bookings.length).toBeLessThanOrEqual(2);
      seen.push(...page.Bookings);
      cursor = page.NextCursor;
      pages++;
    } while (cursor && pages < 500);
    expect(seen.map((b) => b.Id)).toEqual(expected.map((e) => e.id));

    // An instant bound: bookings starting at or after it only.
    const middle = seen[Math.floor(seen.length / 2)]!;
    const later = (
      await v1(`/api/v1/clubs/${CLUB}/bookings?from=${encodeURIComponent(middle.Start)}&limit=200`, all.Token)
    ).json<V1BookingPage>();
    expect(later.Bookings.every((b) => b.Start >= middle.Start)).toBe(true);
    expect(later.Bookings.map((b) => b.Id)).toContain(middle.Id);
  });

  it('serves a day’s tee sheet with the places booked and the bookings at each start', async () => {
    const date = localDate(3, ctx.now);
    const res = await v1(`/api/v1/clubs/${CLUB}/teesheet?date=${date}`, all.Token);
    expect(res.statusCode).toBe(200);
    const sheet = res.json<V1TeeSheet>();
    expect(sheet).toMatchObject({ ClubId: CLUB, Date: date, TimeZone: TZ });
    const heath = sheet.Courses.find((c) => c.CourseId === DEMO_COURSE.heath)!;
    const slot = heath.Slots.find((s) => s.LocalTime === '11:00')!;
    expect(slot.Start).toBe(slotTime(3, '11:00', ctx.now));
    expect(slot.Booked).toBeGreaterThanOrEqual(2);
    expect(slot.Free).toBe(slot.Capacity - slot.Booked - slot.Held);
    expect(slot.Bookings.reduce((n, b) => n + b.Players, 0)).toBe(slot.Booked);
  });

  it('is in the OpenAPI document with its bearer scheme', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of ['/api/v1/clubs/{clubId}/bookings', '/api/v1/clubs/{clubId}/teesheet']) {
      expect(doc.paths[path].get.security).toEqual([{ apiToken: [] }]);
      expect(doc.paths[path].get.tags).toEqual(['v1']);
    }
    expect(doc.tags.find((t: { name: string }) => t.name === 'v1').description).toMatch(/\/api\/v2/);
    expect(doc.paths['/api/staff/clubs/{clubId}/tokens'].post).toBeDefined();
  });

  it('a revoked token is dead at once, on this instance and on a second one on the same database', async () => {
    const second = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await second.ready();
    try {
      const token = (await create({ Name: 'Doomed', Scopes: ['bookings:read'] })).json<NewApiToken>();
      expect((await v1(`/api/v1/clubs/${CLUB}/bookings`, token.Token, second)).statusCode).toBe(200);
      expect((await v1(`/api/v1/clubs/${CLUB}/bookings`, token.Token)).statusCode).toBe(200);

      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/staff/clubs/${CLUB}/tokens/${token.Id}`,
        headers: { cookie: await cookieOf('clubStaff') },
      });
      expect(res.statusCode).toBe(200);
      for (const app of [ctx.app, second]) {
        const after = await v1(`/api/v1/clubs/${CLUB}/bookings`, token.Token, app);
        expect(after.statusCode).toBe(401);
        expect(after.json().code).toBe('API_TOKEN_INVALID');
      }
      const list = (await call('clubStaff', 'GET', `/api/staff/clubs/${CLUB}/tokens`)).json<ApiToken[]>();
      expect(list.map((t) => t.Id)).not.toContain(token.Id);
      // Revoking twice: nothing left to revoke.
      const again = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/staff/clubs/${CLUB}/tokens/${token.Id}`,
        headers: { cookie: await cookieOf('clubStaff') },
      });
      expect(again.json().code).toBe('API_TOKEN_NOT_FOUND');
    } finally {
      await second.close();
    }
  });

  it(`keeps at most ${API_TOKENS_PER_CLUB_MAX} live tokens per club`, async () => {
    const live = (await call('admin', 'GET', `/api/staff/clubs/${OTHER_CLUB}/tokens`)).json<ApiToken[]>()
      .length;
    for (let i = live; i < API_TOKENS_PER_CLUB_MAX; i++) {
      expect(
        (await create({ Name: `t${i}`, Scopes: ['bookings:read'] }, 'admin', OTHER_CLUB)).statusCode,
      ).toBe(201);
    }
    const before = await tokenRows();
    const res = await create({ Name: 'one too many', Scopes: ['bookings:read'] }, 'admin', OTHER_CLUB);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'TOO_MANY_API_TOKENS',
      params: { max: API_TOKENS_PER_CLUB_MAX },
    });
    expect(await tokenRows()).toBe(before);
  });
});

describe('the per-token rate limit on /api/v1', () => {
  const ctx = useTestApp({
    config: { integrations: { apiCallsPerToken: 3, allowPrivateTargets: false } },
  });
  const { call } = useStaffRoles(ctx);

  it('answers 429 past the limit for that token only', async () => {
    const make = async (Name: string) =>
      (
        await call('clubStaff', 'POST', `/api/staff/clubs/${CLUB}/tokens`, {
          Name,
          Scopes: ['teesheet:read'],
        })
      ).json<NewApiToken>().Token;
    const [a, b] = [await make('a'), await make('b')];
    const get = (token: string) =>
      ctx.app.inject({
        url: `/api/v1/clubs/${CLUB}/teesheet`,
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 3; i++) expect((await get(a)).statusCode).toBe(200);
    const limited = await get(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await get(b)).statusCode).toBe(200);
  });
});
