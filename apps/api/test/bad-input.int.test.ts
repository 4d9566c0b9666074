import type { ApiError, Booking } from '@fairway/contracts';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, members } from '../src/db/schema';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, localDate, newKey, slotTime } from './booking-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

/** Inputs that once reached the database or a date library and answered 500: each is a 400 now. */
describe('bad input is a 400 that changes nothing', () => {
  const ctx = useTestApp();
  const post = (url: string, payload: object, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': newKey() },
    });
  const rows = async (table: typeof members | typeof bookings) =>
    (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;
  const registration = {
    clubId: 151,
    firstName: 'Ann',
    surname: 'Example',
    phone: '07700 900123',
    email: 'ann@example.org',
    password: 'a long enough password',
    confirmPassword: 'a long enough password',
  };

  it('refuses a NUL byte in the login e-mail and password', async () => {
    for (const body of [
      { email: 'member@example.com\u0000', password: 'Fairway2026!' },
      { email: 'member@example.com', password: 'Fairway2026!\u0000' },
    ]) {
      const res = await post('/api/account/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().code).toBe('VALIDATION');
    }
  });

  it('refuses NUL bytes and out-of-range club ids at registration, writing no member', async () => {
    const before = await rows(members);
    for (const change of [
      { firstName: 'A\u0000nn' },
      { surname: 'Ex\u0000ample' },
      { email: 'ann\u0000@example.org' },
      { referralEmail: 'ref\u0000@example.org' },
      { clubId: 2_147_483_648 },
      { clubId: -1 },
      { clubId: 1.5 },
      { clubId: '0x97' },
    ]) {
      const res = await post('/api/account/register', { ...registration, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const body = res.json<ApiError>();
      expect(body.code).toBe('REGISTRATION_FAILED');
      expect(Object.keys(body.fields ?? {})).toEqual([Object.keys(change)[0]]);
    }
    expect(await rows(members)).toBe(before);
  });

  it('refuses a NUL byte in booking notes, writing no booking', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 500 });
    const before = await rows(bookings);
    const res = await post(
      '/api/bookings',
      { clubId: 151, courseId: DEMO_COURSE.heath, time: slotTime(5), players: 1, notes: 'gate\u0000code' },
      m.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({ code: 'VALIDATION', fields: { notes: {} } });
    expect(await rows(bookings)).toBe(before);
  });

  it('refuses tee-time dates out of range or not on the calendar', async () => {
    const m = await createMember(ctx.database.db);
    for (const date of ['0000-01-01', '9999-12-31', '1899-12-31', '2026-02-30', '2026-13-01']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}`,
        headers: { cookie: m.cookie },
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json<ApiError>()).toMatchObject({ code: 'VALIDATION', fields: { date: {} } });
    }
    const ok = await ctx.app.inject({
      method: 'GET',
      url: `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(3)}`,
      headers: { cookie: m.cookie },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('reads ids in paths as plain decimal only: 0x11 is not booking 17', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 500 });
    const booked = await post(
      '/api/bookings',
      { clubId: 151, courseId: DEMO_COURSE.heath, time: slotTime(6, '11:00'), players: 1 },
      m.cookie,
    );
    expect(booked.statusCode).toBe(201);
    const { Id } = booked.json<Booking>();
    const spellings = [`0x${Id.toString(16)}`, `${Id}.0`, `+${Id}`, `%20${Id}`, `0b${Id.toString(2)}`];
    if (Id >= 10) spellings.push(`${Id / 10}e1`);
    for (const spelling of spellings) {
      const res = await post(`/api/bookings/${spelling}/cancel`, {}, m.cookie);
      expect(res.statusCode, spelling).toBe(400);
      expect(res.json<ApiError>()).toMatchObject({ code: 'VALIDATION', fields: { id: {} } });
    }
    const still = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/upcoming',
      headers: { cookie: m.cookie },
    });
    expect(still.json<Booking[]>().find((b) => b.Id === Id)?.Cancelled).toBe(false);
  });

  it('does not read an empty path segment or a blank query as club 0', async () => {
    for (const url of [
      '/api/clubs//content',
      '/api/clubs/%20/content',
      '/api/clubs//details',
      '/api/clubs/0x0/message',
      '/api/ecommerce/categories?clubId=&categoryId=661',
      '/api/ecommerce/categories?clubId=%20&categoryId=661',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ApiError>().code, url).toBe('VALIDATION');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/clubs/0/content' })).statusCode).toBe(200);
  });

  it('refuses an unpaired surrogate in the club message and content staff write, keeping both', async () => {
    // JSON may carry "\ud800" (no character at all); jsonb refuses it, so these answered 500 (the fuzz).
    const cookie = await sessionCookieFor(ctx, 'staff@example.com');
    const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const contentUrl = '/api/staff/clubs/151/content';
    const content = (await call('GET', contentUrl)).json<Record<string, unknown>>();
    const message = await call('GET', '/api/clubs/151/message?channel=1');
    for (const [url, body, field] of [
      ['/api/staff/clubs/151/message', { Title: 'Frost \ud800', Message: 'Greens open at 10:00.' }, 'Title'],
      ['/api/staff/clubs/151/message', { Title: 'Frost', Message: '\udc00 Greens open.' }, 'Message'],
      [contentUrl, { ...content, clubName: 'Foxhill \ud83c Heath' }, 'clubName'],
      [contentUrl, { ...content, introduction: '\udfff' }, 'introduction'],
    ] as const) {
      const res = await call('PUT', url, body);
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(res.json<ApiError>()).toMatchObject({ code: 'VALIDATION', fields: { [field]: {} } });
    }
    expect((await call('GET', contentUrl)).json()).toEqual(content);
    expect((await call('GET', '/api/clubs/151/message?channel=1')).body).toBe(message.body);
    // A pair is a character: an emoji in the message is kept as written.
    const saved = await call('PUT', '/api/staff/clubs/151/message', {
      Title: 'Frost ⛳',
      Message: '🏌️ at 10:00',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ title: 'Frost ⛳', message: '🏌️ at 10:00' });
  });

  it('refuses bad ids and queries on every release-line operation, taking no ticket', async () => {
    const m = await createMember(ctx.database.db);
    const tickets = async () => {
      const result = await ctx.database.db.execute(sql`select count(*)::int as n from line_tickets`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
    };
    const before = await tickets();
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: m.cookie } });
    for (const query of [
      `clubId=151&courseId=${DEMO_COURSE.woodland}&date=2026-02-30`,
      `clubId=151&courseId=${DEMO_COURSE.woodland}&date=9999-12-31`,
      `clubId=151&courseId=0&date=${localDate(30)}`,
      `clubId=-1&courseId=${DEMO_COURSE.woodland}&date=${localDate(30)}`,
      `clubId=151&courseId=2147483648&date=${localDate(30)}`,
      `clubId=151&date=${localDate(30)}`,
    ]) {
      const res = await get(`/api/release-lines?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ApiError>().code).toBe('VALIDATION');
    }
    for (const id of ['0', '-1', '1.5', '0x10', '2147483648', 'abc']) {
      for (const [method, path] of [
        ['GET', `/api/release-lines/${id}`],
        ['POST', `/api/release-lines/${id}/tickets`],
        ['GET', `/api/release-lines/${id}/tickets/mine`],
        ['GET', `/api/release-lines/${id}/audit`],
      ] as const) {
        const res = await ctx.app.inject({ method, url: path, headers: { cookie: m.cookie } });
        expect(res.statusCode, `${method} ${path}`).toBe(400);
        expect(res.json<ApiError>().code).toBe('VALIDATION');
      }
    }
    expect(await tickets()).toBe(before);
  });
});
