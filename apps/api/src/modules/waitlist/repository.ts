import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type OfferState, waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';

export type NewEntry = {
  memberId: string;
  clubId: number;
  courseId: number;
  startsAt: Date;
  players: number;
  juniors: number;
  notes: string;
  now: Date;
};

/**
 * Whether the entry aliased `e` still waits at `now`: waiting, or offered places not yet run out. An offer
 * past its expiry ends its party's place at once (the sweep only writes it down later), so members and
 * staff see the same line whether or not the sweep has run.
 */
export const liveEntry = (alias: 'e' | 'x' | 'waitlist_entries', now: Date) => {
  const e = sql.raw(alias);
  return sql`(${e}.state = 'waiting' or (${e}.state = 'offered' and exists (select 1 from waitlist_offers lo
    where lo.entry_id = ${e}.id and lo.state = 'open' and lo.expires_at > ${now.toISOString()}::timestamptz)))`;
};

/** Null when the member already has an active place on that start (the partial unique index). */
export async function insertEntry(tx: Tx, entry: NewEntry): Promise<number | null> {
  const { now, ...values } = entry;
  const [row] = await tx
    .insert(waitlistEntries)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  return row?.id ?? null;
}

/** The 1-based place of an active entry among its start's active parties (join order). */
export async function positionOf(db: DbOrTx, entryId: number, now = new Date()): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::integer as position from waitlist_entries e
    join waitlist_entries me on me.id = ${entryId}
    where e.course_id = me.course_id and e.starts_at = me.starts_at and ${liveEntry('e', now)}
      and (e.created_at, e.id) <= (me.created_at, me.id)`);
  const [row] = (result as unknown as { rows: { position: number }[] }).rows;
  return Math.max(1, Number(row?.position ?? 1));
}

export type MyEntryRow = {
  id: number;
  clubId: number;
  clubName: string;
  courseId: number;
  courseName: string;
  startsAt: Date;
  players: number;
  juniors: number;
  position: number;
  offerId: number | null;
  offerExpiresAt: Date | null;
};

/** The member's live places on starts still to come, soonest first, each with its live offer. */
export async function findMyEntries(db: DbOrTx, memberId: string, now: Date): Promise<MyEntryRow[]> {
  const result = await db.execute(sql`
    select e.id, e.club_id as "clubId", c.name as "clubName", e.course_id as "courseId",
      co.name as "courseName", e.starts_at as "startsAt", e.players, e.juniors,
      (select count(*)::integer from waitlist_entries x
        where x.course_id = e.course_id and x.starts_at = e.starts_at and ${liveEntry('x', now)}
          and (x.created_at, x.id) <= (e.created_at, e.id)) as position,
      o.id as "offerId", o.expires_at as "offerExpiresAt"
    from waitlist_entries e
    join clubs c on c.id = e.club_id
    join courses co on co.id = e.course_id
    left join waitlist_offers o on o.entry_id = e.id and o.state = 'open'
      and o.expires_at > ${now.toISOString()}::timestamptz
    where e.member_id = ${memberId} and ${liveEntry('e', now)}
      and e.starts_at > ${now.toISOString()}::timestamptz
    order by e.starts_at, e.id`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: Number(r.id),
    clubId: Number(r.clubId),
    clubName: String(r.clubName),
    courseId: Number(r.courseId),
    courseName: String(r.courseName),
    startsAt: new Date(r.startsAt as string),
    players: Number(r.players),
    juniors: Number(r.juniors),
    position: Number(r.position),
    offerId: r.offerId === null ? null : Number(r.offerId),
    offerExpiresAt: r.offerExpiresAt === null ? null : new Date(r.offerExpiresAt as string),
  }));
}

export type EntryRow = typeof waitlistEntries.$inferSelect;

export async function findEntry(db: DbOrTx, entryId: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  return row ?? null;
}

export type OfferRow = typeof waitlistOffers.$inferSelect;

export async function findOffer(db: DbOrTx, offerId: number): Promise<OfferRow | null> {
  const [row] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offerId));
  return row ?? null;
}

/** The open offer of an entry, if it has one. */
export async function findOpenOfferOfEntry(db: DbOrTx, entryId: number): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.state, 'open')));
  return row ?? null;
}

/**
 * Settles an open offer as declined or expired; `expiredBy` also requires it to have run out by then (the
 * sweep). False when it was no longer open: accepted, declined or expired by someone else first.
 */
export async function settleOffer(
  tx: Tx,
  offerId: number,
  to: Exclude<OfferState, 'open' | 'accepted'>,
  now: Date,
  expiredBy?: Date,
): Promise<boolean> {
  const rows = await tx
    .update(waitlistOffers)
    .set({ state: to, settledAt: now })
    .where(
      and(
        eq(waitlistOffers.id, offerId),
        eq(waitlistOffers.state, 'open'),
        expiredBy ? lte(waitlistOffers.expiresAt, expiredBy) : undefined,
      ),
    )
    .returning({ id: waitlistOffers.id });
  return rows.length === 1;
}

/** Open offers run out by `now`, oldest first: the sweep's work. */
export function findExpiredOpenOffers(db: DbOrTx, now: Date, limit = 200) {
  return db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.state, 'open'), lte(waitlistOffers.expiresAt, now)))
    .orderBy(asc(waitlistOffers.expiresAt), asc(waitlistOffers.id))
    .limit(limit);
}
