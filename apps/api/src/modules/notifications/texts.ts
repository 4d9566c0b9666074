import { lineTurnAction, NOTIFICATION_TYPES, partyHoldAction, teeTimeAlertAction } from '@fairway/contracts';
import { dayjs } from '../../lib/time';
import type { NewNotification } from './notification-service';

/** "14:30 Tuesday 1 December 2026" in the club's time zone. */
const teeTime = (startsAt: Date | string, timeZone: string) =>
  dayjs(startsAt).tz(timeZone).format('HH:mm dddd D MMMM YYYY');

const english = new Intl.PluralRules('en');
/** "1 minute", "15 minutes", "1 point", "6 rounds": a count with its noun, singular or plural by rule. */
export const counted = (count: number, one: string, other = `${one}s`) =>
  `${count} ${english.select(count) === 'one' ? one : other}`;
const units = { points: 'point', rounds: 'round' } as const;

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
  ballotEntryInvitation: (b: {
    entrantName: string;
    courseName: string;
    clubName: string;
    date: string;
    ballotId: number;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.info,
    title: 'A buddy entered you in a ballot',
    description: `${b.entrantName} entered you in their party in the ballot for ${b.courseName}, ${b.clubName} on ${dayjs(b.date).format('dddd D MMMM YYYY')}. If it wins you are booked with your points: accept or decline before the draw; without your answer the entry is not drawn.`,
    action: `ballot:${b.ballotId}`,
  }),
  ballotEntryDeclined: (b: {
    buddyName: string;
    courseName: string;
    clubName: string;
    date: string;
    ballotId: number;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.info,
    title: 'Ballot entry withdrawn',
    description: `${b.buddyName} declined to play in your entry in the ballot for ${b.courseName}, ${b.clubName} on ${dayjs(b.date).format('dddd D MMMM YYYY')}, so it was withdrawn. You can enter again without them.`,
    action: `ballot:${b.ballotId}`,
  }),
  ballotNotBooked: (b: {
    reason: 'not-drawn' | 'forfeited';
    courseName: string;
    clubName: string;
    date: string;
    ballotId: number;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.info,
    title: 'Ballot result',
    description: `Your entry in the ballot for ${b.courseName}, ${b.clubName} on ${dayjs(b.date).format('dddd D MMMM YYYY')} ${b.reason === 'not-drawn' ? 'was not drawn: a buddy in it had not accepted being in it' : 'won a time but could not be booked (a payment or membership check failed at the draw)'}. It does not count as a lost ballot.`,
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
    description: `Places are held for your party at ${o.courseName}, ${o.clubName} at ${teeTime(o.startsAt, o.timeZone)} for ${counted(o.offerMinutes, 'minute')}: accept to book them.`,
    // The toast's Accept and Decline answer this offer; the countdown runs to the instant after it.
    action: `waitlist-offer:${o.offerId}:${o.expiresAt.toISOString()}`,
  }),
  teeTimeAlert: (a: {
    alertId: number;
    clubId: number;
    clubName: string;
    courseId: number;
    courseName: string;
    startsAt: Date;
    timeZone: string;
    players: number;
    juniors: number;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.teeTimeAlert,
    title: 'A tee time you asked about is free',
    description: `A time for ${a.players === 1 ? 'one player' : `${a.players} players`} is free at ${a.courseName}, ${a.clubName} at ${teeTime(a.startsAt, a.timeZone)}: book it before someone else does.`,
    // The toast's Book opens the booking screen on this start, for the alert's party.
    action: teeTimeAlertAction({
      alertId: a.alertId,
      clubId: a.clubId,
      courseId: a.courseId,
      time: a.startsAt.toISOString(),
      players: a.players,
      juniors: a.juniors,
    }),
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
    /** What the buddy's place costs (issue 44 §13), in the club's unit: theirs to pay unless paid for. */
    share: number;
    unit: 'points' | 'rounds';
    holdId: number;
    expiresAt: Date;
  }): NewNotification => ({
    type: NOTIFICATION_TYPES.partyHoldInvitation,
    title: 'A buddy would like to book you in',
    description: `${h.bookerName} would like to book you into ${h.courseName}, ${h.clubName} at ${teeTime(h.startsAt, h.timeZone)}${h.paidByBooker ? `, paying your share (${counted(h.share, units[h.unit])})` : `, using your points (your share: ${counted(h.share, units[h.unit])})`}. The places are held for ${counted(h.holdMinutes, 'minute')}: accept or decline.`,
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
