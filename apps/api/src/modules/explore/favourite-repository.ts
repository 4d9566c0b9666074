import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favouriteClubs } from '../../db/schema/explore';

/** Marks the club a favourite of the member; marking twice is the same as once. */
export async function insertFavourite(db: DbOrTx, memberId: string, clubId: number): Promise<void> {
  await db.insert(favouriteClubs).values({ memberId, clubId }).onConflictDoNothing();
}

export async function deleteFavourite(db: DbOrTx, memberId: string, clubId: number): Promise<void> {
  await db
    .delete(favouriteClubs)
    .where(and(eq(favouriteClubs.memberId, memberId), eq(favouriteClubs.clubId, clubId)));
}
