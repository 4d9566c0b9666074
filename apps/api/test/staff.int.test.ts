import type { Booking, CancellationRequest, StaffQueue } from '@fairway/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, cancellationRequests, flexiLots, notifications } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { findMemberName } from '../src/modules/members';
import { notificationTexts } from '../src/modules/notifications/texts';
import { DEMO_COURSE } from '../src/seed/courses';
import {
  writeSnapshot as bookingSnapshot,
  createMember,
  homePointsOf,
  ledgerSum,
  placesTaken,
  postBooking,
  slotTime,
  type TestMember,
} from './booking-fixtures';
import { befriend, createPlayer } from './buddy-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

describe('staff console: club queue and late cancellation requests', () => {
  const ctx = useTestApp();
  const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const expiresAt = () => dayjs().add(5, 'month').startOf('second').toDate();

  /** A booking at Foxhill Heath (14-day cut-off) three days out: inside the cut-off. */
  const lateBooking = async (m: TestMember): Promise<Booking> => {
    const res = await postBooking(ctx.app, m.cookie, { time: slotTime(3, '13:10'), players: 2 });
    expect(res.statusCode).toBe(201);
    const booking = res.json<Booking>();
    expect(booking.Cancellable).toBe(false);
    return booking;
  };
  /** The booking snapshot plus what staff calls write: requests by status and confirmed bookings. */
  const writeSnapshot = async (db: typeof ctx.database.db) => ({
    counts: await bookingSnapshot(db),
    requests: await db
      .select({ status: cancellationRequests.status, n: sql<number>`count(*)::int` })
      .from(cancellationRequests)
      .groupBy(cancellationRequests.status)
      .orderBy(cancellationRequests.status),
    confirmed: await db
      .select({ id: bookings.id, code: bookings.confirmationCode })
      .from(bookings)
      .where(eq(bookings.confirmationStatus, 'ManualConfirmed'))
      .orderBy(bookings.id),
  });
  const staffCookie = () => sessionCookieFor(ctx, 'staff@example.com');

  it('member asks the club to cancel a late booking; staff approve: full refund to the same lots, once', async () => {
    const m = await createMember(ctx.database.db, {
      homePoints: 4,
      lots: [{ points: 40, expiresAt: expiresAt() }],
    });
    const b = await lateBooking(m);
    const asked = await call(m.cookie, 'POST', `/api/bookings/${b.Id}/cancellation-request`);
    expect(asked.statusCode).toBe(201);
    const request = asked.json<CancellationRequest>();
    expect(request).toMatchObject({ BookingId: b.Id, MemberGuid: m.id, Status: 'open' });

    const before = await writeSnapshot(ctx.database.db);
    const again = await call(m.cookie, 'POST', `/api/bookings/${b.Id}/cancellation-request`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CANCELLATION_REQUEST_OPEN');
    expect(await writeSnapshot(ctx.database.db)).toEqual(before);

    const staff = await staffCookie();
    const queue = (await call(staff, 'GET', '/api/staff/queue')).json<StaffQueue>();
    expect(queue.CancellationRequests.map((r) => r.Id)).toContain(request.Id);

    const approve = () => call(staff, 'POST', `/api/staff/cancellation-requests/${request.Id}/approve`);
    const [first, second] = await Promise.all([approve(), approve()]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = [first, second].find((r) => r.statusCode === 200)!;
    expect(ok.json()).toMatchObject({ Status: 'approved', Booking: { Id: b.Id, Cancelled: true } });
    expect([first, second].find((r) => r.statusCode === 409)!.json().code).toBe(
      'CANCELLATION_REQUEST_DECIDED',
    );

    expect(await homePointsOf(ctx.database.db, m.id)).toBe(4);
    const [lot] = await ctx.database.db.select().from(flexiLots).where(eq(flexiLots.memberId, m.id));
    expect(lot).toMatchObject({ remaining: 40, original: 40 });
    expect(await ledgerSum(ctx.database.db, m.id)).toEqual({ home: 4, flexi: 40 });
    expect(await placesTaken(ctx.database.db, DEMO_COURSE.heath, b.Date)).toBe(0);
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.memberId, m.id));
    expect(told.map((n) => n.title)).toContain('Cancellation approved');

    const decline = await call(staff, 'POST', `/api/staff/cancellation-requests/${request.Id}/decline`);
    expect(decline.statusCode).toBe(409);
    const cancelled = await call(m.cookie, 'POST', `/api/bookings/${b.Id}/cancellation-request`);
    expect(cancelled.json().code).toBe('ALREADY_CANCELLED');
  });

  it('approving a party booking’s cancellation refunds and tells every other player, as a player’s cancel does', async () => {
    const db = ctx.database.db;
    const booker = await createPlayer(db, { homePoints: 200 });
    const asker = await createPlayer(db, { homePoints: 100 });
    const third = await createPlayer(db, { homePoints: 100 });
    await befriend(ctx.app, asker, booker);
    await befriend(ctx.app, asker, third);
    // The asker books the party (and pays their own share, each buddy theirs), inside the cut-off.
    const booked = await postBooking(ctx.app, asker.cookie, {
      time: slotTime(3, '14:10'),
      players: 3,
      buddies: [booker.target, third.target],
    });
    expect(booked.statusCode).toBe(201);
    const b = booked.json<Booking>();
    const told = async (memberId: string) =>
      (await db.select().from(notifications).where(eq(notifications.memberId, memberId))).map(
        (n) => `${n.type} ${n.title}: ${n.description}`,
      );
    const toldBefore = { booker: await told(booker.id), third: await told(third.id) };
    const request = (await call(asker.cookie, 'POST', `/api/bookings/${b.Id}/cancellation-request`)).json();

    const staff = await staffCookie();
    const ok = await call(staff, 'POST', `/api/staff/cancellation-requests/${request.Id}/approve`);
    expect(ok.statusCode).toBe(200);
    for (const m of [booker, asker, third])
      expect(await homePointsOf(db, m.id)).toBe(m === booker ? 200 : 100);
    // The same words as when the asker cancels themselves: "{name} cancelled the booking at …".
    const text = notificationTexts.bookingCancelled({
      byName: (await findMemberName(db, asker.id)) ?? '',
      courseName: b.CourseName,
      clubName: b.ClubName,
      startsAt: new Date(b.Date),
      timeZone: 'Europe/London',
    });
    const expected = `${text.type} ${text.title}: ${text.description}`;
    expect(await told(booker.id)).toEqual([...toldBefore.booker, expected]);
    expect(await told(third.id)).toEqual([...toldBefore.third, expected]);
    // The asker hears the club's answer, not that they cancelled it themselves.
    const askerTold = await told(asker.id);
    expect(askerTold).not.toContain(expected);
    expect(askerTold.some((n) => n.includes('Cancellation approved'))).toBe(true);
  });

  it('declining keeps the booking and points; a new request may follow', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const b = await lateBooking(m);
    const request = (await call(m.cookie, 'POST', `/api/bookings/${b.Id}/cancellation-request`)).json();
    const staff = await staffCookie();
    const points = await homePointsOf(ctx.database.db, m.id);
    const res = await call(staff, 'POST', `/api/staff/cancellation-requests/${request.Id}/decline`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: 'declined', Booking: { Cancelled: false } });
    expect(await homePointsOf(ctx.database.db, m.id)).toBe(points);
    const next = await call(m.cookie, 'POST', `/api/bookings/${b.Id}/cancellation-request`);
    expect(next.statusCode).toBe(201);
  });

  it('refuses requests that are not needed, foreign or malformed, changing nothing', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const early = await postBooking(ctx.app, m.cookie, { time: slotTime(20, '13:10'), players: 1 });
    const other = await createMember(ctx.database.db, { homePoints: 100 });
    const late = await lateBooking(other);
    const before = await writeSnapshot(ctx.database.db);
    const notNeeded = await call(m.cookie, 'POST', `/api/bookings/${early.json().Id}/cancellation-request`);
    expect(notNeeded.statusCode).toBe(422);
    expect(notNeeded.json().code).toBe('CANCELLATION_REQUEST_NOT_NEEDED');
    const foreign = await call(m.cookie, 'POST', `/api/bookings/${late.Id}/cancellation-request`);
    expect(foreign.statusCode).toBe(404);
    expect((await call(m.cookie, 'POST', '/api/bookings/abc/cancellation-request')).statusCode).toBe(400);
    expect((await call(null, 'POST', `/api/bookings/${late.Id}/cancellation-request`)).statusCode).toBe(401);
    const staff = await staffCookie();
    expect(
      (await call(staff, 'POST', '/api/staff/cancellation-requests/2147483647/approve')).json().code,
    ).toBe('CANCELLATION_REQUEST_NOT_FOUND');
    expect((await call(staff, 'POST', '/api/staff/cancellation-requests/0/decline')).statusCode).toBe(400);
    expect(await writeSnapshot(ctx.database.db)).toEqual(before);
  });

  it('staff confirm a booking awaiting confirmation with a code; the member sees Confirmed and is told', async () => {
    const member = await sessionCookieFor(ctx, 'member@example.com');
    const staff = await staffCookie();
    const queue = (await call(staff, 'GET', '/api/staff/queue')).json<StaffQueue>();
    const pending = queue.AwaitingConfirmation[0]!;
    expect(pending.ConfirmationStatus).toBe('NotConfirmed');

    const before = await writeSnapshot(ctx.database.db);
    for (const body of [
      {},
      { ConfirmationCode: '' },
      { ConfirmationCode: 'x'.repeat(41) },
      { ConfirmationCode: 'a b' },
    ]) {
      const bad = await call(staff, 'POST', `/api/staff/bookings/${pending.Id}/confirm`, body);
      expect(bad.statusCode).toBe(400);
    }
    const taken = await call(staff, 'POST', `/api/staff/bookings/${pending.Id}/confirm`, {
      ConfirmationCode: queue.AwaitingConfirmation[1]?.ConfirmationCode ?? 'unused',
    });
    if (queue.AwaitingConfirmation[1]) expect(taken.json().code).toBe('CONFIRMATION_CODE_TAKEN');
    expect(await writeSnapshot(ctx.database.db)).toEqual(before);

    const res = await call(staff, 'POST', `/api/staff/bookings/${pending.Id}/confirm`, {
      ConfirmationCode: 'FH-2026-77',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ConfirmationStatus: 'ManualConfirmed',
      ConfirmationCode: 'FH-2026-77',
    });
    const twice = await call(staff, 'POST', `/api/staff/bookings/${pending.Id}/confirm`, {
      ConfirmationCode: 'FH-2026-78',
    });
    expect(twice.json().code).toBe('BOOKING_ALREADY_CONFIRMED');
    const mine = (await call(member, 'GET', '/api/bookings/upcoming')).json<Booking[]>();
    expect(mine.find((b) => b.Id === pending.Id)?.ConfirmationStatus).toBe('ManualConfirmed');
    expect(
      (await call(staff, 'POST', '/api/staff/bookings/2147483647/confirm', { ConfirmationCode: 'X1' }))
        .statusCode,
    ).toBe(404);
  });

  it('lets only network staff reach the staff routes', async () => {
    const member = await sessionCookieFor(ctx, 'member@example.com');
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/staff/queue'],
      ['POST', '/api/staff/bookings/1/confirm', { ConfirmationCode: 'X1' }],
      ['POST', '/api/staff/cancellation-requests/1/approve'],
      ['POST', '/api/staff/cancellation-requests/1/decline'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      expect((await call(member, method, url, body)).statusCode).toBe(403);
    }
  });
});
