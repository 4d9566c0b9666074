import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingDebits, bookings } from '../src/db/schema';
import { DEMO_COURSE } from '../src/db/seed/courses';
import { createMember, homePointsOf, ledgerSum, newKey, placesTaken, slotTime } from './booking-fixtures';
import { useTestApp } from './helpers';

/**
 * Races through the real HTTP stack. On PostgreSQL the requests truly overlap (pool of 20); PGlite runs
 * transactions one at a time, so there the same assertions check the rules rather than the locking.
 */
describe('booking under concurrent requests', () => {
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
