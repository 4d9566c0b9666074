import type { FastifyInstance } from 'fastify';
import { findBookingView } from '../bookings/repository';
import type { BuddyEventHook } from '../buddies/events';
import { notificationTexts } from './texts';

/**
 * A buddy booked into a party hears of it after the booking has committed: the booking transaction
 * (bookings/create-booking.ts) has no notifier, so this one notification keeps the after-commit hook.
 * A failure is logged and never fails the booking.
 */
export function bookedByBuddyHook(app: FastifyInstance): BuddyEventHook {
  return async (event) => {
    if (event.type !== 'booked_by_buddy') return;
    try {
      const view = await findBookingView(app.db, event.bookingId, event.buddy.memberId);
      await app.notifier.notify(
        app.db,
        event.buddy.memberId,
        notificationTexts.bookedByBuddy({
          bookerName: event.booker.name,
          courseName: event.courseName,
          clubName: event.clubName,
          startsAt: event.startsAt,
          timeZone: view?.timeZone ?? 'Europe/London',
          paidByBooker: event.paidByBooker,
        }),
      );
    } catch (err) {
      app.log.error({ err, bookingId: event.bookingId }, 'booked-by-buddy notification failed');
    }
  };
}
