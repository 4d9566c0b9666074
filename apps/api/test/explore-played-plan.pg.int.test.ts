import { EXPLORE_SORT, type ExploreClubsResult } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, type TestMember } from './booking-fixtures';
import { useTestApp } from './helpers';
import { insertBookings, statementsSent } from './history-fixtures';

/** The demo network's Foxhill Heath and Oakmere (the clubs of DEMO_COURSE.heath and .oakmere). */
const DEMO_CLUB = { heath: 151, oakmere: 563 };

/**
 * Issue 24 §4: every explore search works out the member's rounds and last booking per club (`played`), and
 * it visited every booking the member had ever been on, by its key: 14,000 pages for a member with 3,000
 * rounds, on each search. booking_players carries its booking's cancellation (migration 0044, as it carries
 * its start and club), and the member's bookings not cancelled are one range of a partial index. Measured in
 * pages read, as PostgreSQL runs the statement the API sent.
 */
describe('explore’s rounds and last booking per club (PostgreSQL)', () => {
  const ctx = useTestApp();
  const statements = statementsSent(ctx);

  /** The search's answer for `member`, and the pages PostgreSQL reads to run the statement the API sent. */
  async function search(member: TestMember, sortBy: number) {
    const { pages, body } = await statements.pagesOfRequest(
      `/api/explore/clubs?sortBy=${sortBy}&numClubsToReturn=500`,
      member.cookie,
      'played as',
    );
    return { pages, result: body as ExploreClubsResult };
  }

  const playedAt = (result: ExploreClubsResult, clubId: number) => {
    const club = result.clubs.find((c) => c.Id === clubId);
    return club && { rounds: club.RoundsPlayed, last: club.LastBookingDate };
  };

  it('reads a few dozen pages more for a member with 3,000 rounds than for one with 30, not three a round, and counts the same', async () => {
    const { db } = ctx.database;
    const newcomer = await createMember(db);
    const regular = await createMember(db);
    // The same shape of history: past rounds at Foxhill Heath (the last few cancelled, in the history
    // helper's order: the first `cancelled` inserted are the most recent), two upcoming ones there, and
    // three at Oakmere of which one is cancelled.
    for (const [member, rounds] of [
      [newcomer, 30],
      [regular, 3_000],
    ] as const) {
      await insertBookings(db, { memberId: member.id, count: rounds, stepHours: -24, cancelled: 3 });
      await insertBookings(db, { memberId: member.id, count: 2, stepHours: 48 });
      await insertBookings(db, {
        memberId: member.id,
        count: 3,
        stepHours: -30,
        courseId: DEMO_COURSE.oakmere,
        cancelled: 1,
      });
    }
    // The rest of a network: the statistics PostgreSQL plans with are a busy network's, not a test's.
    await insertBookings(db, { memberId: (await createMember(db)).id, count: 20_000, stepHours: -1 });
    await db.execute(sql`analyze bookings`);
    await db.execute(sql`analyze booking_players`);
    await db.execute(sql`vacuum booking_players`);

    const { rows: latest } = (await db.execute(sql`select b.booked_by as member,
        floor(extract(epoch from max(b.starts_at)) * 1000)::float8 as ms
      from bookings b where b.booked_by in (${newcomer.id}::uuid, ${regular.id}::uuid)
        and b.club_id = ${DEMO_CLUB.heath} and b.cancelled_at is null group by b.booked_by`)) as unknown as {
      rows: { member: string; ms: number }[];
    };
    const lastAtHeath = (member: TestMember) =>
      new Date(latest.find((r) => r.member === member.id)!.ms).toISOString();

    for (const sort of [EXPLORE_SORT.bestMatch, EXPLORE_SORT.roundsPlayed]) {
      const few = await search(newcomer, sort);
      const many = await search(regular, sort);
      if (sort === EXPLORE_SORT.roundsPlayed) {
        // Ranked by rounds: the home club first, then Oakmere.
        expect(many.result.clubs.slice(0, 2).map((c) => c.Id)).toEqual([DEMO_CLUB.heath, DEMO_CLUB.oakmere]);
      }
      expect(playedAt(few.result, DEMO_CLUB.heath)).toEqual({ rounds: 29, last: lastAtHeath(newcomer) });
      expect(playedAt(many.result, DEMO_CLUB.heath)).toEqual({ rounds: 2_999, last: lastAtHeath(regular) });
      if (sort === EXPLORE_SORT.roundsPlayed) {
        expect(playedAt(many.result, DEMO_CLUB.oakmere)?.rounds).toBe(2);
      }
      // 2,970 more rounds lengthen one range of a narrow index by a few dozen pages (about 80 entries a
      // page); visiting each booking read three pages a round (267 against 9,752 pages).
      expect(many.pages - few.pages, `pages read: ${few.pages}, ${many.pages}`).toBeLessThan(2_970 / 25);
    }

    // A cancellation reaches the player rows (the trigger follows bookings.cancelled_at, both ways).
    const { rows: upcoming } =
      (await db.execute(sql`select id from bookings where booked_by = ${regular.id}::uuid
      and starts_at > now() and cancelled_at is null order by starts_at desc limit 1`)) as unknown as {
        rows: { id: number }[];
      };
    const id = upcoming[0]!.id;
    await db.execute(sql`update bookings set cancelled_at = now() where id = ${id}`);
    const cancelled = await search(regular, EXPLORE_SORT.roundsPlayed);
    expect(playedAt(cancelled.result, DEMO_CLUB.heath)?.rounds).toBe(2_998);
    expect(playedAt(cancelled.result, DEMO_CLUB.heath)?.last).not.toBe(lastAtHeath(regular));
    await db.execute(sql`update bookings set cancelled_at = null where id = ${id}`);
    const restored = await search(regular, EXPLORE_SORT.roundsPlayed);
    expect(playedAt(restored.result, DEMO_CLUB.heath)).toEqual({ rounds: 2_999, last: lastAtHeath(regular) });
  });
});
