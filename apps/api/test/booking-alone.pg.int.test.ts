import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, members } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, homePointsOf, newKey, slotTime } from './booking-fixtures';
import { changesBetweenStatements } from './driver-statements';
import { useTestApp } from './helpers';

/**
 * Issue 24 §2: a member booking alone is decided on an unlocked read and written by one call that locks
 * the member and checks the read still stands (book-alone.ts `bookAloneFast`, `fairway_book`). What
 * moves between the two is caught there, and the booking is decided again in its transaction.
 */
describe('a booking made alone, when the member changes between its read and its write (PostgreSQL)', () => {
  // Installed before the app (and its pool) is made: pooled clients keep the query function they were given.
  const change = changesBetweenStatements();
  const ctx = useTestApp();

  /** Runs `between` (on another pooled connection) just before the booking's one call is sent. */
  const beforeTheCall = (between: () => Promise<unknown>) => change.before('fairway_book', between);

  const book = (cookie: string, time: string, key = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie, 'idempotency-key': key },
      payload: { clubId: 151, courseId: DEMO_COURSE.heath, time, players: 1, juniors: 0 },
    });

  it('a membership that lapsed after the read is refused, and nothing is written', async () => {
    const db = ctx.database.db;
    const member = await createMember(db, { homePoints: 500 });
    beforeTheCall(() =>
      db
        .update(members)
        .set({ membershipExpires: dayjs().subtract(1, 'day').toDate() })
        .where(eq(members.id, member.id)),
    );
    const res = await book(member.cookie, slotTime(6, '10:00'));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('MEMBERSHIP_EXPIRED');
    expect(await db.select().from(bookings).where(eq(bookings.bookedBy, member.id))).toEqual([]);
    expect(await homePointsOf(db, member.id)).toBe(500);
  });

  it('a booking of the same day made after the read counts against the day limit', async () => {
    const db = ctx.database.db;
    const member = await createMember(db, { homePoints: 500, bookingsPerDay: 1 });
    // The other booking is made by a second request of the member's, between this one's read and call.
    let first: Awaited<ReturnType<typeof book>> | undefined;
    beforeTheCall(async () => {
      first = await book(member.cookie, slotTime(7, '11:00'));
    });
    const res = await book(member.cookie, slotTime(7, '12:00'));
    expect(first?.statusCode, first?.body).toBe(201);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('BOOKINGS_PER_DAY_REACHED');
    expect(await db.select().from(bookings).where(eq(bookings.bookedBy, member.id))).toHaveLength(1);
  });
});
