import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restrictionCountSql } from '../src/domain/booking-rules/restriction';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember } from './booking-fixtures';
import { useTestApp } from './helpers';

type PlanNode = { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };

/**
 * Issue 24 §2: a club's no-show rule counts the member's no-shows at the club and approved late
 * cancellations on every booking attempt (the 07:00 refusals too) and every tee sheet read. The count
 * read the club's whole booking history (a bitmap of every booking there) or the member's; the partial
 * indexes of migration 0040 hold only no-shows and approved requests. Measured in pages read, as
 * PostgreSQL plans it: the same before and after thousands of bookings more, at the club and by the
 * member (none of them a no-show).
 */
describe('the no-show rule’s count (PostgreSQL)', () => {
  const ctx = useTestApp();

  const pagesRead = async (count: SQL): Promise<number> => {
    const { rows } = (await ctx.database.db.execute(
      sql`explain (analyze, buffers, format json) select ${count} as n`,
    )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] };
    // The top node's counts include its children's.
    const plan = rows[0]!['QUERY PLAN'][0].Plan;
    return (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
  };
  const countOf = async (count: SQL): Promise<number> => {
    const { rows } = (await ctx.database.db.execute(sql`select ${count} as n`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(rows[0]!.n);
  };

  /** `n` past bookings at Foxhill Heath by `member`, `noShows` of them marked no-show at `noShowAt`. */
  const addBookings = (member: string, n: number, noShows = 0, noShowAt = sql`now() - interval '1 day'`) =>
    ctx.database.db.execute(sql`
      insert into bookings (booking_type, booked_by, club_id, course_id, starts_at, local_date,
        number_of_people, of_which_juniors, booking_ref, confirmation_code, confirmation_status, cost,
        cost_unit, no_show_at)
      select 0, ${member}::uuid, 151, ${DEMO_COURSE.heath}, date_trunc('hour', now()) - (i * interval '1 hour'),
        to_char(now() - (i * interval '1 hour'), 'YYYY-MM-DD'), 1, 0,
        'R' || md5(random()::text || i), 'C' || md5(random()::text || i), 'NotConfirmed', 0, 'points',
        case when i <= ${noShows} then ${noShowAt} end
      from generate_series(1, ${n}) i`);

  it('reads the same pages however many bookings the club and the member have, and counts right', async () => {
    const { db } = ctx.database;
    const member = await createMember(db);
    const since = sql`now() - interval '90 days'`;
    const count = restrictionCountSql(sql`${member.id}::uuid`, sql`151`, since);
    await addBookings(member.id, 3, 2);
    await addBookings(member.id, 1, 1, sql`now() - interval '200 days'`);
    await db.execute(sql`analyze bookings`);
    await db.execute(sql`analyze cancellation_requests`);
    const before = await pagesRead(count);
    expect(await countOf(count)).toBe(2);

    const other = await createMember(db);
    await addBookings(other.id, 4_000);
    await addBookings(member.id, 1_500);
    await db.execute(sql`analyze bookings`);
    const after = await pagesRead(count);

    expect(await countOf(count)).toBe(2);
    expect(
      after,
      `pages read: ${before} with a short history, ${after} with 5,500 bookings more`,
    ).toBeLessThanOrEqual(before + 1);
  });
});
