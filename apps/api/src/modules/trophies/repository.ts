import { and, asc, countDistinct, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingPlayers, bookings, memberTrophies, trophyDefinitions } from '../../db/schema';
import type { TrophyCounts, TrophyRule } from './rules';

/** The awarding rules, in display order. */
export const findRules = (db: DbOrTx): Promise<TrophyRule[]> =>
  db.select().from(trophyDefinitions).orderBy(asc(trophyDefinitions.sortOrder));

/** Rounds (golf bookings not cancelled that the member plays in) and distinct clubs they are at. */
export async function countsFor(db: DbOrTx, memberId: string): Promise<TrophyCounts> {
  const [row] = await db
    .select({ rounds: countDistinct(bookings.id), clubs: countDistinct(bookings.clubId) })
    .from(bookings)
    .innerJoin(bookingPlayers, eq(bookingPlayers.bookingId, bookings.id))
    .where(
      and(eq(bookingPlayers.memberId, memberId), eq(bookings.bookingType, 0), isNull(bookings.cancelledAt)),
    );
  return { rounds: Number(row?.rounds ?? 0), clubs: Number(row?.clubs ?? 0) };
}

/** The member's earned trophies: key → when. */
export async function findEarned(db: DbOrTx, memberId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ key: memberTrophies.trophyKey, earnedAt: memberTrophies.earnedAt })
    .from(memberTrophies)
    .where(eq(memberTrophies.memberId, memberId));
  return new Map(rows.map((r) => [r.key, r.earnedAt]));
}

/** Records a trophy; returns false when the member already had it (the primary key decides races). */
export async function insertEarned(db: DbOrTx, memberId: string, trophyKey: string): Promise<boolean> {
  const rows = await db
    .insert(memberTrophies)
    .values({ memberId, trophyKey })
    .onConflictDoNothing()
    .returning({ key: memberTrophies.trophyKey });
  return rows.length > 0;
}
