import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../src/db/client';
import { DEMO_COURSE } from '../src/seed/courses';
import { databaseUrl } from './global-setup';
import type { TestContext } from './helpers';

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

/** A node of an `EXPLAIN_PAGES` plan (the fields the tests read). */
export type PlanNode = {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

type ExplainRow = { 'QUERY PLAN': [{ Plan: PlanNode }] };

/** Every node of a plan, the root first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

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

type Sent = { text: string; values?: unknown[] };

/**
 * For a file that holds a route's statement to the pages it reads: records every named or parameterised
 * statement the API sends (node-postgres' `Client.query`) while the file runs. `pagesOfRequest` makes a
 * GET as a member and answers the pages PostgreSQL reads to run, on a connection of its own, the first
 * statement of that request whose text includes `part`, with the values the API sent, and the reply's body.
 */
export function statementsSent(ctx: TestContext) {
  const sent: Sent[] = [];
  const original = pg.Client.prototype.query;
  beforeAll(() => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string; values?: unknown[] };
      if (typeof first === 'object' && first?.text)
        sent.push({ text: first.text, values: first.values ?? (args[1] as unknown[] | undefined) });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  });
  afterAll(() => {
    pg.Client.prototype.query = original;
  });

  return {
    async pagesOfRequest(
      url: string,
      cookie: string,
      part: string,
    ): Promise<{ pages: number; body: unknown; plan: PlanNode }> {
      sent.length = 0;
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const statement = sent.find((s) => s.text.includes(part));
      expect(statement, sent.map((s) => s.text.slice(0, 80)).join('\n')).toBeDefined();
      const client = new pg.Client({
        connectionString: databaseUrl(process.env.TEST_DATABASE_URL ?? '', ctx.database.name),
      });
      await client.connect();
      try {
        const { rows } = await client.query({
          text: `${EXPLAIN_PAGES} ${statement!.text}`,
          values: statement!.values,
        });
        return {
          pages: pagesOf(rows),
          body: res.json(),
          plan: (rows as ExplainRow[])[0]!['QUERY PLAN'][0].Plan,
        };
      } finally {
        await client.end();
      }
    },
  };
}
