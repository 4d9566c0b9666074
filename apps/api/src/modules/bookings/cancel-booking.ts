import type { Booking, BookingTypeValue } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import { cancelRefusal } from '../../domain/booking-rules/cutoff';
import { laterNights } from '../../domain/booking-rules/stay';
import { AppError, notFound } from '../../lib/app-error';
import { bookingsCommitted } from '../../lib/metrics';
import { inTransaction } from '../../lib/transaction';
import { recordBookingEvent } from '../integrations';
import { findMemberName } from '../members';
import { type Notifier, type Notify, notificationTexts } from '../notifications';
import { lockMember, refundBooking } from '../points';
import { toBooking } from './mapper';
import { findBookingView, findOtherPlayers, findPayers, markCancelled } from './repository';
import { releasePlaces } from './slot-repository';
import { offerFreedPlaces } from './waitlist-pass-on';

const alreadyCancelled = () => new AppError('ALREADY_CANCELLED');

export type CancelBookingInput = {
  memberId: string;
  bookingId: number;
  bookingType?: BookingTypeValue;
  notes?: string | null;
  now?: Date;
  /** When given, every other player on the booking is told, in the cancelling transaction. */
  notifier?: Notifier;
};

/**
 * Cancels a booking the member is on: refuses once cancelled, expired or inside the club's cut-off;
 * otherwise marks it cancelled (conditionally), refunds every payer's exact debits and frees the places.
 */
export async function cancelBooking(db: Db, input: CancelBookingInput): Promise<Booking> {
  const now = input.now ?? new Date();
  const run = <T>(fn: (tx: Tx, notify: Notify | null) => Promise<T>) =>
    input.notifier ? input.notifier.transaction(db, fn) : inTransaction(db, (tx) => fn(tx, null));
  await run(async (tx, notify) => {
    const booking = await findBookingView(tx, input.bookingId, input.memberId);
    if (!booking) throw notFound('BOOKING_NOT_FOUND');
    if (input.bookingType !== undefined && booking.bookingType !== input.bookingType) {
      throw new AppError('BOOKING_TYPE_MISMATCH', { params: { bookingType: booking.bookingType } });
    }
    const refusal = cancelRefusal(
      {
        cancelled: booking.cancelledAt !== null,
        startsAt: booking.startsAt,
        cutoffHours: booking.cancellationCutoffHours,
      },
      now,
    );
    if (refusal === 'already_cancelled') throw alreadyCancelled();
    if (refusal === 'expired') throw new AppError('BOOKING_IN_PAST');
    if (refusal === 'inside_cutoff') {
      throw new AppError('INSIDE_CANCELLATION_CUTOFF', {
        params: { clubName: booking.clubName, hours: booking.cancellationCutoffHours },
      });
    }
    // Payers in id order: the same lock order as bookings, so cancels and bookings never deadlock.
    for (const payer of await findPayers(tx, booking.id)) await lockMember(tx, payer);
    if (!(await markCancelled(tx, booking.id, now, input.notes ?? null))) throw alreadyCancelled();
    await undoCancelledBooking(tx, booking, { cancelledBy: input.memberId, now, notify });
  });
  bookingsCommitted.inc({ event: 'cancelled' });
  const view = await findBookingView(db, input.bookingId, input.memberId);
  if (!view) throw notFound('BOOKING_NOT_FOUND');
  return toBooking(view, now);
}

/** What a cancellation undoes of a booking. */
export interface CancelledBooking {
  id: number;
  courseId: number;
  startsAt: Date;
  numberOfPeople: number;
  timeZone: string;
  details: { nights?: number } | null;
  courseName: string;
  clubName: string;
}

/**
 * Everything a cancellation undoes, once the booking is marked cancelled and its payers are locked: each
 * payer refunded to the lots the points came from, the places freed on every night it held, and every
 * other player told (in the same transaction, when a notifier writes) who cancelled it.
 */
export async function undoCancelledBooking(
  tx: Tx,
  booking: CancelledBooking,
  { cancelledBy, now, notify }: { cancelledBy: string; now: Date; notify: Notify | null },
): Promise<void> {
  await refundBooking(tx, {
    bookingId: booking.id,
    description: `${booking.courseName}, ${booking.clubName}`,
    now,
  });
  // Each freed start's places go to its waitlist first (held for the first party that fits), in this
  // transaction: a booking racing the cancellation cannot take them as well.
  const starts = [
    booking.startsAt,
    ...laterNights(booking.startsAt, booking.timeZone, booking.details?.nights ?? 1).map((n) => n.startsAt),
  ];
  for (const startsAt of starts) {
    await releasePlaces(tx, booking.courseId, startsAt, booking.numberOfPeople);
    await offerFreedPlaces(tx, { courseId: booking.courseId, startsAt }, now, notify);
  }
  // Every cancellation (member, staff, erasure) passes here: the club's webhooks hear of it on commit.
  await recordBookingEvent(tx, { bookingId: booking.id, event: 'booking.cancelled', now });
  if (!notify) return;
  const others = await findOtherPlayers(tx, booking.id, cancelledBy);
  if (others.length === 0) return;
  const text = notificationTexts.bookingCancelled({
    byName: (await findMemberName(tx, cancelledBy)) ?? '',
    courseName: booking.courseName,
    clubName: booking.clubName,
    startsAt: booking.startsAt,
    timeZone: booking.timeZone,
  });
  for (const memberId of others) await notify(memberId, text);
}
