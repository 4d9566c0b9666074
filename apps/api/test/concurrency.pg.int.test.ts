import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingDebits, bookings } from '../src/db/schema';
import type { AppError } from '../src/lib/app-error';
import { dayjs } from '../src/lib/time';
import { bookQuietly } from '../src/modules/bookings/booking-command';
import { bookNow } from '../src/modules/bookings/booking-pipeline';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, homePointsOf, ledgerSum, newKey, placesTaken, slotTime } from './booking-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

/**
 * Races through the real HTTP stack. On PostgreSQL the requests truly overlap (pool of 20); PGlite runs
 * transactions one at a time, so there the same assertions check the rules rather than the locking.
 */
describe('booking under concurrent requests (PostgreSQL only: PGlite runs one transaction at a time)', () => {
  const ctx = useTestApp();
  const book = (cookie: string, payload: object, key = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie, 'idempotency-key': key },
      payload,
    });
  const statuses = (codes: number[]) =>
    codes.reduce<Record<number, number>>((acc, c) => Object.assign(acc, { [c]: (acc[c] ?? 0) + 1 }), {});

  it('40 members booking the same 4-place slot: exactly 4 places taken, the rest 409', async () => {
    const db = ctx.database.db;
    const racers = await Promise.all(Array.from({ length: 40 }, () => createMember(db, { homePoints: 50 })));
    const time = slotTime(13, '12:40');
    const payload = { clubId: 151, courseId: DEMO_COURSE.heath, time, players: 1, juniors: 0 };
    const results = await Promise.all(racers.map((m) => book(m.cookie, payload)));
    expect(statuses(results.map((r) => r.statusCode))).toEqual({ 201: 4, 409: 36 });
    expect(await placesTaken(db, DEMO_COURSE.heath, time)).toBe(4);
    const winners = results.flatMap((r, i) => (r.statusCode === 201 ? [racers[i]!] : []));
    const cost = results.find((r) => r.statusCode === 201)!.json().Cost;
    for (const m of racers) {
      const expected = winners.includes(m) ? 50 - cost : 50;
      expect(await homePointsOf(db, m.id)).toBe(expected);
      expect((await ledgerSum(db, m.id)).home).toBe(expected);
    }
  });

  it('12 members booking one start as .000Z, .001Z and :59.999Z: only exact starts book, within capacity', async () => {
    const db = ctx.database.db;
    const racers = await Promise.all(Array.from({ length: 12 }, () => createMember(db, { homePoints: 80 })));
    const exact = slotTime(15, '11:20');
    const start = Date.parse(exact);
    const variants = [0, 1, 59_999].map((ms) => new Date(start + ms).toISOString());
    const results = await Promise.all(
      racers.map((m, i) =>
        book(m.cookie, {
          clubId: 151,
          courseId: DEMO_COURSE.heath,
          time: variants[i % 3],
          players: 2,
          juniors: 0,
        }),
      ),
    );
    expect(statuses(results.map((r) => r.statusCode))).toEqual({ 201: 2, 409: 2, 400: 8 });
    expect(results.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'UNKNOWN_SLOT')).toBe(
      true,
    );
    // Every occupancy row and live booking within that minute: one row, four places.
    const [row] = await db
      .execute<{ rows: number; places: number; booked: number }>(sql`
        select (select count(*) from slot_occupancy o where o.course_id = ${DEMO_COURSE.heath} and o.starts_at >= ${exact}::timestamptz and o.starts_at < ${exact}::timestamptz + interval '1 minute')::int as rows,
               (select coalesce(sum(places_taken), 0) from slot_occupancy o where o.course_id = ${DEMO_COURSE.heath} and o.starts_at >= ${exact}::timestamptz and o.starts_at < ${exact}::timestamptz + interval '1 minute')::int as places,
               (select coalesce(sum(number_of_people), 0) from bookings b where b.course_id = ${DEMO_COURSE.heath} and b.cancelled_at is null and b.starts_at >= ${exact}::timestamptz and b.starts_at < ${exact}::timestamptz + interval '1 minute')::int as booked`)
      .then((r) => (r as unknown as { rows: { rows: number; places: number; booked: number }[] }).rows);
    expect(row).toEqual({ rows: 1, places: 4, booked: 4 });
  });

  it('members booking each other into parties at once: payers lock in one order, every share paid once', async () => {
    const db = ctx.database.db;
    const a = await createMember(db, { homePoints: 500 });
    const b = await createMember(db, {
      homeClubId: 563,
      lots: [{ points: 500, expiresAt: dayjs().add(6, 'month').toDate() }],
    });
    // 16 parties of two on six four-place slots, half booked by a with b, half by b with a.
    const attempts = Array.from({ length: 16 }, (_, i) => {
      const [booker, other] = i % 2 ? [a, b] : [b, a];
      return bookNow(
        db,
        bookQuietly({
          memberId: booker.id,
          idempotencyKey: newKey(),
          request: {
            clubId: 151,
            courseId: DEMO_COURSE.heath,
            time: slotTime(17, `09:${i % 6}0`),
            players: 2,
            juniors: 0,
          },
          party: [{ memberId: other.id, paidBy: 'self' }],
        }),
      ).then(
        (r) => r.booking.Cost / 2,
        (e: AppError) => e.code,
      );
    });
    const outcomes = await Promise.all(attempts);
    // Twelve parties fit; the other four are SLOT_FULL.
    expect(outcomes.filter((o) => o === 'SLOT_FULL')).toHaveLength(4);
    const shares = outcomes.filter((o): o is number => typeof o === 'number');
    expect(shares).toHaveLength(12);
    const paid = shares.reduce((s, x) => s + x, 0);
    expect(await homePointsOf(db, a.id)).toBe(500 - paid);
    expect(await ledgerSum(db, a.id)).toEqual({ home: 500 - paid, flexi: 0 });
    expect(await ledgerSum(db, b.id)).toEqual({ home: 0, flexi: 500 - paid });
    expect(await invariantViolations(db)).toEqual(noViolations);
  });

  it('one member with 10 points firing 40 bookings of 3 points: exactly 3 succeed, 1 point left', async () => {
    const db = ctx.database.db;
    const m = await createMember(db, { homePoints: 10 });
    // One junior before 10:00 costs 3 points in every season and on every day.
    const slots = Array.from({ length: 40 }, (_, i) => slotTime(2 + (i % 20), i < 20 ? '08:00' : '08:10'));
    const results = await Promise.all(
      slots.map((time) =>
        book(m.cookie, { clubId: 151, courseId: DEMO_COURSE.woodland, time, players: 1, juniors: 1 }),
      ),
    );
    expect(statuses(results.map((r) => r.statusCode))).toEqual({ 201: 3, 422: 37 });
    expect(results.filter((r) => r.statusCode === 201).every((r) => r.json().Cost === 3)).toBe(true);
    expect(await homePointsOf(db, m.id)).toBe(1);
    expect(await ledgerSum(db, m.id)).toEqual({ home: 1, flexi: 0 });
  });

  it('10 concurrent retries with one Idempotency-Key: one booking, one debit', async () => {
    const db = ctx.database.db;
    const m = await createMember(db, { homePoints: 100 });
    const key = newKey();
    const payload = {
      clubId: 151,
      courseId: DEMO_COURSE.heath,
      time: slotTime(14, '13:20'),
      players: 2,
      juniors: 0,
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => book(m.cookie, payload, key)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(9);
    const ids = new Set(results.map((r) => r.json().Id));
    expect(ids.size).toBe(1);
    const mine = await db.select().from(bookings).where(eq(bookings.bookedBy, m.id));
    expect(mine).toHaveLength(1);
    expect(
      await db.select().from(bookingDebits).where(eq(bookingDebits.bookingId, mine[0]!.id)),
    ).toHaveLength(1);
    expect(await homePointsOf(db, m.id)).toBe(100 - mine[0]!.cost);
  });

  it('concurrent cancels of one booking refund it once', async () => {
    const db = ctx.database.db;
    const m = await createMember(db, { homePoints: 40 });
    const res = await book(m.cookie, {
      clubId: 151,
      courseId: DEMO_COURSE.heath,
      time: slotTime(22, '09:00'),
      players: 2,
      juniors: 0,
    });
    const id = res.json().Id;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/bookings/${id}/cancel`,
          headers: { cookie: m.cookie },
          payload: { bookingType: 0 },
        }),
      ),
    );
    expect(statuses(results.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 7 });
    expect(await homePointsOf(db, m.id)).toBe(40);
    expect(await ledgerSum(db, m.id)).toEqual({ home: 40, flexi: 0 });
  });
});
