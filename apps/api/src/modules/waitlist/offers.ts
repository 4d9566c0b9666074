import type { Booking } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { acceptWaitlistOffer, bookNow, lockSlot, offerFreedPlaces, type Slot } from '../bookings';
import type { Notifier } from '../notifications';
import { moveEntry } from './queue-repository';
import { findEntry, findExpiredOpenOffers, findOffer, settleOffer } from './repository';
import { sweepExpired } from './sweep';

const offerExpired = () => new AppError('OFFER_EXPIRED');

/**
 * Accepts an offer: books its places through the ordinary booking write (every booking rule applies and
 * the points are charged now), which takes the held places and marks the offer accepted in one statement,
 * or refuses with OFFER_EXPIRED once the offer is past `ExpiresAt`, declined or expired, whether or not
 * the sweep has run. The offer is its own idempotency key: a second accept replays the same booking.
 */
export async function acceptOffer(
  db: Db,
  notifier: Notifier,
  input: { memberId: string; offerId: number; now?: Date },
): Promise<{ booking: Booking; replayed: boolean; slot: Slot }> {
  const now = input.now ?? new Date();
  const offer = await findOffer(db, input.offerId);
  if (!offer || offer.memberId !== input.memberId) throw notFound('OFFER_NOT_FOUND');
  const entry = await findEntry(db, offer.entryId);
  if (!entry) throw notFound('OFFER_NOT_FOUND');
  if (offer.state === 'declined' || offer.state === 'expired') throw offerExpired();
  if (offer.state === 'open' && offer.expiresAt <= now) throw offerExpired();
  const { booking, replayed } = await bookNow(
    db,
    acceptWaitlistOffer({
      memberId: input.memberId,
      idempotencyKey: `waitlist-offer:${offer.id}`,
      request: {
        clubId: entry.clubId,
        courseId: entry.courseId,
        time: entry.startsAt.toISOString(),
        players: entry.players,
        juniors: entry.juniors,
        ...(entry.notes ? { notes: entry.notes } : {}),
      },
      offerId: offer.id,
      notifier,
      now,
    }),
  );
  return { booking, replayed, slot: { courseId: entry.courseId, startsAt: entry.startsAt } };
}

/** Declines an open offer: its places pass to the next party that fits at once. */
export async function declineOffer(
  db: Db,
  notifier: Notifier,
  input: { memberId: string; offerId: number; now?: Date },
): Promise<Slot> {
  const now = input.now ?? new Date();
  const offer = await findOffer(db, input.offerId);
  if (!offer || offer.memberId !== input.memberId) throw notFound('OFFER_NOT_FOUND');
  const slot = { courseId: offer.courseId, startsAt: offer.startsAt };
  await notifier.transaction(db, async (tx, notify) => {
    await lockSlot(tx, slot);
    if (!(await settleOffer(tx, offer.id, 'declined', now))) throw offerExpired();
    await moveEntry(tx, offer.entryId, ['offered'], 'declined', now);
    await offerFreedPlaces(tx, slot, now, notify);
  });
  return slot;
}

/**
 * Expires one offer run out by `now` and passes its places on, in one transaction. False when it was no
 * longer open (accepted in time, declined, or expired by another instance's sweep): nothing is passed
 * on twice, since only the transaction that moves the offer from open passes its places.
 */
export async function expireOffer(
  db: Db,
  notifier: Notifier,
  offerId: number,
  now = new Date(),
): Promise<Slot | null> {
  const offer = await findOffer(db, offerId);
  if (!offer) return null;
  const slot = { courseId: offer.courseId, startsAt: offer.startsAt };
  return notifier.transaction(db, async (tx, notify) => {
    await lockSlot(tx, slot);
    if (!(await settleOffer(tx, offer.id, 'expired', now, now))) return null;
    await moveEntry(tx, offer.entryId, ['offered'], 'expired', now);
    await offerFreedPlaces(tx, slot, now, notify);
    return slot;
  });
}

/** The sweep (a job every minute): every open offer run out by `now` expires and its places pass on. */
export async function expireOffers(
  db: Db,
  notifier: Notifier,
  now = new Date(),
  onSlotChanged?: (slot: Slot) => void,
): Promise<{ expired: number }> {
  return sweepExpired(
    await findExpiredOpenOffers(db, now),
    (id) => expireOffer(db, notifier, id, now),
    onSlotChanged,
  );
}
