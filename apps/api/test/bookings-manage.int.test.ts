import type { Booking, BookingPage } from '@fairway/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookings, flexiLots } from '../src/db/schema';
import { arrayQuery } from '../src/lib/array-query';
import { dayjs } from '../src/lib/time';
import { listUpcoming } from '../src/modules/bookings/list-bookings';
import { toBooking } from '../src/modules/bookings/mapper';
import { bookingRowOf, findBookingViews, selectRows, visibleTo } from '../src/modules/bookings/repository';
import { DEMO_COURSE } from '../src/seed/courses';
import {
  createMember,
  homePointsOf,
  ledgerSum,
  newKey,
  placesTaken,
  slotTime,
  writeSnapshot,
} from './booking-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

const rowsQuery = arrayQuery<'memberId'>('test_booking_rows', (db) =>
  selectRows(db).where(visibleTo(sql.placeholder('memberId'))),
);

describe('bookings: lists, cancel, calendar', () => {
  const ctx = useTestApp();
  const get = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const cancel = (cookie: string, id: number, bookingType: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: { cookie },
      payload: { bookingType },
    });
  const book = async (cookie: string, payload: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie, 'idempotency-key': newKey() },
      payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<Booking>();
  };

  it('lists the demo member’s upcoming bookings in every display state, hiding fulfilled extras and cancelled ones', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const list = (await get(cookie, '/api/bookings/upcoming')).json<Booking[]>();
    const states = list.map((b) => (b.Cancelled ? 'cancelled' : b.ConfirmationStatus));
    expect(states).toEqual(expect.arrayContaining(['NotConfirmed', 'ManualConfirmed']));
    // Cancelled bookings still to come are history (issue 44 §4), the latest start first.
    expect(states).not.toContain('cancelled');
    const history = (await get(cookie, '/api/bookings/previous?page=1')).json<BookingPage>().items;
    expect(history.filter((b) => !b.Expired).every((b) => b.Cancelled)).toBe(true);
    expect(history.some((b) => b.Cancelled && !b.Expired)).toBe(true);
    expect(list.some((b) => b.ExtraDetails?.Fulfilled)).toBe(false);
    expect(list.some((b) => b.BookingType === 2 && !b.ExtraDetails?.Fulfilled)).toBe(true);
    expect(list.every((b) => !b.Expired)).toBe(true);
    const dates = list.map((b) => b.Date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('reads upcoming rows as arrays to exactly what the Drizzle view and the mapper make of them', async () => {
    const sameAsView = async (memberId: string) => {
      const now = new Date();
      const upcoming = await listUpcoming(ctx.database.db, memberId, now);
      const where = and(
        visibleTo(memberId),
        inArray(
          bookings.id,
          upcoming.map((b) => b.Id),
        ),
      );
      const views = await findBookingViews(ctx.database.db, where, { limit: 200 });
      expect(upcoming).toStrictEqual(views.map((v) => toBooking(v, now)));
      // Field by field too, so a column read at the wrong index fails even where the wire hides it.
      const rows = await rowsQuery(ctx.database.db, { memberId });
      expect(rows.map(bookingRowOf).sort((a, b) => a.id - b.id)).toStrictEqual(
        (await findBookingViews(ctx.database.db, visibleTo(memberId), { limit: 200 }))
          .map(({ bookedBy: _b, timeZone: _t, address: _a, ...row }) => row)
          .sort((a, b) => a.id - b.id),
      );
      return upcoming;
    };
    // The demo member: unfulfilled extras, every confirmation state (its cancelled ones are history).
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const demo = await sameAsView(
      (await get(cookie, '/api/member/summary')).json<{ UserGuid: string }>().UserGuid,
    );
    expect(demo.some((b) => b.Cancelled)).toBe(false);
    expect(demo.some((b) => b.BookingType === 2)).toBe(true);
    // A spa booking's chosen treatment (the stored details).
    const m = await createMember(ctx.database.db, { homeClubId: 563, homePoints: 200 });
    const spa = await book(m.cookie, {
      clubId: 563,
      courseId: DEMO_COURSE.oakmereSpa,
      time: slotTime(5, '14:00'),
      players: 1,
      juniors: 0,
      treatment: 'signature-facial',
    });
    const mine = await sameAsView(m.id);
    expect(mine.find((b) => b.Id === spa.Id)?.Details).toEqual({
      Treatment: { Name: 'Signature facial', Minutes: 50 },
    });
  });

  it('pages previous bookings 5 at a time, most recent first: passed, or cancelled before their time', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const pages: BookingPage[] = [];
    for (let page = 1; page === 1 || pages.at(-1)!.hasMore; page++) {
      pages.push((await get(cookie, `/api/bookings/previous?page=${page}`)).json<BookingPage>());
    }
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(0, -1).every((p) => p.items.length === 5 && p.pageSize === 5)).toBe(true);
    const items = pages.flatMap((p) => p.items);
    expect(items.every((b) => (b.Expired || b.Cancelled) && !b.Cancellable)).toBe(true);
    const dates = items.map((b) => Date.parse(b.Date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(items.map((b) => b.Id)).size).toBe(items.length);
  });

  it('cancels: refunds the exact lots with their expiry, frees the places, writes a Cancellation', async () => {
    const expiresAt = dayjs().add(5, 'month').startOf('second').toDate();
    const m = await createMember(ctx.database.db, { homePoints: 4, lots: [{ points: 40, expiresAt }] });
    const time = slotTime(20, '12:30');
    const b = await book(m.cookie, {
      clubId: 151,
      courseId: DEMO_COURSE.heath,
      time,
      players: 2,
      juniors: 0,
    });
    expect(b.Cancellable).toBe(true);
    expect(await placesTaken(ctx.database.db, DEMO_COURSE.heath, time)).toBe(2);

    const res = await cancel(m.cookie, b.Id, 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Success: true,
      Booking: { Id: b.Id, Cancelled: true, Cancellable: false },
    });
    expect(await homePointsOf(ctx.database.db, m.id)).toBe(4);
    const [lot] = await ctx.database.db.select().from(flexiLots).where(eq(flexiLots.memberId, m.id));
    expect(lot).toMatchObject({ remaining: 40, original: 40, expiresAt });
    expect(await ledgerSum(ctx.database.db, m.id)).toEqual({ home: 4, flexi: 40 });
    expect(await placesTaken(ctx.database.db, DEMO_COURSE.heath, time)).toBe(0);
    const tx = (await get(m.cookie, '/api/member/transactions?page=1')).json();
    expect(tx.items[0]).toMatchObject({
      Type: 'Cancellation',
      BookingId: b.Id,
      HomePoints: 4,
      OpenPlayPoints: b.Cost - 4,
    });

    const before = await writeSnapshot(ctx.database.db);
    const twice = await cancel(m.cookie, b.Id, 0);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_CANCELLED');
    expect(await writeSnapshot(ctx.database.db)).toEqual(before);
  });

  it('refuses inside the cut-off (422), for another member (404), past bookings and wrong types', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const upcoming = (await get(cookie, '/api/bookings/upcoming')).json<Booking[]>();
    const soon = upcoming.find((b) => !b.Cancelled && !b.Cancellable && b.BookingType === 0)!;
    const before = await writeSnapshot(ctx.database.db);
    const inside = await cancel(cookie, soon.Id, 0);
    expect(inside.statusCode).toBe(422);
    expect(inside.json()).toMatchObject({
      code: 'INSIDE_CANCELLATION_CUTOFF',
      params: { clubName: 'Foxhill Heath Golf Club', hours: 336 },
    });
    const other = await sessionCookieFor(ctx, 'buddy@example.com');
    const foreign = await cancel(other, soon.Id, 0);
    expect(foreign.statusCode).toBe(404);
    expect((await get(other, `/api/bookings/${soon.Id}/calendar.ics`)).statusCode).toBe(404);
    const history = (await get(cookie, '/api/bookings/previous?page=1')).json<BookingPage>().items;
    const past = history.find((b) => b.Expired && !b.Cancelled)!;
    const expired = await cancel(cookie, past.Id, past.BookingType);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('BOOKING_IN_PAST');
    const wrongType = await cancel(cookie, soon.Id, 4);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ code: 'BOOKING_TYPE_MISMATCH', params: { bookingType: 0 } });
    expect((await cancel(cookie, 9_999_999, 0)).statusCode).toBe(404);
    expect(await writeSnapshot(ctx.database.db)).toEqual(before);
  });

  it('hides an extra from upcoming once it is cancelled', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const extra = await book(m.cookie, {
      clubId: 151,
      courseId: DEMO_COURSE.guestPasses,
      time: slotTime(25, '08:00'),
      players: 1,
      juniors: 0,
    });
    expect((await get(m.cookie, '/api/bookings/upcoming')).json<Booking[]>().map((b) => b.Id)).toContain(
      extra.Id,
    );
    expect((await cancel(m.cookie, extra.Id, 2)).statusCode).toBe(200);
    expect((await get(m.cookie, '/api/bookings/upcoming')).json<Booking[]>()).toEqual([]);
    const history = (await get(m.cookie, '/api/bookings/previous?page=1')).json<BookingPage>().items;
    expect(history.map((b) => [b.Id, b.Cancelled])).toEqual([[extra.Id, true]]);
  });

  it('cancels without a body too: the booking type is optional', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const b = await book(m.cookie, {
      clubId: 151,
      courseId: DEMO_COURSE.heath,
      time: slotTime(26, '09:00'),
      players: 1,
      juniors: 0,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${b.Id}/cancel`,
      headers: { cookie: m.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Success: true,
      Booking: { Id: b.Id, Cancelled: true, Cancellable: false },
    });
    expect(await homePointsOf(ctx.database.db, m.id)).toBe(100);
  });

  it('serves an RFC 5545 calendar file that an iCalendar parser reads back', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const b = (await get(cookie, '/api/bookings/upcoming'))
      .json<Booking[]>()
      .find((x) => x.BookingType === 0)!;
    const res = await get(cookie, `/api/bookings/${b.Id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const component = new ICAL.Component(ICAL.parse(res.body));
    const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`${b.CourseName} at ${b.ClubName}`);
    expect(event.startDate.toJSDate().toISOString()).toBe(b.Date);
    expect(event.endDate.toJSDate().getTime() - Date.parse(b.Date)).toBe(4 * 3_600_000);
    expect(event.description).toContain(b.BookingRef);
    expect(event.location).toContain('Foxhill Heath Golf Club');
  });

  it('names the calendar event by the public origin’s host, never by the Host header', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const [b] = (await get(cookie, '/api/bookings/upcoming')).json<Booking[]>();
    const res = await ctx.app.inject({
      url: `/api/bookings/${b!.Id}/calendar.ics`,
      headers: { cookie, host: 'evil.example:8080' },
    });
    const component = new ICAL.Component(ICAL.parse(res.body));
    const uid = component.getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid');
    expect(uid).toBe(`booking-${b!.Id}@localhost`);
  });

  it('writes the calendar file in the language of the screens (?lang=), and refuses an unknown one', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const b = (await get(cookie, '/api/bookings/upcoming'))
      .json<Booking[]>()
      .find((x) => x.BookingType === 0)!;
    const eventOf = (body: string) =>
      new ICAL.Event(new ICAL.Component(ICAL.parse(body)).getFirstSubcomponent('vevent')!);
    const fr = await get(cookie, `/api/bookings/${b.Id}/calendar.ics?lang=fr`);
    expect(fr.statusCode).toBe(200);
    expect(eventOf(fr.body).summary).toBe(`${b.CourseName} at ${b.ClubName} fr`);
    expect(eventOf(fr.body).description).toContain(`Booking ref fr: ${b.BookingRef}`);
    expect(eventOf(fr.body).description).toContain('Players fr: ');
    const us = await get(cookie, `/api/bookings/${b.Id}/calendar.ics?lang=en-US`);
    expect(eventOf(us.body).description).toContain(`Booking ref: ${b.BookingRef}`);
    const bad = await get(cookie, `/api/bookings/${b.Id}/calendar.ics?lang=xx`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });

  it('gives each calendar file the state the card shows: TENTATIVE, CONFIRMED or CANCELLED', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const list = (await get(cookie, '/api/bookings/upcoming')).json<Booking[]>();
    const statusOf = async (b: Booking) => {
      const body = (await get(cookie, `/api/bookings/${b.Id}/calendar.ics`)).body;
      const component = new ICAL.Component(ICAL.parse(body));
      return component.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status');
    };
    const pending = list.find((b) => !b.Cancelled && b.ConfirmationStatus === 'NotConfirmed')!;
    const confirmed = list.find((b) => !b.Cancelled && b.ConfirmationStatus === 'ManualConfirmed')!;
    const history = (await get(cookie, '/api/bookings/previous?page=1')).json<BookingPage>().items;
    const cancelled = history.find((b) => b.Cancelled)!;
    expect(await statusOf(pending)).toBe('TENTATIVE');
    expect(await statusOf(confirmed)).toBe('CONFIRMED');
    expect(await statusOf(cancelled)).toBe('CANCELLED');
  });

  it('names who booked by name, not by e-mail address', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const [first] = (await get(cookie, '/api/bookings/upcoming')).json<Booking[]>();
    expect(first!.BookedByName).not.toContain('@');
    expect(first!.BookedByName.length).toBeGreaterThan(2);
    const m = await createMember(ctx.database.db, { homePoints: 500 });
    const made = await book(m.cookie, {
      clubId: 151,
      courseId: DEMO_COURSE.heath,
      time: slotTime(13, '09:00'),
      players: 1,
      juniors: 0,
    });
    expect(made.BookedByName).toBe('Test Member');
  });

  // The range alone is a CHECK constraint and cannot fail here; equality with live bookings can.
  it('keeps occupancy equal to the places of live bookings, and every other invariant', async () => {
    expect(await invariantViolations(ctx.database.db)).toEqual(noViolations);
  });
});
