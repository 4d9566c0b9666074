import type { Booking, BookingTypeValue } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { refundBooking } from '../points/service';
import { lockMember } from '../points/wallet-repository';
import { toBooking } from './mapper';
import { findBookingView, findPayers, markCancelled } from './repository';
import { cancelRefusal } from './rules/cutoff';
import { releasePlaces } from './slot-repository';

const alreadyCancelled = () => new AppError('CONFLICT', 'This booking has already been cancelled.');

function cutoffText(hours: number): string {
  return hours % 24 === 0 && hours >= 72 ? `${hours / 24} days` : `${hours} hours`;
}

export type CancelBookingInput = {
  memberId: string;
  bookingId: number;
  bookingType?: BookingTypeValue;
  notes?: string | null;
  now?: Date;
};

/**
 * Cancels a booking the member is on: refuses once cancelled, expired or inside the club's cut-off;
 * otherwise marks it cancelled (conditionally), refunds every payer's exact debits and frees the places.
 */
export async function cancelBooking(db: Db, input: CancelBookingInput): Promise<Booking> {
  const now = input.now ?? new Date();
  await inTransaction(db, async (tx) => {
    const booking = await findBookingView(tx, input.bookingId, input.memberId);
    if (!booking) throw notFound('We could not find that booking.');
    if (input.bookingType !== undefined && booking.bookingType !== input.bookingType) {
      throw new AppError('VALIDATION', 'The booking type does not match this booking.', {
        fields: { bookingType: `This booking is of type ${booking.bookingType}.` },
      });
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
    if (refusal === 'expired') throw new AppError('BUSINESS_RULE', 'This booking has already taken place.');
    if (refusal === 'inside_cutoff') {
      throw new AppError(
        'BUSINESS_RULE',
        `Bookings at ${booking.clubName} cannot be cancelled online within ${cutoffText(booking.cancellationCutoffHours)} of the start. Please contact the club.`,
      );
    }
    // Payers in id order: the same lock order as bookings, so cancels and bookings never deadlock.
    for (const payer of await findPayers(tx, booking.id)) await lockMember(tx, payer);
    if (!(await markCancelled(tx, booking.id, now, input.notes ?? null))) throw alreadyCancelled();
    await refundBooking(tx, {
      bookingId: booking.id,
      description: `${booking.courseName}, ${booking.clubName}`,
      now,
    });
    await releasePlaces(tx, booking.courseId, booking.startsAt, booking.numberOfPeople);
  });
  const view = await findBookingView(db, input.bookingId, input.memberId);
  if (!view) throw notFound('We could not find that booking.');
  return toBooking(view, now);
}
