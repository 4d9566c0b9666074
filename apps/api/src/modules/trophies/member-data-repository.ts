// What the trophies module holds about one member, for their data export and their account's erasure
// (your-data).
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { memberTrophies, trophyDefinitions } from '../../db/schema/trophies';

/** The trophies the member earned: which, its title, and when. */
export function findTrophiesForExport(db: DbOrTx, memberId: string) {
  return db
    .select({
      trophy: memberTrophies.trophyKey,
      title: trophyDefinitions.title,
      earnedAt: memberTrophies.earnedAt,
    })
    .from(memberTrophies)
    .innerJoin(trophyDefinitions, eq(trophyDefinitions.key, memberTrophies.trophyKey))
    .where(eq(memberTrophies.memberId, memberId));
}

export async function eraseTrophiesOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(memberTrophies).where(eq(memberTrophies.memberId, memberId));
}
