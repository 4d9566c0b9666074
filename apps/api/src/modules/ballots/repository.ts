import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { ballotEntrants, ballotEntries, ballotStandings, ballots } from '../../db/schema/ballots';

/** The only code of the ballots module that knows Drizzle. */

export type BallotRow = typeof ballots.$inferSelect;
export type EntryRow = typeof ballotEntries.$inferSelect;

export async function findBallot(db: DbOrTx, id: number): Promise<BallotRow | null> {
  const [row] = await db.select().from(ballots).where(eq(ballots.id, id)).limit(1);
  return row ?? null;
}

export async function findBallotOfDay(
  db: DbOrTx,
  courseId: number,
  localDate: string,
): Promise<BallotRow | null> {
  const [row] = await db
    .select()
    .from(ballots)
    .where(and(eq(ballots.courseId, courseId), eq(ballots.localDate, localDate)))
    .limit(1);
  return row ?? null;
}

/**
 * The course-day's ballot state ('Open', 'Drawing', 'Drawn'), or null before the ballot exists: the one
 * read the booking rules make of a ballot (bookings' BallotStatePort, wired in modules/index.ts).
 */
export async function findBallotState(db: DbOrTx, courseId: number, localDate: string) {
  const [row] = await db
    .select({ state: ballots.state })
    .from(ballots)
    .where(and(eq(ballots.courseId, courseId), eq(ballots.localDate, localDate)))
    .limit(1);
  return row?.state ?? null;
}

/** Inserts the course-day's ballot unless one exists (two instances opening it at once make one). */
export async function insertBallotIfAbsent(db: DbOrTx, values: typeof ballots.$inferInsert): Promise<void> {
  await db
    .insert(ballots)
    .values(values)
    .onConflictDoNothing({ target: [ballots.courseId, ballots.localDate] });
}

/** Open ballots whose draw time has come. */
export function findDueBallotIds(db: DbOrTx, now: Date): Promise<{ id: number }[]> {
  return db
    .select({ id: ballots.id })
    .from(ballots)
    .where(and(eq(ballots.state, 'Open'), lte(ballots.drawAt, now)))
    .orderBy(asc(ballots.drawAt));
}

/** Ballots stuck in Drawing since before `before` (a drawer crashed): the job resumes them. */
export function findStaleDrawingIds(db: DbOrTx, before: Date): Promise<{ id: number }[]> {
  return db
    .select({ id: ballots.id })
    .from(ballots)
    .where(and(eq(ballots.state, 'Drawing'), lte(ballots.drawingSince, before)));
}

/** Locks the ballot row for the rest of the transaction (entries and the draw's claim). */
export async function lockBallot(tx: Tx, id: number): Promise<BallotRow | null> {
  const [row] = await tx.select().from(ballots).where(eq(ballots.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function countEntries(db: DbOrTx, ballotId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ballotEntries)
    .where(eq(ballotEntries.ballotId, ballotId));
  return row?.n ?? 0;
}

export async function listEntries(db: DbOrTx, ballotId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(ballotEntries)
    .where(eq(ballotEntries.ballotId, ballotId))
    .orderBy(asc(ballotEntries.id));
}

/** The entry the member is in (as entrant or as a buddy), with its party's member ids in position order. */
export async function findEntryOfMember(db: DbOrTx, ballotId: number, memberId: string) {
  const [mine] = await db
    .select({ entryId: ballotEntrants.entryId })
    .from(ballotEntrants)
    .where(and(eq(ballotEntrants.ballotId, ballotId), eq(ballotEntrants.memberId, memberId)))
    .limit(1);
  if (!mine) return null;
  const [entry] = await db.select().from(ballotEntries).where(eq(ballotEntries.id, mine.entryId)).limit(1);
  if (!entry) return null;
  const party = await partyOf(db, entry.id);
  return { entry, party };
}

/** Member ids of an entry's party, entrant first. */
export async function partyOf(db: DbOrTx, entryId: string): Promise<string[]> {
  return (await partyConsents(db, entryId)).map((r) => r.memberId);
}

export type Consent = (typeof ballotEntrants.$inferSelect)['consent'];

/** An entry's party, entrant first, each with whether they were asked and answered (see `consent`). */
export async function partyConsents(
  db: DbOrTx,
  entryId: string,
): Promise<{ memberId: string; consent: Consent }[]> {
  return db
    .select({ memberId: ballotEntrants.memberId, consent: ballotEntrants.consent })
    .from(ballotEntrants)
    .where(eq(ballotEntrants.entryId, entryId))
    .orderBy(asc(ballotEntrants.position));
}

/** A buddy's answer to being in an entry: pending → accepted; false when they were not waited for. */
export async function acceptEntry(tx: Tx, ballotId: number, memberId: string): Promise<boolean> {
  const rows = await tx
    .update(ballotEntrants)
    .set({ consent: 'accepted' })
    .where(
      and(
        eq(ballotEntrants.ballotId, ballotId),
        eq(ballotEntrants.memberId, memberId),
        eq(ballotEntrants.consent, 'pending'),
      ),
    )
    .returning({ entryId: ballotEntrants.entryId });
  return rows.length > 0;
}

/** Entries of a ballot with a buddy still to accept being in them: the draw leaves them out. */
export async function findUnconfirmedEntryIds(db: DbOrTx, ballotId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ entryId: ballotEntrants.entryId })
    .from(ballotEntrants)
    .where(and(eq(ballotEntrants.ballotId, ballotId), eq(ballotEntrants.consent, 'pending')));
  return new Set(rows.map((r) => r.entryId));
}

/**
 * Writes an entry and its party. False (nothing written, the caller's transaction rolls back) when one
 * of them is already in an entry of this ballot: the entrants' primary key decides, even under races.
 */
export async function insertEntry(
  tx: Tx,
  entry: typeof ballotEntries.$inferInsert,
  party: readonly string[],
  /** Buddies who asked to be asked: written `pending`, to accept being in the entry. */
  askFirst: ReadonlySet<string> = new Set(),
): Promise<boolean> {
  await tx.insert(ballotEntries).values(entry);
  const inserted = await tx
    .insert(ballotEntrants)
    .values(
      party.map((memberId, position) => ({
        ballotId: entry.ballotId,
        memberId,
        entryId: entry.id,
        position,
        consent: askFirst.has(memberId) ? ('pending' as const) : ('not_asked' as const),
      })),
    )
    .onConflictDoNothing()
    .returning({ memberId: ballotEntrants.memberId });
  return inserted.length === party.length;
}

export async function deleteEntry(tx: Tx, entryId: string): Promise<void> {
  await tx.delete(ballotEntries).where(eq(ballotEntries.id, entryId));
}

/** Consecutive lost ballots of members at a club (absent: none). */
export async function findLosses(db: DbOrTx, clubId: number, memberIds: readonly string[]) {
  if (memberIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ memberId: ballotStandings.memberId, losses: ballotStandings.consecutiveLosses })
    .from(ballotStandings)
    .where(and(eq(ballotStandings.clubId, clubId), inArray(ballotStandings.memberId, [...memberIds])));
  return new Map(rows.map((r) => [r.memberId, r.losses]));
}

/** A loss adds one to the member's run at the club; a win resets it. */
export async function recordResult(tx: Tx, clubId: number, memberId: string, won: boolean): Promise<void> {
  await tx
    .insert(ballotStandings)
    .values({ memberId, clubId, consecutiveLosses: won ? 0 : 1 })
    .onConflictDoUpdate({
      target: [ballotStandings.memberId, ballotStandings.clubId],
      set: { consecutiveLosses: won ? 0 : sql`${ballotStandings.consecutiveLosses} + 1` },
    });
}

/**
 * Claims an Open ballot for drawing, with its seed opened (in the clear from now on: it is revealed once
 * drawn), capacity snapshot, order and weights.
 */
export async function claimForDraw(
  tx: Tx,
  id: number,
  claim: {
    seed: string;
    capacity: Record<string, number>;
    order: string[];
    weights: Map<string, number>;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(ballots)
    .set({
      state: 'Drawing',
      seed: claim.seed,
      capacity: claim.capacity,
      drawOrder: claim.order,
      drawingSince: claim.now,
    })
    .where(eq(ballots.id, id));
  for (const [entryId, weight] of claim.weights) {
    await tx.update(ballotEntries).set({ weight }).where(eq(ballotEntries.id, entryId));
  }
}

export async function setEntryResult(
  db: DbOrTx,
  entryId: string,
  result: {
    outcome: NonNullable<EntryRow['outcome']>;
    time: string | null;
    bookingId: number | null;
  },
): Promise<void> {
  await db.update(ballotEntries).set(result).where(eq(ballotEntries.id, entryId));
}

/** Marks a Drawing ballot Drawn; false when another drawer finished it first. */
export async function markDrawn(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(ballots)
    .set({ state: 'Drawn', drawnAt: now })
    .where(and(eq(ballots.id, id), eq(ballots.state, 'Drawing')))
    .returning({ id: ballots.id });
  return rows.length > 0;
}
