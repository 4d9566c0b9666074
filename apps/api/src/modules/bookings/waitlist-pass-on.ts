import type { DbOrTx, Tx } from '../../db/client';
import { type Notify, notificationTexts, writeNotification } from '../notifications';
import { heldPlaces, lockSlot } from './slot-repository';
import { findSlotNames, findWaitingEntries, insertOffer, moveEntry } from './waitlist-queue-repository';

export type Slot = { courseId: number; startsAt: Date };

export type MadeOffer = { offerId: number; memberId: string; expiresAt: Date };

/**
 * Places on a start have just been freed (a cancellation, an approved cancellation request, a declined,
 * expired or left offer), in the caller's transaction: each waiting party that fits the places now free,
 * in join order, gets an offer that holds its places for the club's `waitlist.offerMinutes`, and is told
 * (notification type 7, written here and published after commit when `notify` comes from a notifier).
 * Locks the start's row first (as every write that adds holds or bookings does), so a booking racing
 * the cancellation either took the places before it or finds them held now, never both.
 */
export async function offerFreedPlaces(
  tx: Tx,
  slot: Slot,
  now: Date,
  notify: Notify | null,
): Promise<MadeOffer[]> {
  if (slot.startsAt <= now) return [];
  const locked = await lockSlot(tx, slot);
  if (!locked) return [];
  let free = locked.capacity - locked.placesTaken - (await heldPlaces(tx, slot.courseId, slot.startsAt, now));
  if (free <= 0) return [];
  const made: MadeOffer[] = [];
  for (const entry of await findWaitingEntries(tx, slot.courseId, slot.startsAt)) {
    if (free <= 0) break;
    if (entry.players > free) continue; // the first party that fits, not the first in line
    const names = await findSlotNames(tx, entry.clubId, slot.courseId);
    if (!names) continue;
    const expiresAt = new Date(now.getTime() + names.offerMinutes * 60_000);
    if (!(await moveEntry(tx, entry.id, ['waiting'], 'offered', now))) continue;
    const offerId = await insertOffer(tx, {
      entryId: entry.id,
      memberId: entry.memberId,
      courseId: slot.courseId,
      startsAt: slot.startsAt,
      places: entry.players,
      expiresAt,
      now,
    });
    free -= entry.players;
    await tell(tx, notify, entry.memberId, {
      ...names,
      startsAt: slot.startsAt,
      offerId,
      expiresAt,
    });
    made.push({ offerId, memberId: entry.memberId, expiresAt });
  }
  return made;
}

async function tell(
  tx: DbOrTx,
  notify: Notify | null,
  memberId: string,
  o: Parameters<typeof notificationTexts.waitlistOffer>[0],
): Promise<void> {
  const text = notificationTexts.waitlistOffer(o);
  // Without a notifier (a service called on its own) the row is still written with its cause.
  if (notify) await notify(memberId, text);
  else await writeNotification(tx, memberId, text);
}
