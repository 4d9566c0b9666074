import { NOTIFICATION_TYPES } from '@fairway/contracts';
import { dayjs } from '../../lib/time';
import type { NewNotification } from './notification-service';

/** "14:30 Tuesday 1 December 2026" in the club's time zone. */
const teeTime = (startsAt: Date | string, timeZone: string) =>
  dayjs(startsAt).tz(timeZone).format('HH:mm dddd D MMMM YYYY');

/**
 * What each domain event tells its member. For a buddy request the description starts with the sender's
 * name (the web app takes its first two words, member-area §4) and the action is the sender's public id,
 * the target the toast's Accept and Decline answer.
 */
export const notificationTexts = {
  buddyRequest: (fromName: string, fromTarget: string): NewNotification => ({
    type: NOTIFICATION_TYPES.buddyRequest,
    title: 'New buddy request',
    description: `${fromName} would like to be your buddy.`,
    action: fromTarget,
  }),
  buddyAccepted: (byName: string): NewNotification => ({
    type: NOTIFICATION_TYPES.info,
    title: 'Buddy request accepted',
    description: `${byName} accepted your buddy request.`,
  }),
  buddyDeclined: (byName: string): NewNotification => ({
    type: NOTIFICATION_TYPES.info,
    title: 'Buddy request declined',
    description: `${byName} declined your buddy request.`,
  }),
  bookedByBuddy: (b: {
    bookerName: string;
    courseName: string;
    clubName: string;
    startsAt: Date | string;
    timeZone: string;
    paidByBooker: boolean;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.booking,
    title: 'You have been booked in',
    description: `${b.bookerName} booked you into ${b.courseName}, ${b.clubName} at ${teeTime(b.startsAt, b.timeZone)}${b.paidByBooker ? ', paying your share' : ', using your points'}.`,
  }),
  bookingCancelled: (b: {
    byName: string;
    courseName: string;
    clubName: string;
    startsAt: Date;
    timeZone: string;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.booking,
    title: 'Booking cancelled',
    description: `${b.byName} cancelled the booking at ${b.courseName}, ${b.clubName} at ${teeTime(b.startsAt, b.timeZone)}; your points have been refunded.`,
  }),
};
