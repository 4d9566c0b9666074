import { and, asc, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { lineTickets, releaseLines } from '../../db/schema/release-lines';
import { sqlArrayQuery } from '../../lib/array-query';
import { findCourseOfClub } from '../courses';

/** The only code of the release-lines module that knows Drizzle. */

export type LineRow = typeof releaseLines.$inferSelect;
export type TicketRow = typeof lineTickets.$inferSelect;

export async function findLine(db: DbOrTx, id: number): Promise<LineRow | null> {
  const [row] = await db.select().from(releaseLines).where(eq(releaseLines.id, id)).limit(1);
  return row ?? null;
}

export async function findLineOfDay(
  db: DbOrTx,
  courseId: number,
  localDate: string,
): Promise<LineRow | null> {
  const [row] = await db
    .select()
    .from(releaseLines)
    .where(and(eq(releaseLines.courseId, courseId), eq(releaseLines.localDate, localDate)))
    .limit(1);
  return row ?? null;
}

/** Inserts the course-day's line unless one exists (two instances making it at once make one). */
export async function insertLineIfAbsent(
  db: DbOrTx,
  values: typeof releaseLines.$inferInsert,
): Promise<void> {
  await db
    .insert(releaseLines)
    .values(values)
    .onConflictDoNothing({ target: [releaseLines.courseId, releaseLines.localDate] });
}

/** Locks the line row: FOR UPDATE to order it or place a late ticket, FOR SHARE to gather one. */
export async function lockLine(tx: Tx, id: number, mode: 'update' | 'share'): Promise<LineRow | null> {
  const [row] = await tx.select().from(releaseLines).where(eq(releaseLines.id, id)).for(mode).limit(1);
  return row ?? null;
}

export async function findTicketOfMember(
  db: DbOrTx,
  lineId: number,
  memberId: string,
): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(lineTickets)
    .where(and(eq(lineTickets.lineId, lineId), eq(lineTickets.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

/** A new ticket, or null when the member has one already. */
export async function insertTicket(
  tx: Tx,
  values: typeof lineTickets.$inferInsert,
): Promise<TicketRow | null> {
  const [row] = await tx.insert(lineTickets).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Every ticket of the line in joining order (the TicketId sequence). */
export function listTickets(db: DbOrTx, lineId: number): Promise<TicketRow[]> {
  return db.select().from(lineTickets).where(eq(lineTickets.lineId, lineId)).orderBy(asc(lineTickets.id));
}

/** How many of the line's tickets are admitted (or were) by `now`. */
export async function countAdmitted(db: DbOrTx, lineId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lineTickets)
    .where(and(eq(lineTickets.lineId, lineId), lte(lineTickets.admitAt, now)));
  return Number(row?.n ?? 0);
}

export type LineGate = { id: number; opensAt: Date; opened: boolean; unserved: boolean };

/**
 * The booking quote's one read of a course-day's line, as one SQL expression (so the admitted booking's
 * read carries it in its own statement: booking-store.ts): its id and opening (epoch ms), whether it is
 * ordered, and whether a ticket is still to be served at `now`, as a JSON array; null when the day has no
 * line. `lineGateOf` reads it back.
 */
export const lineGateSql = (courseId: SQL, localDate: SQL, now: SQL) => sql`(select json_build_array(l.id,
      floor(extract(epoch from l.opens_at) * 1000)::float8, l.opened_at is not null,
      exists (select 1 from line_tickets t
        where t.line_id = l.id and t.done_at is null
          and (t.admitted_until is null or t.admitted_until > ${now})))
    from release_lines l where l.course_id = ${courseId} and l.local_date = ${localDate})`;

/** `lineGateSql`'s value (as the driver parsed its JSON, or its text) as the gate, or null. */
export function lineGateOf(value: unknown): LineGate | null {
  if (value === null || value === undefined) return null;
  const [id, opensAtMs, opened, unserved] = (typeof value === 'string' ? JSON.parse(value) : value) as [
    number,
    number,
    boolean,
    boolean,
  ];
  return {
    id: Number(id),
    opensAt: new Date(opensAtMs),
    opened: opened === true,
    unserved: unserved === true,
  };
}

/**
 * `lineGateSql` on its own as a named statement, planned once per pooled connection: the search asks it for
 * each course-day with a release, and planning it anew each time cost PostgreSQL most of a search.
 */
const lineGateRead = sqlArrayQuery<'courseId' | 'date' | 'now'>(
  'line_gate',
  sql`select ${lineGateSql(
    sql`${sql.placeholder('courseId')}::integer`,
    sql`${sql.placeholder('date')}::text`,
    sql`${sql.placeholder('now')}::timestamptz`,
  )}`,
);

/** The gate of a course-day read on its own (null: the day has no line). */
export async function findLineGate(
  db: Db,
  courseId: number,
  localDate: string,
  now: Date,
): Promise<LineGate | null> {
  const [row] = await lineGateRead(db, {
    courseId: Math.trunc(courseId),
    date: localDate,
    now: now.toISOString(),
  });
  return lineGateOf(row?.[0]);
}

/** Whether a ticket is still to be served at `now`: not done, and its turn (if placed) not over. */
export async function hasUnservedTicket(db: DbOrTx, lineId: number, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from line_tickets
      where line_id = ${lineId} and done_at is null
        and (admitted_until is null or admitted_until > ${now.toISOString()}::timestamptz)) as open`);
  const [row] = (result as unknown as { rows: { open: boolean }[] }).rows;
  return row?.open === true;
}

/** Writes the places of the tickets ordered at the opening, and marks the line opened. */
export async function writeOpening(
  tx: Tx,
  line: { id: number; openedAt: Date; lastAdmitAt: Date | null },
  places: readonly { id: number; position: number; admitAt: Date; admittedUntil: Date }[],
): Promise<void> {
  if (places.length > 0) {
    await tx.execute(sql`
      update line_tickets t set position = p.position, admit_at = p.admit_at, admitted_until = p.admitted_until
      from unnest(
        ${`{${places.map((p) => p.id).join(',')}}`}::bigint[],
        ${`{${places.map((p) => p.position).join(',')}}`}::int[],
        ${`{${places.map((p) => p.admitAt.toISOString()).join(',')}}`}::timestamptz[],
        ${`{${places.map((p) => p.admittedUntil.toISOString()).join(',')}}`}::timestamptz[]
      ) as p(id, position, admit_at, admitted_until)
      where t.id = p.id and t.line_id = ${line.id}`);
  }
  await tx
    .update(releaseLines)
    .set({ openedAt: line.openedAt, positions: places.length, lastAdmitAt: line.lastAdmitAt })
    .where(eq(releaseLines.id, line.id));
}

/** Records a late ticket's place as the line's last. */
export async function advanceLine(
  tx: Tx,
  lineId: number,
  position: number,
  lastAdmitAt: Date,
): Promise<void> {
  await tx.update(releaseLines).set({ positions: position, lastAdmitAt }).where(eq(releaseLines.id, lineId));
}

/**
 * The booking write's step: the member's ticket with a live turn at `now` is marked Done (kept Done if it
 * was), in the booking's transaction. Null when the member has no live turn.
 */
export async function markTurnDone(
  tx: Tx,
  lineId: number,
  memberId: string,
  now: Date,
): Promise<number | null> {
  // The database function is the one definition of a live turn: fairway_book takes it the same way.
  const result = await tx.execute(sql`select fairway_take_line_turn(${lineId}::integer, ${memberId}::uuid,
    ${now.toISOString()}::timestamptz) as id`);
  const [row] = (result as unknown as { rows: { id: number | string | null }[] }).rows;
  return row?.id == null ? null : Number(row.id);
}

/** Lines whose opening time has come and that are not ordered yet. */
export function findDueLineIds(db: DbOrTx, now: Date): Promise<{ id: number }[]> {
  return db
    .select({ id: releaseLines.id })
    .from(releaseLines)
    .where(and(isNull(releaseLines.openedAt), lte(releaseLines.opensAt, now)))
    .orderBy(asc(releaseLines.opensAt));
}

/** Opened lines whose opening nobody has announced yet: claimed here, by one instance. */
export async function claimOpeningsToTell(db: DbOrTx, now: Date): Promise<LineRow[]> {
  return db
    .update(releaseLines)
    .set({ openToldAt: now })
    .where(and(isNull(releaseLines.openToldAt), sql`${releaseLines.openedAt} is not null`))
    .returning();
}

/**
 * Lines whose waiting members are due their places again (at most every `everyMs`): claimed here, by one
 * instance, so a member hears once per period however many instances run.
 */
export async function claimPlacesToSend(db: DbOrTx, now: Date, everyMs: number): Promise<LineRow[]> {
  const before = new Date(now.getTime() - everyMs).toISOString();
  return db
    .update(releaseLines)
    .set({ placesSentAt: now })
    .where(
      and(
        sql`${releaseLines.openedAt} is not null`,
        gt(releaseLines.lastAdmitAt, now),
        sql`(${releaseLines.placesSentAt} is null or ${releaseLines.placesSentAt} <= ${before}::timestamptz)`,
      ),
    )
    .returning();
}

/** The tickets still waiting for their turn at `now`, in order. */
export function findWaitingTickets(db: DbOrTx, lineId: number, now: Date): Promise<TicketRow[]> {
  return db
    .select()
    .from(lineTickets)
    .where(and(eq(lineTickets.lineId, lineId), gt(lineTickets.admitAt, now), isNull(lineTickets.doneAt)))
    .orderBy(asc(lineTickets.position));
}

/** Tickets whose turn has come and whose member has not been told: claimed here, by one instance. */
export async function claimTurnsToTell(
  tx: Tx,
  now: Date,
): Promise<{ lineId: number; memberId: string; admittedUntil: Date }[]> {
  const at = now.toISOString();
  const result = await tx.execute(sql`
    update line_tickets set turn_told_at = ${at}::timestamptz
    where id in (
      select id from line_tickets
      where turn_told_at is null and done_at is null
        and admit_at <= ${at}::timestamptz and admitted_until > ${at}::timestamptz
      order by admit_at limit 500
      for update skip locked)
    returning line_id as "lineId", member_id as "memberId", admitted_until as "admittedUntil"`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    lineId: Number(r.lineId),
    memberId: String(r.memberId),
    admittedUntil: new Date(r.admittedUntil as string),
  }));
}

/** The names a notification about a line shows. */
export async function findLineNames(
  db: DbOrTx,
  lineId: number,
): Promise<{ clubName: string; courseName: string } | null> {
  const [line] = await db
    .select({ clubId: releaseLines.clubId, courseId: releaseLines.courseId })
    .from(releaseLines)
    .where(eq(releaseLines.id, lineId))
    .limit(1);
  const names = line && (await findCourseOfClub(db, line.clubId, line.courseId));
  return names ? { clubName: names.clubName, courseName: names.courseName } : null;
}

/** Members holding a ticket in the line. */
export async function findTicketHolders(db: DbOrTx, lineId: number): Promise<string[]> {
  const rows = await db
    .select({ memberId: lineTickets.memberId })
    .from(lineTickets)
    .where(eq(lineTickets.lineId, lineId));
  return rows.map((r) => r.memberId);
}
