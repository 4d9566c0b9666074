import type { Booking } from '@fairway/contracts';
import { NOTIFICATION_TYPES } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { assertInScope, type ClubScope } from '../../plugins/staff-access';
import {
  type BookingView,
  confirmationCodeTaken,
  markNoShow as markBookingNoShow,
  markConfirmed,
  markFulfilled,
  type TeeSheetSlot,
  toBooking,
} from '../bookings';
import { recordBookingEvent } from '../integrations';
import type { Notifier } from '../notifications';
import { staffBookingView } from './service';

type Notify = Parameters<Parameters<Notifier['transaction']>[1]>[1];

type StaffActionInput = {
  bookingId: number;
  scope: ClubScope;
  now?: Date;
  /**
   * Called once the action has committed, with the booking's course-day: members watching it (the live
   * tee sheet) refresh what they are shown, as after a booking or a cancellation.
   */
  onChanged?: (slot: TeeSheetSlot) => void;
};

/**
 * One staff action on one booking, in one transaction with the member's notification: the booking is
 * found (404) and in the caller's scope (STAFF_CLUB_FORBIDDEN), then `act` checks and writes; the
 * booking as it now stands is the answer.
 */
async function actOnBooking(
  db: Db,
  notifier: Notifier,
  input: StaffActionInput,
  act: (tx: Tx, view: BookingView, notify: Notify) => Promise<void>,
): Promise<Booking> {
  const now = input.now ?? new Date();
  await notifier.transaction(db, async (tx, notify) => {
    const view = await staffBookingView(tx, input.bookingId);
    if (!view) throw notFound('BOOKING_NOT_FOUND');
    assertInScope(input.scope, view.clubId);
    await act(tx, view, notify);
  });
  const view = await staffBookingView(db, input.bookingId);
  if (!view) throw notFound('BOOKING_NOT_FOUND');
  input.onChanged?.(view);
  return toBooking(view, now);
}

/** Staff confirm a NotConfirmed booking with the club's code; the booker is told in the same transaction. */
export function confirmBooking(
  db: Db,
  notifier: Notifier,
  input: StaffActionInput & { confirmationCode: string },
): Promise<Booking> {
  return actOnBooking(db, notifier, input, async (tx, view, notify) => {
    if (view.cancelledAt !== null) throw new AppError('ALREADY_CANCELLED');
    if (view.confirmationStatus !== 'NotConfirmed') throw new AppError('BOOKING_ALREADY_CONFIRMED');
    if (await confirmationCodeTaken(tx, input.confirmationCode, view.id)) {
      throw new AppError('CONFIRMATION_CODE_TAKEN');
    }
    if (!(await markConfirmed(tx, view.id, input.confirmationCode))) {
      throw new AppError('BOOKING_ALREADY_CONFIRMED');
    }
    await recordBookingEvent(tx, { bookingId: view.id, event: 'booking.confirmed', now: input.now });
    await notify(view.bookedBy, {
      type: NOTIFICATION_TYPES.booking,
      title: 'Booking confirmed',
      description: `${view.clubName} confirmed your booking at ${view.courseName} (confirmation code ${input.confirmationCode}).`,
    });
  });
}

/** Staff mark an extra (hotel, training, guest passes) fulfilled, once; the booker is told. */
export function fulfilExtra(db: Db, notifier: Notifier, input: StaffActionInput): Promise<Booking> {
  return actOnBooking(db, notifier, input, async (tx, view, notify) => {
    if (view.bookingType !== 2) throw new AppError('NOT_AN_EXTRA');
    if (view.cancelledAt !== null) throw new AppError('ALREADY_CANCELLED');
    if (!(await markFulfilled(tx, view.id))) throw new AppError('ALREADY_FULFILLED');
    await notify(view.bookedBy, {
      type: NOTIFICATION_TYPES.booking,
      title: 'Extra ready',
      description: `${view.clubName} has your ${view.extraTitle ?? view.courseName} ready.`,
    });
  });
}

/** Staff mark a booking whose time has come as a no-show, once; the booker is told. */
export function markNoShow(db: Db, notifier: Notifier, input: StaffActionInput): Promise<Booking> {
  const now = input.now ?? new Date();
  return actOnBooking(db, notifier, { ...input, now }, async (tx, view, notify) => {
    if (view.cancelledAt !== null) throw new AppError('ALREADY_CANCELLED');
    if (view.startsAt > now) throw new AppError('BOOKING_NOT_STARTED');
    if (!(await markBookingNoShow(tx, view.id, now))) throw new AppError('ALREADY_NO_SHOW');
    await notify(view.bookedBy, {
      type: NOTIFICATION_TYPES.booking,
      title: 'Marked as a no-show',
      description: `${view.clubName} marked your booking at ${view.courseName} as a no-show.`,
    });
  });
}
