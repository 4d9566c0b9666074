import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { DEMO_COURSE } from '../src/seed/courses';

/**
 * A member's history in bulk, for the tests that hold a read to the pages it reads however long that
 * history (`*-plan.pg.int.test.ts`): `count` golf bookings by `memberId` at `courseId`'s club (Foxhill
 * Heath's course by default), `stepHours` apart from this hour (negative: the past), each with its booker's
 * player row. The first `cancelled` are cancelled; the first `noShows` marked no-show at `noShowAt`.
 */
export const insertBookings = (
  db: Db,
  input: {
    memberId: string;
    count: number;
    stepHours: number;
    courseId?: number;
    cancelled?: number;
    noShows?: number;
    noShowAt?: SQL;
  },
) =>
  db.execute(sql`
    with made as (
      insert into bookings (booking_type, booked_by, club_id, course_id, starts_at, local_date,
        number_of_people, of_which_juniors, booking_ref, confirmation_code, confirmation_status, cost,
        cost_unit, cancelled_at, no_show_at)
      select 0, ${input.memberId}::uuid, c.club_id, c.id,
        date_trunc('hour', now()) + (i * ${input.stepHours} * interval '1 hour'),
        to_char(now() + (i * ${input.stepHours} * interval '1 hour'), 'YYYY-MM-DD'), 1, 0,
        'R' || md5(random()::text || i), 'C' || md5(random()::text || i), 'NotConfirmed', 0, 'points',
        case when i <= ${input.cancelled ?? 0} then now() end,
        case when i <= ${input.noShows ?? 0} then ${input.noShowAt ?? sql`now() - interval '1 day'`} end
      from generate_series(1, ${input.count}) i, courses c where c.id = ${input.courseId ?? DEMO_COURSE.heath}
      returning id, booked_by)
    insert into booking_players (booking_id, position, kind, is_junior, member_id, payer_id, cost)
    select id, 0, 'booker', false, booked_by, booked_by, 0 from made`);

/** Prefixed to a statement, PostgreSQL runs it and answers with its plan and the pages it read. */
export const EXPLAIN_PAGES = 'explain (analyze, buffers, format json)';

type ExplainRow = {
  'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number } }];
};

/** Pages read, from an `EXPLAIN_PAGES` answer: its top node's, which include its children's and functions'. */
export function pagesOf(rows: unknown[]): number {
  const plan = (rows as ExplainRow[])[0]!['QUERY PLAN'][0].Plan;
  return (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
}

/** Pages PostgreSQL reads to run `statement`. */
export async function pagesRead(db: Db, statement: SQL): Promise<number> {
  const { rows } = (await db.execute(sql`${sql.raw(EXPLAIN_PAGES)} ${statement}`)) as unknown as {
    rows: unknown[];
  };
  return pagesOf(rows);
}
