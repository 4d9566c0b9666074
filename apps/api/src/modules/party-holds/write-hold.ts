import type { PartyHeld } from '@fairway/contracts';
import type { Tx } from '../../db/client';
import type { HeldRequest } from '../../db/schema/party-holds';
import { AppError, fieldError } from '../../lib/app-error';
import { type HoldPlan, heldPlaces, lockSlot, type PartyHoldWriter, slotFull } from '../bookings';
import { type Notify, notificationTexts, writeNotification } from '../notifications';
import {
  findAskFirst,
  findHoldBuddies,
  findHoldByKey,
  findHoldSettings,
  insertHold,
  memberNameOf,
  publicIdsOf,
} from './repository';
import { fitsPlaces, holdExpiry } from './rules';

/**
 * Writes a hold of the party's places in place of its booking, inside the booking transaction once every
 * rule has passed (the booker and the party are locked, the key claimed). The places are claimed as the
 * booking write claims them: the start's row locked first, then a fresh read of the places live holds
 * keep, so a hold and a booking never both take the same free place. Each buddy who asked to be asked is
 * told (notification type 8, published after commit).
 */
async function writeHold(tx: Tx, plan: HoldPlan, notify: Notify | null): Promise<PartyHeld> {
  const { quote, startsAt, now } = plan;
  const { club, course, schedule } = quote;
  const settings = await findHoldSettings(tx, club.id, course.id);
  if (!settings) throw new AppError('COURSE_NOT_FOUND');
  const places = plan.players.length;
  const slot = { courseId: course.id, startsAt, capacity: schedule.capacity };
  const locked = await lockSlot(tx, slot);
  const held = await heldPlaces(tx, course.id, startsAt, now);
  const fits =
    locked &&
    fitsPlaces({
      capacity: locked.capacity,
      scheduleCapacity: schedule.capacity,
      taken: locked.placesTaken,
      held,
      places,
    });
  if (!fits) throw slotFull();
  const asked = new Set(plan.askFirst);
  const expiresAt = holdExpiry(now, settings.holdMinutes, startsAt);
  const { buddies: _b, buddiesPaidByMe: _p, ...request } = plan.request;
  const holdId = await insertHold(tx, {
    bookerId: plan.bookerId,
    idempotencyKey: plan.idempotencyKey,
    requestHash: plan.requestHash,
    clubId: club.id,
    courseId: course.id,
    startsAt,
    places,
    request: request satisfies HeldRequest,
    cost: quote.cost,
    costUnit: quote.unit,
    expiresAt,
    now,
    buddies: plan.party.map((m) => ({
      memberId: m.memberId,
      paidBy: m.paidBy,
      answer: asked.has(m.memberId) ? 'pending' : 'not_asked',
    })),
  });
  const targets = await publicIdsOf(tx, plan.askFirst);
  const bookerName = await memberNameOf(tx, plan.bookerId);
  for (const m of plan.party) {
    if (!asked.has(m.memberId)) continue;
    const text = notificationTexts.partyHoldInvitation({
      ...settings,
      bookerName,
      startsAt,
      paidByBooker: m.paidBy === 'booker',
      share: plan.players.find((p) => p.memberId === m.memberId)?.cost ?? 0,
      unit: quote.unit,
      holdId,
      expiresAt,
    });
    if (notify) await notify(m.memberId, text);
    else await writeNotification(tx, m.memberId, text);
  }
  return {
    HoldId: holdId,
    ExpiresAt: expiresAt.toISOString(),
    Pending: plan.party.filter((m) => asked.has(m.memberId)).map((m) => targets.get(m.memberId) ?? ''),
  };
}

/** A retried request (same key): the hold it made, as it was answered then; another request is refused. */
async function replayHold(tx: Tx, bookerId: string, key: string, requestHash: string) {
  const hold = await findHoldByKey(tx, bookerId, key);
  if (!hold) return null;
  if (hold.requestHash !== requestHash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', {
      fields: { 'Idempotency-Key': fieldError('validation.idempotencyKeyReused') },
    });
  }
  const buddies = await findHoldBuddies(tx, hold.id);
  return {
    HoldId: hold.id,
    ExpiresAt: hold.expiresAt.toISOString(),
    Pending: buddies.filter((b) => b.answer === 'pending').map((b) => b.target),
  };
}

/** What the booking write needs of party holds (see `runBooking`). */
export const partyHoldWriter: PartyHoldWriter = {
  askFirst: findAskFirst,
  write: writeHold,
  replay: replayHold,
};
