// What the waitlist module holds about one member, for their data export and their account's erasure
// (your-data).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';

/** The member's waitlist places, each with the offers it was made (places held, until when, the outcome). */
export async function findWaitlistForExport(db: DbOrTx, memberId: string) {
  const entries = await db
    .select({
      id: waitlistEntries.id,
      clubId: waitlistEntries.clubId,
      courseId: waitlistEntries.courseId,
      startsAt: waitlistEntries.startsAt,
      players: waitlistEntries.players,
      juniors: waitlistEntries.juniors,
      notes: waitlistEntries.notes,
      state: waitlistEntries.state,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.memberId, memberId))
    .orderBy(asc(waitlistEntries.id));
  const offers = await db
    .select({
      entryId: waitlistOffers.entryId,
      places: waitlistOffers.places,
      expiresAt: waitlistOffers.expiresAt,
      state: waitlistOffers.state,
      bookingId: waitlistOffers.bookingId,
      createdAt: waitlistOffers.createdAt,
    })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.memberId, memberId))
    .orderBy(asc(waitlistOffers.id));
  return entries.map((entry) => ({ ...entry, offers: offers.filter((o) => o.entryId === entry.id) }));
}

/** The member's waitlist places go; an open offer's held places with them (they count nowhere once it is gone). */
export async function eraseWaitlistOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(waitlistOffers).where(eq(waitlistOffers.memberId, memberId));
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.memberId, memberId));
}
