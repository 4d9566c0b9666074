import { lineTurnAction, NOTIFICATION_TYPES, partyHoldAction } from '@fairway/contracts';
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
  ballotWon: (b: {
    courseName: string;
    clubName: string;
    startsAt: Date;
    timeZone: string;
    ballotId: number;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.booking,
    title: 'You won the ballot',
    description: `Your party is booked at ${b.courseName}, ${b.clubName} at ${teeTime(b.startsAt, b.timeZone)}.`,
    action: `ballot:${b.ballotId}`,
  }),
  ballotLost: (b: {
    courseName: string;
    clubName: string;
    date: string;
    ballotId: number;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.info,
    title: 'Ballot result',
    description: `Your entry in the ballot for ${b.courseName}, ${b.clubName} on ${dayjs(b.date).format('dddd D MMMM YYYY')} was not successful this time; your next entry there carries more weight.`,
    action: `ballot:${b.ballotId}`,
  }),
  waitlistOffer: (o: {
    courseName: string;
    clubName: string;
    startsAt: Date;
    timeZone: string;
    offerMinutes: number;
    offerId: number;
    expiresAt: Date;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.waitlistOffer,
    title: 'Places free on your waitlist time',
    description: `Places are held for your party at ${o.courseName}, ${o.clubName} at ${teeTime(o.startsAt, o.timeZone)} for ${o.offerMinutes} minutes: accept to book them.`,
    // The toast's Accept and Decline answer this offer; the countdown runs to the instant after it.
    action: `waitlist-offer:${o.offerId}:${o.expiresAt.toISOString()}`,
  }),
  lineTurn: (t: {
    courseName: string;
    clubName: string;
    date: string;
    turnMinutes: number;
    lineId: number;
    admittedUntil: Date;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.lineTurn,
    title: 'It is your turn to book',
    description: `Your turn in the line for ${t.courseName}, ${t.clubName} on ${dayjs(t.date).format('dddd D MMMM YYYY')} has come: you have ${t.turnMinutes} minutes to book.`,
    // The toast's countdown runs to the end of the turn.
    action: lineTurnAction(t.lineId, t.admittedUntil),
  }),
  partyHoldInvitation: (h: {
    bookerName: string;
    courseName: string;
    clubName: string;
    startsAt: Date;
    timeZone: string;
    holdMinutes: number;
    paidByBooker: boolean;
    holdId: number;
    expiresAt: Date;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.partyHoldInvitation,
    title: 'A buddy would like to book you in',
    description: `${h.bookerName} would like to book you into ${h.courseName}, ${h.clubName} at ${teeTime(h.startsAt, h.timeZone)}${h.paidByBooker ? ', paying your share' : ', using your points'}. The places are held for ${h.holdMinutes} minutes: accept or decline.`,
    // The toast's Accept and Decline answer this hold; the countdown runs to the instant after it.
    action: partyHoldAction(h.holdId, h.expiresAt),
  }),
  partyHoldReleased: (h: {
    reason: 'declined' | 'expired' | 'failed';
    /** Who declined, or why the booking could not be made (the booking write's message). */
    detail: string;
    courseName: string;
    clubName: string;
    startsAt: Date;
    timeZone: string;
    holdId: number;
  }): NewNotification => {
    const at = `${h.courseName}, ${h.clubName} at ${teeTime(h.startsAt, h.timeZone)}`;
    const why = {
      declined: `${h.detail} declined to play in your booking at ${at}`,
      expired: `Not every buddy answered in time for your booking at ${at}`,
      failed: `Your booking at ${at} could not be made when the last buddy accepted: ${h.detail}`,
    }[h.reason];
    return {
      type: NOTIFICATION_TYPES.booking,
      title: 'Booking not made',
      description: `${why}. The places have been released; you can book again without them.`,
      action: `party-hold:${h.holdId}`,
    };
  },
  partyHoldBooked: (h: {
    courseName: string;
    clubName: string;
    startsAt: Date;
    timeZone: string;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.booking,
    title: 'Your party is booked',
    description: `Every buddy accepted: your party is booked at ${h.courseName}, ${h.clubName} at ${teeTime(h.startsAt, h.timeZone)}.`,
  }),
};
