import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type BuddyLinkStatus, buddyLinks, memberHandles } from '../../db/schema/buddies';
import { findMemberCards } from '../members';

/** The row of a pair, whichever of the two asked. */
const pair = (a: string, b: string) =>
  or(
    and(eq(buddyLinks.requesterId, a), eq(buddyLinks.addresseeId, b)),
    and(eq(buddyLinks.requesterId, b), eq(buddyLinks.addresseeId, a)),
  );

export type PairLink = { requesterId: string; status: BuddyLinkStatus };

export async function findPairLink(db: DbOrTx, a: string, b: string): Promise<PairLink | null> {
  const [row] = await db
    .select({ requesterId: buddyLinks.requesterId, status: buddyLinks.status })
    .from(buddyLinks)
    .where(pair(a, b))
    .limit(1);
  return row ?? null;
}

/** Inserts a pending request unless the pair already has a row: false when it had one. */
export async function insertRequest(tx: Tx, requesterId: string, addresseeId: string, now: Date) {
  const rows = await tx
    .insert(buddyLinks)
    .values({ requesterId, addresseeId, status: 'pending', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: buddyLinks.id });
  return rows.length === 1;
}

/** Accepts a pending request only if it is still pending: false when it was not (any more). */
export async function acceptRequest(tx: Tx, requesterId: string, addresseeId: string, now: Date) {
  const rows = await tx
    .update(buddyLinks)
    .set({ status: 'accepted', acceptedAt: now })
    .where(
      and(
        eq(buddyLinks.requesterId, requesterId),
        eq(buddyLinks.addresseeId, addresseeId),
        eq(buddyLinks.status, 'pending'),
      ),
    )
    .returning({ id: buddyLinks.id });
  return rows.length === 1;
}

/** Deletes a still-pending request (decline by the addressee, cancel by the requester). */
export async function deletePendingRequest(tx: Tx, requesterId: string, addresseeId: string) {
  const rows = await tx
    .delete(buddyLinks)
    .where(
      and(
        eq(buddyLinks.requesterId, requesterId),
        eq(buddyLinks.addresseeId, addresseeId),
        eq(buddyLinks.status, 'pending'),
      ),
    )
    .returning({ id: buddyLinks.id });
  return rows.length === 1;
}

/** Ends an accepted link from either side. */
export async function deleteAcceptedLink(tx: Tx, a: string, b: string) {
  const rows = await tx
    .delete(buddyLinks)
    .where(and(pair(a, b), eq(buddyLinks.status, 'accepted')))
    .returning({ id: buddyLinks.id });
  return rows.length === 1;
}

/**
 * Which of `others` have an accepted link with `memberId`, each link share-locked until the caller's
 * transaction ends: a revocation running at the same moment waits and takes effect after it.
 */
export async function lockAcceptedBuddies(tx: Tx, memberId: string, others: readonly string[]) {
  if (others.length === 0) return new Set<string>();
  const rows = await tx
    .select({ requesterId: buddyLinks.requesterId, addresseeId: buddyLinks.addresseeId })
    .from(buddyLinks)
    .where(
      and(
        eq(buddyLinks.status, 'accepted'),
        or(
          and(eq(buddyLinks.requesterId, memberId), inArray(buddyLinks.addresseeId, [...others])),
          and(eq(buddyLinks.addresseeId, memberId), inArray(buddyLinks.requesterId, [...others])),
        ),
      ),
    )
    .for('share');
  return new Set(rows.map((r) => (r.requesterId === memberId ? r.addresseeId : r.requesterId)));
}

export type ListedMember = { name: string; target: string; club: string };

/** The other side of each of the member's links of one kind, by name. */
export async function listLinked(
  db: DbOrTx,
  memberId: string,
  kind: 'buddies' | 'incoming' | 'pending',
): Promise<ListedMember[]> {
  const other = sql`case when ${buddyLinks.requesterId} = ${memberId} then ${buddyLinks.addresseeId} else ${buddyLinks.requesterId} end`;
  const where =
    kind === 'buddies'
      ? and(
          eq(buddyLinks.status, 'accepted'),
          or(eq(buddyLinks.requesterId, memberId), eq(buddyLinks.addresseeId, memberId)),
        )
      : kind === 'incoming'
        ? and(eq(buddyLinks.status, 'pending'), eq(buddyLinks.addresseeId, memberId))
        : and(eq(buddyLinks.status, 'pending'), eq(buddyLinks.requesterId, memberId));
  const links = await db
    .select({ memberId: memberHandles.memberId, target: memberHandles.publicId })
    .from(buddyLinks)
    .innerJoin(memberHandles, sql`${memberHandles.memberId} = ${other}`)
    .where(where);
  const targets = new Map(links.map((l) => [l.memberId, l.target]));
  // By name as the members module sorts them, then (members of the same name) by public id.
  const cards = await findMemberCards(db, [...targets.keys()]);
  const nameRank = new Map<string, number>();
  const listed = cards.map((c, i) => {
    const key = JSON.stringify([c.forename, c.surname]);
    if (!nameRank.has(key)) nameRank.set(key, i);
    return { rank: nameRank.get(key)!, name: c.name, target: targets.get(c.memberId)!, club: c.club };
  });
  listed.sort((x, y) => x.rank - y.rank || (x.target < y.target ? -1 : x.target > y.target ? 1 : 0));
  return listed.slice(0, 500).map(({ rank: _, ...m }) => m);
}

export async function countIncoming(db: DbOrTx, memberId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(buddyLinks)
    .where(and(eq(buddyLinks.status, 'pending'), eq(buddyLinks.addresseeId, memberId)));
  return row?.count ?? 0;
}
