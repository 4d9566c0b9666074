// What explore holds about one member, for their data export and their account's erasure (your-data).
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { favouriteClubs } from '../../db/schema/explore';

/** The clubs the member marked as favourites, and when. */
export function findFavouritesForExport(db: DbOrTx, memberId: string) {
  return db
    .select({ clubId: favouriteClubs.clubId, createdAt: favouriteClubs.createdAt })
    .from(favouriteClubs)
    .where(eq(favouriteClubs.memberId, memberId));
}

export async function eraseFavouritesOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(favouriteClubs).where(eq(favouriteClubs.memberId, memberId));
}
