import { BOOKING_HOLD_MINUTES_DEFAULT } from '@fairway/contracts';
import { and, asc, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  type HeldRequest,
  type PartyHoldAnswerState,
  type PartyHoldState,
  partyHoldBuddies,
  partyHolds,
} from '../../db/schema/party-holds';
import { publicIdsOf as buddyPublicIds } from '../buddies';
import { findCourseOfClub } from '../courses';
import { findAskingFirst, findMemberName, findMemberNames } from '../members';

export type HoldRow = typeof partyHolds.$inferSelect;

/** Of `memberIds`, those who asked to be asked before a buddy books them in. */
export function findAskFirst(tx: Tx, memberIds: readonly string[]): Promise<string[]> {
  return findAskingFirst(tx, memberIds);
}

/** The club's hold minutes (content `booking.holdMinutes`) and what a hold's notices name. */
export async function findHoldSettings(db: DbOrTx, clubId: number, courseId: number) {
  const row = await findCourseOfClub(db, clubId, courseId);
  if (!row) return null;
  const { content, ...names } = row;
  return { ...names, holdMinutes: content.booking?.holdMinutes ?? BOOKING_HOLD_MINUTES_DEFAULT };
}

export type NewHold = {
  bookerId: string;
  idempotencyKey: string;
  requestHash: string;
  clubId: number;
  courseId: number;
  startsAt: Date;
  places: number;
  request: HeldRequest;
  cost: number;
  costUnit: 'points' | 'rounds';
  expiresAt: Date;
  now: Date;
  buddies: { memberId: string; paidBy: 'self' | 'booker'; answer: PartyHoldAnswerState }[];
};

export async function insertHold(tx: Tx, hold: NewHold): Promise<number> {
  const { now, buddies, ...values } = hold;
  const [row] = await tx
    .insert(partyHolds)
    .values({ ...values, createdAt: now })
    .returning({ id: partyHolds.id });
  const id = row!.id;
  await tx.insert(partyHoldBuddies).values(buddies.map((b, position) => ({ holdId: id, position, ...b })));
  return id;
}

export async function findHold(db: DbOrTx, holdId: number): Promise<HoldRow | null> {
  const [row] = await db.select().from(partyHolds).where(eq(partyHolds.id, holdId));
  return row ?? null;
}

/** The hold, locked until the transaction ends: every answer, commit and expiry of it locks it first. */
export async function lockHold(tx: Tx, holdId: number): Promise<HoldRow | null> {
  const [row] = await tx.select().from(partyHolds).where(eq(partyHolds.id, holdId)).for('update');
  return row ?? null;
}

/** The hold an earlier request with this key made (the key is the booker's Idempotency-Key). */
export async function findHoldByKey(db: DbOrTx, bookerId: string, key: string): Promise<HoldRow | null> {
  const [row] = await db
    .select()
    .from(partyHolds)
    .where(and(eq(partyHolds.bookerId, bookerId), eq(partyHolds.idempotencyKey, key)));
  return row ?? null;
}

export type HoldBuddyRow = {
  memberId: string;
  target: string;
  name: string;
  paidBy: 'self' | 'booker';
  answer: PartyHoldAnswerState;
};

/** The held party's buddies in position order, with their public ids and names. */
export async function findHoldBuddies(db: DbOrTx, holdId: number): Promise<HoldBuddyRow[]> {
  const rows = await db
    .select({
      memberId: partyHoldBuddies.memberId,
      paidBy: partyHoldBuddies.paidBy,
      answer: partyHoldBuddies.answer,
    })
    .from(partyHoldBuddies)
    .where(eq(partyHoldBuddies.holdId, holdId))
    .orderBy(asc(partyHoldBuddies.position));
  const ids = rows.map((r) => r.memberId);
  const [names, targets] = await Promise.all([findMemberNames(db, ids), publicIdsOf(db, ids)]);
  // Named buddies have a member row and a handle (they were named by their public id).
  return rows.flatMap((r) => {
    const name = names.get(r.memberId);
    const target = targets.get(r.memberId);
    return name === undefined || target === undefined ? [] : [{ ...r, target, name }];
  });
}

/** Records a buddy's answer if it is still one of `from`: false when it was not. */
export async function setAnswer(
  tx: Tx,
  input: {
    holdId: number;
    memberId: string;
    from: PartyHoldAnswerState[];
    to: PartyHoldAnswerState;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(partyHoldBuddies)
    .set({ answer: input.to, answeredAt: input.now })
    .where(
      and(
        eq(partyHoldBuddies.holdId, input.holdId),
        eq(partyHoldBuddies.memberId, input.memberId),
        inArray(partyHoldBuddies.answer, input.from),
      ),
    )
    .returning({ holdId: partyHoldBuddies.holdId });
  return rows.length === 1;
}

/**
 * Settles an open hold as declined, expired or failed; `expiredBy` also requires it to have run out by
 * then (the sweep). False when it was no longer open: booked, or settled by someone else first.
 */
export async function settleHold(
  tx: Tx,
  input: {
    holdId: number;
    to: Exclude<PartyHoldState, 'open' | 'booked'>;
    now: Date;
    failureCode?: string;
    expiredBy?: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(partyHolds)
    .set({ state: input.to, settledAt: input.now, failureCode: input.failureCode ?? null })
    .where(
      and(
        eq(partyHolds.id, input.holdId),
        eq(partyHolds.state, 'open'),
        input.expiredBy ? lte(partyHolds.expiresAt, input.expiredBy) : undefined,
      ),
    )
    .returning({ id: partyHolds.id });
  return rows.length === 1;
}

/** Open holds run out by `now`, oldest first: the sweep's work. */
export function findExpiredOpenHolds(db: DbOrTx, now: Date, limit = 200) {
  return db
    .select({ id: partyHolds.id })
    .from(partyHolds)
    .where(and(eq(partyHolds.state, 'open'), lte(partyHolds.expiresAt, now)))
    .orderBy(asc(partyHolds.expiresAt), asc(partyHolds.id))
    .limit(limit);
}

/** Live holds that ask this member and wait for the party (answered or not yet), soonest expiry first. */
export async function findInvitationIds(db: DbOrTx, memberId: string, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: partyHolds.id })
    .from(partyHoldBuddies)
    .innerJoin(partyHolds, eq(partyHolds.id, partyHoldBuddies.holdId))
    .where(
      and(
        eq(partyHoldBuddies.memberId, memberId),
        inArray(partyHoldBuddies.answer, ['pending', 'accepted']),
        eq(partyHolds.state, 'open'),
        gt(partyHolds.expiresAt, now),
      ),
    )
    .orderBy(asc(partyHolds.expiresAt), asc(partyHolds.id))
    .limit(50);
  return rows.map((r) => r.id);
}

/** The booker's holds still open, or settled since `since`, newest first. */
export async function findMyHoldIds(db: DbOrTx, bookerId: string, since: Date): Promise<number[]> {
  const rows = await db
    .select({ id: partyHolds.id })
    .from(partyHolds)
    .where(
      and(
        eq(partyHolds.bookerId, bookerId),
        or(eq(partyHolds.state, 'open'), gt(partyHolds.settledAt, since)),
      ),
    )
    .orderBy(desc(partyHolds.createdAt), desc(partyHolds.id))
    .limit(20);
  return rows.map((r) => r.id);
}

/** The public ids of members (their handles exist: they were named by them). */
export function publicIdsOf(db: DbOrTx, memberIds: readonly string[]): Promise<Map<string, string>> {
  return buddyPublicIds(db, memberIds);
}

/** A member's name as the hold's notices and views show it. */
export async function memberNameOf(db: DbOrTx, memberId: string): Promise<string> {
  return (await findMemberName(db, memberId)) ?? '';
}
