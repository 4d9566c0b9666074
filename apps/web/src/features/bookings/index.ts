/** The bookings feature's public surface: other features and the app shell import only from here. */
export { invalidateAfterBookingChange, teeTimesQueryKey } from './api/booking-query-keys';
export { useCreateBooking } from './api/create-booking';
export { previousBookingsQueryOptions } from './api/get-previous-bookings';
export { upcomingBookingsQueryOptions } from './api/get-upcoming-bookings';
export { partyHoldsQueryKey } from './api/party-holds';
export { AddToCalendarLink } from './components/add-to-calendar-link';
export { DashboardBookings } from './components/dashboard-bookings';
export { HeldBooking } from './components/held-booking';
export { HoldAnswer } from './components/hold-answer';
export { holdIdOfAction, invitationFromAction, isHeld } from './lib/party-hold';
