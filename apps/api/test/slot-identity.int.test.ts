import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../src/lib/app-error';
import { bookQuietly } from '../src/modules/bookings/booking-command';
import { bookNow } from '../src/modules/bookings/booking-pipeline';
import { cancelBooking } from '../src/modules/bookings/cancel-booking';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, newKey, slotTime } from './booking-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const migration = readFileSync(new URL('../drizzle/0003_slot_identity.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

/** The database itself keeps one row per tee time, whatever the write path; and old rows migrate. */
describe('slot identity', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const day = 21;
  const time = slotTime(day, '10:00');
  const late = (ms: number) => new Date(Date.parse(time) + ms).toISOString();
  const book = async (players: number, at = time) => {
    const m = await createMember(db(), { homePoints: 300 });
    const request = { clubId: 151, courseId: DEMO_COURSE.heath, time: at, players, juniors: 0 };
    const { booking } = await bookNow(
      db(),
      bookQuietly({ memberId: m.id, idempotencyKey: newKey(), request }),
    );
    return { memberId: m.id, bookingId: booking.Id };
  };
  const refusalOf = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: AppError) => e.code,
    );
  const pgError = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: { cause?: { code?: string }; code?: string }) => e.cause?.code ?? e.code,
    );

  it('refuses a start with seconds or milliseconds in slot_occupancy and bookings (CHECK)', async () => {
    const { bookingId } = await book(1, slotTime(day, '11:00'));
    expect(
      await pgError(
        db().execute(sql`insert into slot_occupancy (course_id, starts_at, capacity, places_taken)
          values (${DEMO_COURSE.heath}, ${late(1)}::timestamptz, 4, 1)`),
      ),
    ).toBe('23514');
    expect(
      await pgError(
        db().execute(
          sql`update bookings set starts_at = ${late(59_999)}::timestamptz where id = ${bookingId}`,
        ),
      ),
    ).toBe('23514');
  });

  it('migrates sub-minute rows of the old bug onto their minute; an overbooked slot takes nobody more', async () => {
    // What the bug left behind: three full parties of four on one tee time, as three "slots".
    const a = await book(4, slotTime(day, '10:00'));
    const b = await book(4, slotTime(day, '10:10'));
    const c = await book(4, slotTime(day, '10:20'));
    await db().execute(sql`alter table bookings drop constraint bookings_starts_whole_minute`);
    await db().execute(sql`alter table slot_occupancy drop constraint slot_occupancy_starts_whole_minute`);
    for (const [from, to] of [
      [slotTime(day, '10:10'), late(1)],
      [slotTime(day, '10:20'), late(59_999)],
    ]) {
      await db().execute(
        sql`update bookings set starts_at = ${to}::timestamptz where starts_at = ${from}::timestamptz`,
      );
      await db().execute(
        sql`update slot_occupancy set starts_at = ${to}::timestamptz where starts_at = ${from}::timestamptz`,
      );
    }
    for (const statement of migration) await db().execute(sql.raw(statement));

    const occupancy = rowsOf<{ starts_at: string; capacity: number; places_taken: number }>(
      await db().execute(sql`select starts_at, capacity, places_taken from slot_occupancy where course_id = ${DEMO_COURSE.heath}
        and starts_at >= ${time}::timestamptz and starts_at < ${time}::timestamptz + interval '1 minute'`),
    );
    expect(occupancy).toMatchObject([{ capacity: 12, places_taken: 12 }]);
    expect(await invariantViolations(db())).toEqual(noViolations);

    expect(await refusalOf(book(1))).toBe('SLOT_FULL');
    await cancelBooking(db(), { memberId: a.memberId, bookingId: a.bookingId });
    // Eight left on a four-place tee time: still full until it is back under the schedule's capacity.
    expect(await refusalOf(book(1))).toBe('SLOT_FULL');
    await cancelBooking(db(), { memberId: b.memberId, bookingId: b.bookingId });
    await cancelBooking(db(), { memberId: c.memberId, bookingId: c.bookingId });
    await book(4);
    expect(await refusalOf(book(1))).toBe('SLOT_FULL');
    expect(await invariantViolations(db())).toEqual(noViolations);
  });
});
