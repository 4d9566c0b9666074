import { createHash } from 'node:crypto';
import type { Booking } from '@fairway/contracts';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bookings, calendarFeeds } from '../src/db/schema';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, newKey, slotTime, type TestMember } from './booking-fixtures';
import { logCapture, testConfig, useTestApp } from './helpers';

const ORIGIN = 'https://club.example';
const FEED = /^https:\/\/club\.example\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;
const RATE_LIMIT = 12;

/** A member whose cookie is `__Host-`, as every session cookie is with an https PUBLIC_ORIGIN. */
const memberOnHttps = async (...args: Parameters<typeof createMember>): Promise<TestMember> => {
  const member = await createMember(...args);
  return { ...member, cookie: `__Host-${member.cookie}` };
};

/** Issue 23 §1: the member's calendar feed, read back with a real iCalendar parser. */
describe('personal calendar feed', () => {
  const ctx = useTestApp({
    config: {
      publicOrigin: ORIGIN,
      calendarFeedKey: 'a'.repeat(64),
      rateLimit: {
        loginPerAccountAndIp: 100,
        loginPerIp: 100,
        loginPerAccount: 100,
        windowSeconds: 60,
        buddyFindPerMember: 100,
        calendarFeedPerToken: RATE_LIMIT,
      },
    },
  });
  const api = (method: 'GET' | 'POST', url: string, cookie?: string) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  const feedUrl = async (m: TestMember) => {
    const res = await api('GET', '/api/account/calendar', m.cookie);
    expect(res.statusCode).toBe(200);
    const url = res.json<{ Url: string }>().Url;
    expect(url).toMatch(FEED);
    return url;
  };
  /** The feed as calendar apps fetch it: no cookie, only the address. */
  const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: url.replace(ORIGIN, ''), headers });
  const book = async (m: TestMember, payload: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<Booking>();
  };
  const golf = (days: number, hhmm: string) => ({
    clubId: 151,
    courseId: DEMO_COURSE.heath,
    time: slotTime(days, hhmm),
    players: 1,
    juniors: 0,
  });
  /** The calendar, with its VTIMEZONEs registered so TZID times convert to instants. */
  const parse = (body: string) => {
    const calendar = new ICAL.Component(ICAL.parse(body));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    }
    return calendar;
  };
  const eventsOf = (body: string) =>
    parse(body)
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
  const eventFor = (body: string, b: Booking) =>
    eventsOf(body).find((e) => e.uid === `booking-${b.Id}@club.example`);

  let m: TestMember;
  let soon: Booking;
  beforeAll(async () => {
    m = await memberOnHttps(ctx.database.db, { homePoints: 2000 });
    soon = await book(m, { ...golf(9, '09:00'), notes: 'Buggy, please; gate code 12\\34\nthanks' });
  });

  it('shows a secret address on the configured origin, the same on every visit, stored only as a digest', async () => {
    const url = await feedUrl(m);
    expect(await feedUrl(m)).toBe(url);
    const token = FEED.exec(url)![1]!;
    const [row] = await ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.memberId, m.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('serves the upcoming booking without a cookie: zoned start, location, link, category, stable UID', async () => {
    const res = await fetchFeed(await feedUrl(m));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.body).toContain(`DTSTART;TZID=Europe/London:`);
    const event = eventFor(res.body, soon)!;
    expect(event).toBeDefined();
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/London');
    // Through the feed's own VTIMEZONE (registered by parse): the local time is the booked instant.
    expect(event.startDate.toJSDate().toISOString()).toBe(soon.Date);
    expect(event.endDate.toJSDate().getTime() - Date.parse(soon.Date)).toBe(4 * 3_600_000);
    expect(event.location).toContain('Foxhill Heath Golf Club');
    expect(event.component.getFirstPropertyValue('url')).toBe(`${ORIGIN}/Bookings`);
    expect(event.component.getFirstPropertyValue('categories')).toBe('Tee time');
    expect(event.component.getFirstPropertyValue('status')).toBe(
      soon.ConfirmationStatus === 'NotConfirmed' ? 'TENTATIVE' : 'CONFIRMED',
    );
    expect(event.sequence).toBe(0);
    expect(event.description).toContain('Players: 1');
    // The notes come back exactly, whatever they held.
    expect(event.description).toContain('Notes: Buggy, please; gate code 12\\34\nthanks');
  });

  it('follows RFC 5545 where big calendar apps are strict: CRLF, 75-octet folding, escaping, DTSTAMP', async () => {
    const long = await book(m, { ...golf(10, '09:00'), notes: `Über-long note ${'é, ü; ß '.repeat(30)}` });
    const body = (await fetchFeed(await feedUrl(m))).body;
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = body.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    // , ; \ and newlines escaped in text values.
    const unfolded = body.replace(/\r\n /g, '');
    expect(unfolded).toContain('Notes: Buggy\\, please\\; gate code 12\\\\34\\nthanks');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const event of events) expect(event).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/London\r\n/);
    expect(eventFor(body, long)!.description).toContain('é, ü; ß');
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once a booking changes', async () => {
    const url = await feedUrl(m);
    const first = await fetchFeed(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetchFeed(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await fetchFeed(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    await book(m, golf(11, '09:00'));
    const changed = await fetchFeed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps a cancelled booking as STATUS:CANCELLED with the same UID and a higher SEQUENCE', async () => {
    // Beyond the club's 14-day cancellation cut-off.
    const b = await book(m, golf(20, '09:00'));
    const url = await feedUrl(m);
    expect(eventFor((await fetchFeed(url)).body, b)!.sequence).toBe(0);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${b.Id}/cancel`,
      headers: { cookie: m.cookie },
      payload: { bookingType: 0 },
    });
    expect(cancel.statusCode).toBe(200);
    const event = eventFor((await fetchFeed(url)).body, b)!;
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.sequence).toBe(1);
  });

  it('lists the last 30 days and what is to come; a cancellation older than 30 days is gone', async () => {
    const other = await memberOnHttps(ctx.database.db, { homePoints: 2000 });
    const recent = await book(other, golf(13, '09:00'));
    const old = await book(other, golf(14, '09:00'));
    const oldCancelled = await book(other, golf(15, '09:00'));
    const day = 86_400_000;
    const minute = 60_000;
    const ago = (ms: number) => new Date(Math.floor((Date.now() - ms) / minute) * minute);
    const move = (id: number, startsAt: Date, cancelledAt: Date | null = null) =>
      ctx.database.db.update(bookings).set({ startsAt, cancelledAt }).where(eq(bookings.id, id));
    await move(recent.Id, ago(10 * day));
    await move(old.Id, ago(40 * day));
    await move(oldCancelled.Id, ago(-20 * day), ago(31 * day));
    const body = (await fetchFeed(await feedUrl(other))).body;
    expect(eventFor(body, recent)).toBeDefined();
    expect(eventFor(body, old)).toBeUndefined();
    expect(eventFor(body, oldCancelled)).toBeUndefined();
  });

  it('words each facility: spa, dining and a stay beside golf', async () => {
    const member = await memberOnHttps(ctx.database.db, { homeClubId: 563, homePoints: 2000 });
    const spa = await book(member, {
      clubId: 563,
      courseId: DEMO_COURSE.oakmereSpa,
      time: slotTime(8, '11:00'),
      players: 1,
      juniors: 0,
      treatment: 'deep-tissue',
    });
    const table = await book(member, {
      clubId: 563,
      courseId: DEMO_COURSE.orangery,
      time: slotTime(8, '19:00'),
      players: 2,
      juniors: 0,
    });
    const body = (await fetchFeed(await feedUrl(member))).body;
    const spaEvent = eventFor(body, spa)!;
    expect(spaEvent.component.getFirstPropertyValue('categories')).toBe('Spa treatment');
    expect(spaEvent.description).toContain('Guests: 1');
    expect((spaEvent.endDate.toJSDate().getTime() - spaEvent.startDate.toJSDate().getTime()) / 60_000).toBe(
      45,
    );
    const tableEvent = eventFor(body, table)!;
    expect(tableEvent.component.getFirstPropertyValue('categories')).toBe('Table booking');
    expect(tableEvent.description).toContain('Covers: 2');
    const foxhill = await memberOnHttps(ctx.database.db, { homeClubId: 151, homePoints: 2000 });
    const stay = await book(foxhill, {
      clubId: 151,
      courseId: DEMO_COURSE.hotel,
      time: slotTime(16, '15:00'),
      players: 2,
      juniors: 0,
      nights: 2,
    });
    const stayEvent = eventFor((await fetchFeed(await feedUrl(foxhill))).body, stay)!;
    expect(stayEvent.component.getFirstPropertyValue('categories')).toBe('Stay');
    expect(stayEvent.startDate.isDate).toBe(true);
  });

  it('reset kills the old address at once and the account page shows the new one', async () => {
    const member = await memberOnHttps(ctx.database.db, { homePoints: 500 });
    const old = await feedUrl(member);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const reset = await api('POST', '/api/account/calendar/reset', member.cookie);
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json<{ Url: string }>().Url;
    expect(fresh).toMatch(FEED);
    expect(fresh).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await feedUrl(member)).toBe(fresh);
  });

  it('refuses bad input: no session, a malformed token, an unknown one', async () => {
    expect((await api('GET', '/api/account/calendar')).json().code).toBe('UNAUTHENTICATED');
    const reset = await api('POST', '/api/account/calendar/reset');
    expect(reset.statusCode).toBe(401);
    const malformed = await fetchFeed('/calendar/not-a-token.ics');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION');
    expect((await fetchFeed(`/calendar/${'x'.repeat(200)}.ics`)).statusCode).toBe(400);
    const unknown = await fetchFeed(`/calendar/${'A'.repeat(43)}.ics`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('limits reads per address, and one busy address leaves the others alone', async () => {
    const busy = await feedUrl(await memberOnHttps(ctx.database.db));
    const quiet = await feedUrl(await memberOnHttps(ctx.database.db));
    for (let i = 0; i < RATE_LIMIT; i++) expect((await fetchFeed(busy)).statusCode).toBe(200);
    const refused = await fetchFeed(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await fetchFeed(quiet)).statusCode).toBe(200);
  });

  it('keeps the bookings revision in step whichever path changes them (trigger), and only on visible changes', async () => {
    const b = await book(m, golf(17, '09:00'));
    const revision = async () =>
      (await ctx.database.db.select({ s: bookings.sequence }).from(bookings).where(eq(bookings.id, b.Id)))[0]!
        .s;
    await ctx.database.db
      .update(bookings)
      .set({ confirmationStatus: 'ManualConfirmed' })
      .where(eq(bookings.id, b.Id));
    await ctx.database.db
      .update(bookings)
      .set({ cost: sql`${bookings.cost}` })
      .where(eq(bookings.id, b.Id));
    expect(await revision()).toBe(1);
  });
});

/** The feed's token is a credential: no log line carries it. */
describe('calendar feed logging', () => {
  const lines: string[] = [];
  const ctx = useTestApp({ config: { publicOrigin: ORIGIN, calendarFeedKey: 'b'.repeat(64) } });
  let logged: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    logged = await buildApp({
      config: testConfig({ publicOrigin: ORIGIN, calendarFeedKey: 'b'.repeat(64) }),
      database: ctx.database,
      logger: { level: 'info', stream: logCapture(lines) },
    });
    await logged.ready();
  });
  afterAll(() => logged?.close());

  it('logs the feed by its route pattern, never its token', async () => {
    const m = await memberOnHttps(ctx.database.db);
    const url = (
      await logged.inject({ method: 'GET', url: '/api/account/calendar', headers: { cookie: m.cookie } })
    ).json<{ Url: string }>().Url;
    const token = FEED.exec(url)![1]!;
    expect((await logged.inject({ method: 'GET', url: `/calendar/${token}.ics` })).statusCode).toBe(200);
    expect((await logged.inject({ method: 'GET', url: `/calendar/${'Z'.repeat(43)}.ics` })).statusCode).toBe(
      404,
    );
    const all = lines.join('');
    expect(all).toContain('/calendar/:token.ics');
    expect(all).not.toContain(token);
    expect(all).not.toContain('Z'.repeat(43));
  });
});
