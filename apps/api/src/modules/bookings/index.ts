/** The bookings module's front door: what other modules and the app use of it. */

export { type BallotStatePort, ballotHold, isHeld, provideBallotStates } from './ballot-hold';
export {
  type AfterCommit,
  acceptWaitlistOffer,
  type BookingCommand,
  bookAsMember,
  bookBallotWin,
  bookQuietly,
  type Committed,
  commitPartyHold,
} from './booking-command';
export { type BookingPartyPort, memberBookingNews } from './booking-news';
export { bookNow, runBooking } from './booking-pipeline';
export { quoteBooking } from './booking-quote';
export { type CalendarContext, type FeedEntry, feedCalendar } from './calendar';
export { cancelBooking, undoCancelledBooking } from './cancel-booking';
export { clubBookingReads } from './club-read-repository';
export { slotFull } from './errors';
export { type BookingExportRow, findClubBookingsExportPage } from './export-repository';
export { type FeedBooking, findFeedBookings } from './feed-repository';
export { listUpcoming } from './list-bookings';
export { toBooking } from './mapper';
export {
  eraseBookingRowsOf,
  findBookingsForExport,
  findFutureBookingsMadeBy,
  findPartiesForExport,
} from './member-data-repository';
export { type PartyMember, type PayerWallet, partyPlayers, payerDebits, payerShares } from './party';
export type { HoldPlan, PartyHoldWriter } from './party-hold-plan';
export {
  type BookingView,
  findBookingView,
  findBookingViews,
  findPayers,
  markCancelled,
  visibleTo,
} from './repository';
export { bookingsRoutes } from './routes';
export { heldPlaces, lockSlot, placesTakenBetween } from './slot-repository';
export {
  bookedAtClub,
  bookingIdsOfClub,
  confirmationCodeTaken,
  findAnyBookingView,
  findAwaitingConfirmation,
  findBookingClub,
  findBookingRefs,
  findExtrasToFulfil,
  findStartedViews,
  markConfirmed,
  markFulfilled,
  markNoShow,
} from './staff-repository';
export { announceSlot, announceTeeSheet, type TeeSheetSlot } from './tee-sheet-announce';
export {
  offerFreedPlaces,
  provideWaitlistQueue,
  type QueueState,
  type Slot,
  type WaitlistQueuePort,
} from './waitlist-pass-on';
