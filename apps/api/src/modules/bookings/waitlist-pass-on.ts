import { WAITLIST_OFFER_MINUTES_DEFAULT } from '@fairway/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { findCourseOfClub } from '../courses';
import { type Notify, notificationTexts, writeNotification } from '../notifications';
import { heldPlaces, lockSlot } from './slot-repository';

export type Slot = { courseId: number; startsAt: Date };

export type MadeOffer = { offerId: number; memberId: string; expiresAt: Date };

/** An entry's state (the waitlist module's WaitlistState). */
export type QueueState = 'waiting' | 'offered' | 'booked' | 'left' | 'declined' | 'expired';

/**
 * The waitlist rows a freed start writes: the waitlist module owns them and sits above bookings, so it
 * provides them and the composition root passes them in (modules/index.ts). Wired once rather than passed
 * down, so that offerFreedPlaces keeps its callers' shape; each runs in the caller's transaction.
 */
export type WaitlistQueuePort = {
  /** The start's waiting parties (no offer yet) in join order, locked. */
  findWaitingEntries(
    tx: Tx,
    courseId: number,
    startsAt: Date,
  ): Promise<{ id: number; memberId: string; clubId: number; players: number }[]>;
  /** Moves an entry from one of `from` to `to`; false when it was in none of them. */
  moveEntry(tx: Tx, entryId: number, from: QueueState[], to: QueueState, now: Date): Promise<boolean>;
  /** Inserts an offer; its id. */
  insertOffer(
    tx: Tx,
    offer: {
      entryId: number;
      memberId: string;
      courseId: number;
      startsAt: Date;
      places: number;
      expiresAt: Date;
      now: Date;
    },
  ): Promise<number>;
};

let queue: WaitlistQueuePort | null = null;

/** Wires the waitlist's rows (the composition root calls it once, before any booking). */
export function provideWaitlistQueue(port: WaitlistQueuePort): void {
  queue = port;
}

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
  if (!queue) throw new Error('bookings: the waitlist-queue port is not wired (modules/index.ts wirePorts)');
  const locked = await lockSlot(tx, slot);
  if (!locked) return [];
  let free = locked.capacity - locked.placesTaken - (await heldPlaces(tx, slot.courseId, slot.startsAt, now));
  if (free <= 0) return [];
  const made: MadeOffer[] = [];
  for (const entry of await queue.findWaitingEntries(tx, slot.courseId, slot.startsAt)) {
    if (free <= 0) break;
    if (entry.players > free) continue; // the first party that fits, not the first in line
    const names = await findSlotNames(tx, entry.clubId, slot.courseId);
    if (!names) continue;
    const expiresAt = new Date(now.getTime() + names.offerMinutes * 60_000);
    if (!(await queue.moveEntry(tx, entry.id, ['waiting'], 'offered', now))) continue;
    const offerId = await queue.insertOffer(tx, {
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

/** What an offer's notification names, and the club's offer minutes (content `waitlist.offerMinutes`). */
export type SlotNames = { clubName: string; courseName: string; timeZone: string; offerMinutes: number };

export async function findSlotNames(db: DbOrTx, clubId: number, courseId: number): Promise<SlotNames | null> {
  const row = await findCourseOfClub(db, clubId, courseId);
  if (!row) return null;
  const { content, ...names } = row;
  return { ...names, offerMinutes: content.waitlist?.offerMinutes ?? WAITLIST_OFFER_MINUTES_DEFAULT };
}
