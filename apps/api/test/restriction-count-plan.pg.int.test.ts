import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restrictionCountSql } from '../src/domain/booking-rules/restriction';
import { createMember } from './booking-fixtures';
import { useTestApp } from './helpers';
import { insertBookings, pagesRead } from './history-fixtures';

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

  const countOf = async (count: SQL): Promise<number> => {
    const { rows } = (await ctx.database.db.execute(sql`select ${count} as n`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(rows[0]!.n);
  };

  it('reads the same pages however many bookings the club and the member have, and counts right', async () => {
    const { db } = ctx.database;
    const member = await createMember(db);
    const since = sql`now() - interval '90 days'`;
    const count = restrictionCountSql(sql`${member.id}::uuid`, sql`151`, since);
    await insertBookings(db, { memberId: member.id, count: 3, stepHours: -1, noShows: 2 });
    await insertBookings(db, {
      memberId: member.id,
      count: 1,
      stepHours: -1,
      noShows: 1,
      noShowAt: sql`now() - interval '200 days'`,
    });
    await db.execute(sql`analyze bookings`);
    await db.execute(sql`analyze cancellation_requests`);
    const before = await pagesRead(db, sql`select ${count} as n`);
    expect(await countOf(count)).toBe(2);

    const other = await createMember(db);
    await insertBookings(db, { memberId: other.id, count: 4_000, stepHours: -1 });
    await insertBookings(db, { memberId: member.id, count: 1_500, stepHours: -1 });
    await db.execute(sql`analyze bookings`);
    const after = await pagesRead(db, sql`select ${count} as n`);

    expect(await countOf(count)).toBe(2);
    expect(
      after,
      `pages read: ${before} with a short history, ${after} with 5,500 bookings more`,
    ).toBeLessThanOrEqual(before + 1);
  });
});
