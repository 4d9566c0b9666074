import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember } from './booking-fixtures';
import { useTestApp } from './helpers';
import { insertBookings, pagesRead } from './history-fixtures';

type Inputs = { rounds: number; clubs: number; earned: string[] };

/**
 * Issue 24 §2: fairway_book reads the booker's trophy inputs inside the booking's own statement, with the
 * start's row still locked, and they counted every round the member had ever played: 100 ms a booking
 * for a member with 3,000 rounds, every other booking of that start waiting behind it. Each count now
 * stops at the highest threshold the member has not earned yet, and the clubs are read one per club
 * (booking_players.club_id, migration 0042), each place's rounds asked in its index's order, as many as the
 * cap (migration 0044). Measured in pages read, as PostgreSQL runs the function.
 */
describe('a member’s trophy inputs (PostgreSQL)', () => {
  const ctx = useTestApp();

  const addRounds = (memberId: string, count: number, courseId: number, cancelled = 0) =>
    insertBookings(ctx.database.db, { memberId, count, courseId, cancelled, stepHours: -24 });

  const inputsOf = async (member: string) => {
    const { rows } = (await ctx.database.db.execute(
      sql`select fairway_trophy_inputs(${member}::uuid) as inputs`,
    )) as unknown as { rows: { inputs: Inputs }[] };
    return rows[0]!.inputs;
  };
  const pagesReadFor = (member: string) =>
    pagesRead(ctx.database.db, sql`select fairway_trophy_inputs(${member}::uuid)`);

  it('count what the trophies ask, cancelled bookings left out, and read as much for 3,000 rounds as for 30', async () => {
    const { db } = ctx.database;
    const newcomer = await createMember(db);
    const regular = await createMember(db);
    // The same shape of history, 30 or 3,000 rounds at the home club: the three most recent cancelled,
    // two rounds at a second club and one at a third, and a fourth club where every booking was cancelled
    // (not a club played at).
    const { rows: elsewhere } = (await db.execute(
      sql`select id from courses where club_id not in (151, 563, 537) order by id limit 1`,
    )) as unknown as { rows: { id: number }[] };
    for (const [member, home] of [
      [newcomer, 30],
      [regular, 3_000],
    ] as const) {
      await addRounds(member.id, home, DEMO_COURSE.heath, 3);
      await addRounds(member.id, 2, DEMO_COURSE.oakmere);
      await addRounds(member.id, 1, DEMO_COURSE.groveManor);
      await addRounds(member.id, 4, elsewhere[0]!.id, 4);
    }
    await addRounds((await createMember(db)).id, 20_000, DEMO_COURSE.woodland);
    await db.execute(sql`analyze bookings`);
    await db.execute(sql`analyze booking_players`);

    // Nothing earned yet: rounds count up to the highest rounds threshold, clubs exactly under theirs.
    const { rows: caps } = (await db.execute(
      sql`select max(threshold) filter (where metric = 'rounds') as rounds,
        max(threshold) filter (where metric = 'clubs') as clubs from trophy_definitions`,
    )) as unknown as { rows: { rounds: number; clubs: number }[] };
    const cap = { rounds: Number(caps[0]!.rounds), clubs: Number(caps[0]!.clubs) };
    expect(cap.clubs).toBeGreaterThan(3);
    expect(await inputsOf(newcomer.id)).toEqual({ rounds: Math.min(30, cap.rounds), clubs: 3, earned: [] });
    expect(await inputsOf(regular.id)).toEqual({ rounds: cap.rounds, clubs: 3, earned: [] });

    const pages = [await pagesReadFor(newcomer.id), await pagesReadFor(regular.id)];
    // A hundredfold history only deepens the indexes: reading every round read ten times the pages, and
    // a loop over the member's places (before migration 0044) read and sorted them all first, half as many
    // again.
    expect(pages[1], `pages read: ${pages}`).toBeLessThanOrEqual(pages[0]! + 10);

    // Every trophy earned: nothing left to count.
    await db.execute(sql`insert into member_trophies (member_id, trophy_key)
      select ${regular.id}::uuid, key from trophy_definitions`);
    const all = await inputsOf(regular.id);
    expect([all.rounds, all.clubs, all.earned.length]).toEqual([
      0,
      0,
      Number(
        (
          (await db.execute(sql`select count(*) as n from trophy_definitions`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      ),
    ]);
  });
});
