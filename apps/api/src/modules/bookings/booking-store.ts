import type { ConfirmationStatus, CostUnit } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { BookerProfile } from '../../domain/booking-rules/membership';
import type { Lot } from '../../domain/booking-rules/payment';
import type { DayUsage } from '../../domain/booking-rules/player-slots';
import { restrictionCountSql } from '../../domain/booking-rules/restriction';
import { sqlArrayQuery } from '../../lib/array-query';
import { undefinedIfWorthRetrying, worthRetrying } from '../../lib/transaction';
import { clubSubscribedSql } from '../integrations';
import { type LineGate, lineGateOf, lineGateSql } from '../release-lines';
import type { Debit, PartyPlayer } from './party';

/*
 * The booking's statements. They call PL/pgSQL functions (src/db/functions) so that a booking's
 * transaction is BEGIN, two short calls and COMMIT, and a member booking alone is two statements and no
 * transaction of its own: an unlocked read of what the rules need, then one call that locks, checks the
 * read still stands and writes. The functions hold no rule: the service decides between the calls who pays
 * what. Every write in them stays conditional, and they are the one place that spends points and names the
 * booking's ledger types.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type LockedMember = BookerProfile & { id: string; email: string; name: string };

export type LockedWallet = { usage: DayUsage; dueLots: number; lots: Lot[] };

export type LockedPayer = { member: LockedMember; wallet: LockedWallet };

type LockRow = Omit<LockedMember, 'id' | 'membershipExpires'> & {
  memberId: string;
  expiresMs: number | null;
  claimed: boolean;
  usagePlayers: number;
  usageBookings: number;
  dueLots: number;
  lots: [number, number, number][];
};

/**
 * Locks the booker and the party's other members in id order, then claims (booker, key) — lock order
 * members by id → key — and, when this attempt owns the key, reads after the locks each member's golf
 * usage on the local date, lots due to expire and live lots, and their names. `claimed` false means the
 * key was used before; null means the booker does not exist. A member missing from `members` does not
 * exist. With the club's no-show rule, the same statement counts each locked member's no-shows and approved
 * late cancellations at the club since `since` (the rule's one SQL expression): the booker's and every
 * party member's, since no one under the rule may be booked in by someone else either.
 */
export async function lockPartyAndClaimKey(
  tx: Tx,
  input: {
    bookerId: string;
    memberIds: readonly string[];
    key: string;
    requestHash: string;
    localDate: string;
    now: Date;
    restriction: { clubId: number; since: Date } | null;
  },
): Promise<{
  claimed: boolean;
  members: Map<string, LockedPayer>;
  /** The booker's count against the club's no-show rule (0 without one). */
  restrictionCount: number;
  /** Each locked member's count against the rule, by member id. */
  restrictionCounts: Map<string, number>;
} | null> {
  const count = input.restriction
    ? restrictionCountSql(
        sql`l."memberId"`,
        sql`${input.restriction.clubId}::int`,
        sql`${input.restriction.since.toISOString()}::timestamptz`,
      )
    : sql`0`;
  const rows = rowsOf<LockRow & { restrictionCount: number }>(
    await tx.execute(sql`select l.*, ${count} as "restrictionCount"
      from fairway_lock_and_claim(${input.bookerId}::uuid,
        ${sql.param([...input.memberIds])}::uuid[], ${input.key}::text, ${input.requestHash}::text,
        ${input.localDate}::text, ${input.now.toISOString()}::timestamptz) l`),
  );
  if (!rows.some((r) => r.memberId === input.bookerId)) return null;
  const members = new Map(rows.map(({ restrictionCount: _, ...row }) => [row.memberId, toLockedPayer(row)]));
  const restrictionCounts = new Map(rows.map((r) => [r.memberId, Number(r.restrictionCount ?? 0)]));
  return {
    claimed: rows[0]!.claimed,
    members,
    restrictionCount: restrictionCounts.get(input.bookerId) ?? 0,
    restrictionCounts,
  };
}

/**
 * What the rules need of a member booking alone, read without a lock or a transaction: their row as
 * `fairway_member_inputs` gives it (kept as its JSON text, which `bookAlone` compares under the lock),
 * whether the key was used before, the club's no-show count and whether the club has webhooks wanting
 * `booking.created` (an event written in the booking's transaction, so not a booking made alone), and
 * whether the start is full already (`fairway_start_full`, as the write's own first look), and the
 * course-day's release line gate when the course has a release (the quote's question, in this statement). Null
 * when the member does not exist, or the read was lost on the way.
 */
export async function readAloneInputs(
  db: Db,
  input: {
    bookerId: string;
    key: string;
    localDate: string;
    now: Date;
    clubId: number;
    restrictionSince: Date | null;
    /** The start asked for, the party's size and the start's capacity: whether it is full already. */
    start: { courseId: number; startsAt: Date; people: number; capacity: number };
    /** Whether the course has a release: the course-day's line gate is read too (`lineGateSql`). */
    gate: boolean;
  },
): Promise<{
  payer: LockedPayer;
  inputs: string;
  keyUsed: boolean;
  restrictionCount: number;
  webhooks: boolean;
  startFull: boolean;
  /** The course-day's line gate (null: no line, or not asked). */
  gate: LineGate | null;
} | null> {
  const rows = await aloneInputs(db, {
    bookerId: input.bookerId,
    key: input.key,
    localDate: input.localDate,
    now: input.now.toISOString(),
    clubId: input.clubId,
    since: input.restrictionSince?.toISOString() ?? null,
    courseId: input.start.courseId,
    startsAt: input.start.startsAt.toISOString(),
    people: input.start.people,
    capacity: input.start.capacity,
    gate: input.gate,
  })
    // A read lost or aborted on the way: the transaction reads again, and retries as it does.
    .catch(undefinedIfWorthRetrying);
  const [inputs, keyUsed, restrictionCount, webhooks, startFull, gate] = (rows?.[0] ?? []) as [
    string | null,
    boolean,
    number,
    boolean,
    boolean,
    unknown,
  ];
  const member = inputs ? (JSON.parse(inputs) as Omit<LockRow, 'claimed'>[])[0] : undefined;
  if (!inputs || !member) return null;
  return {
    payer: toLockedPayer({ ...member, claimed: true }),
    inputs,
    keyUsed,
    restrictionCount: Number(restrictionCount ?? 0),
    webhooks,
    startFull,
    gate: lineGateOf(gate),
  };
}
const p = sql.placeholder;
/** readAloneInputs' one statement (named: parsed once per pooled connection; rows as arrays). */
const aloneInputs = sqlArrayQuery<
  | 'bookerId'
  | 'key'
  | 'localDate'
  | 'now'
  | 'clubId'
  | 'since'
  | 'courseId'
  | 'startsAt'
  | 'people'
  | 'capacity'
  | 'gate'
>(
  'booking_alone_inputs',
  sql`select
    fairway_alone_inputs(${p('bookerId')}::uuid, ${p('localDate')}::text, ${p('now')}::timestamptz),
    exists (select 1 from idempotency_keys k
      where k.member_id = ${p('bookerId')}::uuid and k.key = ${p('key')}::text),
    case when ${p('since')}::timestamptz is null then 0 else ${restrictionCountSql(
      sql`${p('bookerId')}::uuid`,
      sql`${p('clubId')}::int`,
      sql`${p('since')}::timestamptz`,
    )} end,
    ${clubSubscribedSql(p('clubId'), 'booking.created')},
    fairway_start_full(${p('courseId')}::integer, ${p('startsAt')}::timestamptz, ${p('people')}::integer,
      ${p('capacity')}::smallint),
    case when ${p('gate')}::boolean then ${lineGateSql(
      sql`${p('courseId')}::integer`,
      sql`${p('localDate')}::text`,
      sql`${p('now')}::timestamptz`,
    )} end`,
);

function toLockedPayer(row: LockRow): LockedPayer {
  const { memberId, expiresMs, claimed, usagePlayers, usageBookings, dueLots, lots, ...member } = row;
  return {
    member: {
      ...member,
      id: memberId,
      membershipExpires: expiresMs === null ? null : new Date(Number(expiresMs)),
    },
    wallet: {
      usage: { players: Number(usagePlayers ?? 0), bookings: Number(usageBookings ?? 0) },
      dueLots: Number(dueLots ?? 0),
      lots: (lots ?? []).map(([id, expiresAt, remaining]) => ({
        id: Number(id),
        expiresAt: new Date(Number(expiresAt)),
        remaining: Number(remaining),
      })),
    },
  };
}

export type BookingWrite = {
  bookerId: string;
  idempotencyKey: string;
  bookingType: 0 | 1 | 2 | 4;
  clubId: number;
  courseId: number;
  startsAt: Date;
  localDate: string;
  capacity: number;
  bookingRef: string;
  confirmationCode: string;
  confirmationStatus: ConfirmationStatus;
  notes: string;
  extraTitle: string | null;
  fulfilled: boolean | null;
  costUnit: CostUnit;
  /** The party in position order; its size, juniors and cost are derived from it. */
  players: readonly PartyPlayer[];
  /** What each payer spends: home points (lotId null) or one of their own lots. */
  debits: readonly Debit[];
  description: string;
  now: Date;
  /** A waitlist offer of the booker's that this booking accepts (its held places become the booking's). */
  offerId?: number | null;
  /** A party hold of the booker's that this booking commits (its held places become the booking's). */
  holdId?: number | null;
};

export type BookingWriteOutcome =
  /** `webhooks`: the club has a live webhook subscribed to booking.created (read in the same statement). */
  | { kind: 'booked'; id: number; webhooks: boolean }
  | { kind: 'full' }
  | { kind: 'code_collision' }
  | { kind: 'points_changed' }
  | { kind: 'offer_expired' }
  | { kind: 'hold_expired' };

/**
 * Takes the places (within capacity less the places live holds keep, or a new occupancy row; with
 * `offerId`, accepting that waitlist offer; with `holdId`, committing that party hold), inserts the booking and its players,
 * spends each payer's home points and lots (only if they still cover it), writes debits and ledger rows
 * and attaches the booking to the key. The caller rolls back unless the outcome is `booked`. One
 * statement, which also says whether the club's webhooks want to hear of the booking.
 */
export async function writeBooking(tx: Tx, w: BookingWrite): Promise<BookingWriteOutcome> {
  const [row] = rowsOf<{ outcome: BookingWriteOutcome['kind']; bookingId: number | null; webhooks: boolean }>(
    await tx.execute(sql`select f.*, ${clubSubscribedSql(w.clubId, 'booking.created')} as webhooks
    from fairway_write_booking(
      ${w.bookerId}::uuid, ${w.idempotencyKey}::text, ${w.bookingType}::smallint, ${w.clubId}::integer,
      ${w.courseId}::integer, ${w.startsAt.toISOString()}::timestamptz, ${w.localDate}::text,
      ${w.capacity}::smallint, ${w.bookingRef}::text, ${w.confirmationCode}::text,
      ${w.confirmationStatus}::text, ${w.notes}::text, ${w.extraTitle}::text, ${w.fulfilled}::boolean,
      ${w.costUnit}::text, ${partyAndDebits(w)},
      ${w.description}::text, ${w.now.toISOString()}::timestamptz, ${w.offerId ?? null}::integer,
      ${w.holdId ?? null}::integer) f`),
  );
  if (!row) throw new Error('fairway_write_booking returned no row');
  if (row.outcome === 'booked') return { kind: 'booked', id: Number(row.bookingId), webhooks: row.webhooks };
  return { kind: row.outcome };
}

/** The players' and the debits' arrays, in the write functions' argument order. */
function partyAndDebits(w: Pick<BookingWrite, 'players' | 'debits'>) {
  const p = <T>(values: T[]) => sql.param(values);
  return sql`${p(w.players.map((x) => x.kind))}::text[], ${p(w.players.map((x) => x.memberId))}::uuid[],
      ${p(w.players.map((x) => x.payerId))}::uuid[], ${p(w.players.map((x) => x.isJunior))}::boolean[],
      ${p(w.players.map((x) => x.cost))}::integer[],
      ${p(w.debits.map((d) => d.memberId))}::uuid[], ${p(w.debits.map((d) => d.lotId))}::bigint[],
      ${p(w.debits.map((d) => d.points))}::integer[]`;
}

export type BookAloneOutcome =
  | Exclude<BookingWriteOutcome, { kind: 'booked' | 'offer_expired' | 'hold_expired' }>
  | { kind: 'booked'; id: number }
  /** Decide again, in the transaction: the read no longer stands, or the key was used meanwhile. */
  | { kind: 'stale' | 'replayed' }
  /** A day opening through a line, and no live turn of the booker's: their place in it (0: no ticket). */
  | { kind: 'not_your_turn'; position: number };

/**
 * A member booking alone, decided on `readAloneInputs`, in one statement that is its own transaction:
 * the member locked, `inputs` compared with what the rules would read now (`stale` when anything moved:
 * decide again), the write as `writeBooking` makes it, then the key claimed with the booking in one row
 * (`replayed` when it was used meanwhile: the write is undone); on a day opening through a release line
 * (`line`), only in the booker's live turn, taken before the write as the transaction takes it
 * (`fairway_take_line_turn`). A refusal undoes every write, and is answered as a row.
 */
export async function bookAlone(
  db: Db,
  w: Omit<BookingWrite, 'offerId' | 'holdId'> & { requestHash: string; inputs: string; line: number | null },
): Promise<BookAloneOutcome> {
  try {
    const [row] = await book(db, {
      bookerId: w.bookerId,
      key: w.idempotencyKey,
      requestHash: w.requestHash,
      inputs: w.inputs,
      bookingType: w.bookingType,
      clubId: w.clubId,
      courseId: w.courseId,
      startsAt: w.startsAt.toISOString(),
      localDate: w.localDate,
      capacity: w.capacity,
      bookingRef: w.bookingRef,
      code: w.confirmationCode,
      status: w.confirmationStatus,
      notes: w.notes,
      extraTitle: w.extraTitle,
      fulfilled: w.fulfilled,
      costUnit: w.costUnit,
      playerKinds: w.players.map((x) => x.kind),
      playerMembers: w.players.map((x) => x.memberId),
      playerPayers: w.players.map((x) => x.payerId),
      playerJuniors: w.players.map((x) => x.isJunior),
      playerCosts: w.players.map((x) => x.cost),
      debitMembers: w.debits.map((d) => d.memberId),
      debitLots: w.debits.map((d) => d.lotId),
      debitPoints: w.debits.map((d) => d.points),
      description: w.description,
      now: w.now.toISOString(),
      line: w.line,
    });
    if (!row) throw new Error('fairway_book returned no row');
    const [outcome, bookingId, position] = row as [BookAloneOutcome['kind'], number | null, number | null];
    if (outcome === 'booked') return { kind: 'booked', id: Number(bookingId) };
    if (outcome === 'not_your_turn') return { kind: outcome, position: Number(position ?? 0) };
    return { kind: outcome };
  } catch (error) {
    // Lost on the way (committed or not: the key tells the transaction, which replays or books) or
    // aborted for a deadlock: decided again in the transaction, which retries as it does.
    if (await worthRetrying(error)) return { kind: 'stale' };
    throw error;
  }
}

/** bookAlone's one statement (named: parsed once per pooled connection; rows as arrays). */
const book = sqlArrayQuery<
  | 'bookerId'
  | 'key'
  | 'requestHash'
  | 'inputs'
  | 'bookingType'
  | 'clubId'
  | 'courseId'
  | 'startsAt'
  | 'localDate'
  | 'capacity'
  | 'bookingRef'
  | 'code'
  | 'status'
  | 'notes'
  | 'extraTitle'
  | 'fulfilled'
  | 'costUnit'
  | 'playerKinds'
  | 'playerMembers'
  | 'playerPayers'
  | 'playerJuniors'
  | 'playerCosts'
  | 'debitMembers'
  | 'debitLots'
  | 'debitPoints'
  | 'description'
  | 'now'
  | 'line'
>(
  'booking_alone',
  sql`select outcome, "bookingId", "linePosition" from fairway_book(${p('bookerId')}::uuid, ${p('key')}::text,
    ${p('requestHash')}::text, ${p('inputs')}::text, ${p('bookingType')}::smallint, ${p('clubId')}::integer,
    ${p('courseId')}::integer, ${p('startsAt')}::timestamptz, ${p('localDate')}::text,
    ${p('capacity')}::smallint, ${p('bookingRef')}::text, ${p('code')}::text, ${p('status')}::text,
    ${p('notes')}::text, ${p('extraTitle')}::text, ${p('fulfilled')}::boolean, ${p('costUnit')}::text,
    ${p('playerKinds')}::text[], ${p('playerMembers')}::uuid[], ${p('playerPayers')}::uuid[],
    ${p('playerJuniors')}::boolean[], ${p('playerCosts')}::integer[], ${p('debitMembers')}::uuid[],
    ${p('debitLots')}::bigint[], ${p('debitPoints')}::integer[], ${p('description')}::text,
    ${p('now')}::timestamptz, ${p('line')}::integer)`,
);
