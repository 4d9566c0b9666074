import type { ConfirmationStatus, CostUnit } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { BookerProfile } from './rules/membership';
import type { Lot, PaymentPlan } from './rules/payment';
import type { DayUsage } from './rules/player-slots';

/*
 * The locked statements of the booking transaction. They call two PL/pgSQL functions (migration
 * 0002_booking_functions) so that the whole transaction is BEGIN, two short calls and COMMIT, and the
 * functions' inner statements are planned once per connection. The functions hold no rule: the service
 * decides between the two calls. Every write in them stays conditional.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type LockedBooker = BookerProfile & { id: string; email: string };

export type LockedWallet = { usage: DayUsage; dueLots: number; lots: Lot[] };

type LockRow = Omit<LockedBooker, 'id' | 'membershipExpires'> & {
  memberId: string;
  expiresMs: number | null;
  claimed: boolean;
  usagePlayers: number;
  usageBookings: number;
  dueLots: number;
  lots: [number, number, number][];
};

/**
 * Locks the member row and then claims (member, key) — lock order member → key — and, when this attempt
 * owns the key, reads after the lock the member's golf usage on the local date, lots due to expire and
 * live lots. `claimed` false means the key was used before; null means the member does not exist.
 */
export async function lockMemberAndClaimKey(
  tx: Tx,
  input: { memberId: string; key: string; requestHash: string; localDate: string; now: Date },
): Promise<{ member: LockedBooker; claimed: boolean; wallet: LockedWallet } | null> {
  const [row] = rowsOf<LockRow>(
    await tx.execute(sql`select * from fairway_lock_and_claim(${input.memberId}::uuid, ${input.key}::text,
      ${input.requestHash}::text, ${input.localDate}::text, ${input.now.toISOString()}::timestamptz)`),
  );
  if (!row) return null;
  const { memberId, expiresMs, claimed, usagePlayers, usageBookings, dueLots, lots, ...member } = row;
  return {
    member: {
      ...member,
      id: memberId,
      membershipExpires: expiresMs === null ? null : new Date(Number(expiresMs)),
    },
    claimed,
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
  memberId: string;
  idempotencyKey: string;
  bookingType: 0 | 1 | 2 | 4;
  clubId: number;
  courseId: number;
  startsAt: Date;
  localDate: string;
  capacity: number;
  numberOfPeople: number;
  ofWhichJuniors: number;
  bookingRef: string;
  confirmationCode: string;
  confirmationStatus: ConfirmationStatus;
  notes: string;
  extraTitle: string | null;
  fulfilled: boolean | null;
  cost: number;
  costUnit: CostUnit;
  /** Cost per player, booker first; juniors last. */
  playerCosts: number[];
  plan: PaymentPlan;
  description: string;
  now: Date;
};

export type BookingWriteOutcome =
  | { kind: 'booked'; id: number }
  | { kind: 'full' }
  | { kind: 'code_collision' }
  | { kind: 'points_changed' };

/**
 * Takes the places (within capacity, or a new occupancy row), inserts the booking and its players,
 * debits home points and lots (only if they still cover it), writes debits and ledger rows and attaches
 * the booking to the key. The caller rolls back unless the outcome is `booked`.
 */
export async function writeBooking(tx: Tx, w: BookingWrite): Promise<BookingWriteOutcome> {
  const [row] = rowsOf<{ outcome: BookingWriteOutcome['kind']; bookingId: number | null }>(
    await tx.execute(sql`select * from fairway_write_booking(
      ${w.memberId}::uuid, ${w.idempotencyKey}::text, ${w.bookingType}::smallint, ${w.clubId}::integer,
      ${w.courseId}::integer, ${w.startsAt.toISOString()}::timestamptz, ${w.localDate}::text,
      ${w.capacity}::smallint, ${w.numberOfPeople}::smallint, ${w.ofWhichJuniors}::smallint,
      ${w.bookingRef}::text, ${w.confirmationCode}::text, ${w.confirmationStatus}::text, ${w.notes}::text,
      ${w.extraTitle}::text, ${w.fulfilled}::boolean, ${w.cost}::integer, ${w.costUnit}::text,
      ${sql.param(w.playerCosts)}::integer[], ${w.plan.home}::integer,
      ${sql.param(w.plan.lots.map((l) => l.lotId))}::bigint[],
      ${sql.param(w.plan.lots.map((l) => l.points))}::integer[],
      ${w.description}::text, ${w.now.toISOString()}::timestamptz)`),
  );
  if (!row) throw new Error('fairway_write_booking returned no row');
  if (row.outcome === 'booked') return { kind: 'booked', id: Number(row.bookingId) };
  return { kind: row.outcome };
}
