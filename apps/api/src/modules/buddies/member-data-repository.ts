// What the buddies module holds about one member, for their data export and their account's erasure
// (your-data): their share code and their buddy links.
import { asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { buddyLinks, memberHandles } from '../../db/schema/buddies';

/** The member's share code and buddy links, each with the other member's id (the export names them). */
export async function findBuddiesForExport(db: DbOrTx, memberId: string) {
  const [handle] = await db
    .select({ shareCode: memberHandles.shareCode })
    .from(memberHandles)
    .where(eq(memberHandles.memberId, memberId));
  const links = await db
    .select({
      status: buddyLinks.status,
      requestedByMe: sql<boolean>`${buddyLinks.requesterId} = ${memberId}`,
      otherId: sql<string>`case when ${buddyLinks.requesterId} = ${memberId} then ${buddyLinks.addresseeId} else ${buddyLinks.requesterId} end`,
      createdAt: buddyLinks.createdAt,
      acceptedAt: buddyLinks.acceptedAt,
    })
    .from(buddyLinks)
    .where(or(eq(buddyLinks.requesterId, memberId), eq(buddyLinks.addresseeId, memberId)))
    .orderBy(asc(buddyLinks.id));
  return { shareCode: handle?.shareCode ?? null, links };
}

/** Deletes the member's share code and every buddy link they are in, either side. */
export async function eraseBuddiesOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(memberHandles).where(eq(memberHandles.memberId, memberId));
  await tx
    .delete(buddyLinks)
    .where(or(eq(buddyLinks.requesterId, memberId), eq(buddyLinks.addresseeId, memberId)));
}
