import type { JoinWaitlist, WaitlistEntry, WaitlistJoined } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { heldPlaces, lockSlot, offerFreedPlaces, quoteBooking, type Slot } from '../bookings';
import type { Notifier } from '../notifications';
import { moveEntry } from './queue-repository';
import {
  findEntry,
  findMyEntries,
  findOpenOfferOfEntry,
  insertEntry,
  positionOf,
  settleOffer,
} from './repository';

/**
 * Joins the waitlist of a start the party cannot book now. The request passes the same checks a booking
 * of it would (club, course, scheduled and priced start, window, ballot, notes, party size); then, with
 * the start locked, it must lack free places for the party (SLOT_HAS_SPACE otherwise: book it instead).
 */
export async function joinWaitlist(
  db: Db,
  input: { memberId: string; request: JoinWaitlist; now?: Date },
): Promise<WaitlistJoined> {
  const now = input.now ?? new Date();
  const { request } = input;
  const startsAt = new Date(request.time);
  const quote = await quoteBooking(db, request, startsAt, now);
  if (request.players > quote.schedule.capacity) {
    throw new AppError('VALIDATION', { fields: { players: fieldError('validation.players') } });
  }
  const id = await inTransaction(db, async (tx) => {
    const slot = { courseId: quote.course.id, startsAt };
    const locked = await lockSlot(tx, slot);
    const capacity = Math.min(locked?.capacity ?? quote.schedule.capacity, quote.schedule.capacity);
    const free = capacity - (locked?.placesTaken ?? 0) - (await heldPlaces(tx, slot.courseId, startsAt, now));
    if (free >= request.players) throw new AppError('SLOT_HAS_SPACE', { params: { freePlaces: free } });
    const entryId = await insertEntry(tx, {
      memberId: input.memberId,
      clubId: quote.club.id,
      courseId: quote.course.id,
      startsAt,
      players: request.players,
      juniors: request.juniors,
      notes: request.notes ?? '',
      now,
    });
    if (entryId === null) throw new AppError('WAITLIST_ALREADY_JOINED');
    return entryId;
  });
  return { Id: id, Position: await positionOf(db, id, now) };
}

/** The member's places on starts still to come, each with its live offer (null while waiting). */
export async function listMyWaitlist(db: Db, memberId: string, now = new Date()): Promise<WaitlistEntry[]> {
  const rows = await findMyEntries(db, memberId, now);
  return rows.map((r) => ({
    Id: r.id,
    ClubId: r.clubId,
    ClubName: r.clubName,
    CourseId: r.courseId,
    CourseName: r.courseName,
    Time: r.startsAt.toISOString(),
    Players: r.players,
    Juniors: r.juniors,
    Position: r.position,
    Offer:
      r.offerId !== null && r.offerExpiresAt
        ? { Id: r.offerId, ExpiresAt: r.offerExpiresAt.toISOString() }
        : null,
  }));
}

/**
 * Leaves the waitlist. A party holding an offer lets its places go: they pass to the next party that
 * fits, in the same transaction. Returns the start when places were passed on (its tee sheet changed).
 */
export async function leaveWaitlist(
  db: Db,
  notifier: Notifier,
  input: { memberId: string; entryId: number; now?: Date },
): Promise<Slot | null> {
  const now = input.now ?? new Date();
  const entry = await findEntry(db, input.entryId);
  if (!entry || entry.memberId !== input.memberId) throw notFound('WAITLIST_NOT_FOUND');
  const slot = { courseId: entry.courseId, startsAt: entry.startsAt };
  return notifier.transaction(db, async (tx, notify) => {
    // The start first, then the entry and its offer: the lock order of every waitlist write.
    await lockSlot(tx, slot);
    if (!(await moveEntry(tx, entry.id, ['waiting', 'offered'], 'left', now))) {
      throw notFound('WAITLIST_NOT_FOUND');
    }
    const offer = await findOpenOfferOfEntry(tx, entry.id);
    if (!offer || !(await settleOffer(tx, offer.id, 'declined', now))) return null;
    await offerFreedPlaces(tx, slot, now, notify);
    return slot;
  });
}
