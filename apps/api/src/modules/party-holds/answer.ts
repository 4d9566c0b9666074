import type { Booking } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bookNow, commitPartyHold, type Slot } from '../bookings';
import { checkBuddyConsent } from '../buddies';
import { type Notifier, notificationTexts } from '../notifications';
import { failHold, releaseHold, slotOf } from './release';
import {
  findHold,
  findHoldBuddies,
  findHoldSettings,
  type HoldBuddyRow,
  type HoldRow,
  lockHold,
  memberNameOf,
  setAnswer,
} from './repository';
import { answerRefusal, answerRefusalFor, failsHold, othersPending, roleOf } from './rules';

/** What an answer changed: the start whose held places changed, and the booking a last accept made. */
export type Answered = {
  slot: Slot | null;
  booked: { booking: Booking; party: HoldBuddyRow[]; bookerId: string } | null;
};

/** Another buddy answered between the read and the lock: this accept was not the last after all. */
class NotLast extends Error {}

/** The hold and its party as the caller may answer it: 404 for a stranger, 403 for anyone not asked. */
async function answerable(db: Db, holdId: number, memberId: string) {
  const hold = await findHold(db, holdId);
  const buddies = hold ? await findHoldBuddies(db, holdId) : [];
  const refusal = hold ? answerRefusalFor(roleOf(hold.bookerId, buddies, memberId)) : 'HOLD_NOT_FOUND';
  if (refusal || !hold) throw new AppError(refusal ?? 'HOLD_NOT_FOUND');
  return { hold, buddies };
}

/** Refuses an answer to a hold that has run out or is settled (read with the hold locked). */
function checkOpen(hold: HoldRow | null, now: Date): HoldRow {
  if (!hold) throw new AppError('HOLD_NOT_FOUND');
  const refusal = answerRefusal(hold, now);
  if (refusal) throw new AppError(refusal);
  return hold;
}

/**
 * A buddy accepts. While others are still to answer, the answer is recorded (the hold locked, so two
 * buddies accepting at once are ordered). The last accept commits the booking through the ordinary
 * booking write, in one transaction with the answer: every rule is checked again, every payer pays now,
 * and the held places become the booking's in the statement that marks the hold booked. A refusal of that
 * write that no retry can mend fails the hold with its code and releases the places (the booker is told);
 * the accept answers with the same refusal. Accepting again answers as before (the hold is its key).
 */
export async function acceptHold(
  db: Db,
  notifier: Notifier,
  input: { memberId: string; holdId: number; now?: Date },
): Promise<Answered> {
  const now = input.now ?? new Date();
  for (let attempt = 1; attempt <= 3; attempt++) {
    const { hold, buddies } = await answerable(db, input.holdId, input.memberId);
    const mine = buddies.find((b) => b.memberId === input.memberId);
    if (hold.state === 'booked' && mine?.answer === 'accepted') return { slot: null, booked: null };
    checkOpen(hold, now);
    if (othersPending(buddies, input.memberId) > 0) {
      const recorded = await notifier.transaction(db, async (tx) => {
        checkOpen(await lockHold(tx, hold.id), now);
        if (othersPending(await findHoldBuddies(tx, hold.id), input.memberId) === 0) return false;
        await setAnswer(tx, { ...input, from: ['pending', 'accepted'], to: 'accepted', now });
        return true;
      });
      if (recorded) return { slot: null, booked: null };
    }
    try {
      return await commitHold(db, notifier, { hold, buddies, memberId: input.memberId, now });
    } catch (error) {
      if (error instanceof NotLast) continue;
      if (error instanceof AppError && failsHold(error.code)) {
        await failHold(db, notifier, { holdId: hold.id, code: error.code, message: error.message, now });
      }
      throw error;
    }
  }
  throw new AppError('TRY_AGAIN');
}

async function commitHold(
  db: Db,
  notifier: Notifier,
  input: { hold: HoldRow; buddies: HoldBuddyRow[]; memberId: string; now: Date },
): Promise<Answered> {
  const { hold, buddies, memberId, now } = input;
  const consent = checkBuddyConsent(hold.bookerId);
  const { booking, replayed } = await bookNow(
    db,
    commitPartyHold({
      memberId: hold.bookerId,
      idempotencyKey: `party-hold:${hold.id}`,
      request: hold.request,
      holdId: hold.id,
      party: buddies.map((b) => ({ memberId: b.memberId, paidBy: b.paidBy, name: b.name })),
      // Under the party's locks: the links still stand, the hold is still open, and this is the last answer.
      consent: async (tx, memberIds) => {
        await consent(tx, memberIds);
        checkOpen(await lockHold(tx, hold.id), now);
        await setAnswer(tx, {
          holdId: hold.id,
          memberId,
          from: ['pending', 'accepted'],
          to: 'accepted',
          now,
        });
        if (othersPending(await findHoldBuddies(tx, hold.id), memberId) > 0) throw new NotLast();
      },
      tellBooker: async (tx, notify) => {
        const settings = await findHoldSettings(tx, hold.clubId, hold.courseId);
        if (settings) {
          await notify(
            hold.bookerId,
            notificationTexts.partyHoldBooked({ ...settings, startsAt: hold.startsAt }),
          );
        }
      },
      notifier,
      now,
    }),
  );
  return {
    slot: replayed ? null : slotOf(hold),
    booked: replayed ? null : { booking, party: buddies, bookerId: hold.bookerId },
  };
}

/**
 * A buddy declines: the hold ends at once, its places are released (passing to the waitlist as freed
 * places do) and the booker is told who declined. Declining again answers as before.
 */
export async function declineHold(
  db: Db,
  notifier: Notifier,
  input: { memberId: string; holdId: number; now?: Date },
): Promise<Answered> {
  const now = input.now ?? new Date();
  const { hold, buddies } = await answerable(db, input.holdId, input.memberId);
  const mine = buddies.find((b) => b.memberId === input.memberId);
  if (hold.state === 'declined' && mine?.answer === 'declined') return { slot: null, booked: null };
  checkOpen(hold, now);
  const name = await memberNameOf(db, input.memberId);
  await notifier.transaction(db, async (tx, notify) => {
    const locked = checkOpen(await lockHold(tx, hold.id), now);
    await setAnswer(tx, { ...input, from: ['pending', 'accepted'], to: 'declined', now });
    if (!(await releaseHold(tx, notify, locked, { reason: 'declined', detail: name }, now))) {
      throw new AppError('HOLD_CLOSED');
    }
  });
  return { slot: slotOf(hold), booked: null };
}
