/** The bookings module's front door: what other modules and the app use of it. */
export { ballotHold, isHeld } from './ballot-hold';
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
export { slotFull } from './errors';
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
export { heldPlaces, lockSlot } from './slot-repository';
export {
  announceSlot,
  announceTeeSheet,
  findTimeZoneOfCourse,
  type TeeSheetSlot,
} from './tee-sheet-announce';
export { offerFreedPlaces, type Slot } from './waitlist-pass-on';
export { moveEntry } from './waitlist-queue';
