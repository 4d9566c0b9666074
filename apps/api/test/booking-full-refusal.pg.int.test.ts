import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, placesTaken, postBooking, slotTime } from './booking-fixtures';
import { databaseUrl } from './global-setup';
import { useTestApp } from './helpers';

/**
 * Issue 24 §1: when a sheet opens, most requests are for starts already full. fairway_write_booking
 * refuses those from the last committed row, without queueing for the start's lock behind every booking
 * in flight: a booking for a full start is answered SLOT_FULL while another transaction holds that lock.
 * Before, it waited for the lock: the locking session ends itself after 20 s idle in its transaction
 * (a guard, so a regression fails instead of hanging the run), the booking then went on, and the
 * locker's next statement found its session gone.
 */
describe('a booking for a full start (PostgreSQL)', () => {
  const ctx = useTestApp();

  it('is refused at once while another transaction holds the start’s lock, and changes nothing', async () => {
    const time = slotTime(6, '09:30');
    const filler = await createMember(ctx.database.db, { homePoints: 1_000 });
    const late = await createMember(ctx.database.db, { homePoints: 1_000 });
    const full = await postBooking(ctx.app, filler.cookie, { time, players: 4 });
    expect(full.statusCode, full.body).toBe(201);

    const locker = new pg.Client({
      connectionString: databaseUrl(process.env.TEST_DATABASE_URL ?? '', ctx.database.name),
    });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query("set local idle_in_transaction_session_timeout = '20s'");
      const locked = await locker.query(
        'select 1 from slot_occupancy where course_id = $1 and starts_at = $2 for update',
        [DEMO_COURSE.heath, time],
      );
      expect(locked.rowCount).toBe(1);
      const refused = await postBooking(ctx.app, late.cookie, { time, players: 1 });
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'SLOT_FULL']);
      expect(await placesTaken(ctx.database.db, DEMO_COURSE.heath, time)).toBe(4);
      // Still the same transaction, lock held: the answer did not wait for it.
      expect(
        (await locker.query('select count(*)::int as n from pg_locks where pid = pg_backend_pid()')).rows[0]
          .n,
      ).toBeGreaterThan(0);
    } finally {
      await locker.query('rollback').catch(() => {});
      await locker.end().catch(() => {});
    }
  });
});
