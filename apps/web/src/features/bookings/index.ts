/** The bookings feature's public surface: other features and the app shell import only from here. */
export { invalidateAfterBookingChange, teeTimesQueryKey } from './api/booking-query-keys';
export { useCreateBooking } from './api/create-booking';
export { previousBookingsQueryOptions } from './api/get-previous-bookings';
export { upcomingBookingsQueryOptions } from './api/get-upcoming-bookings';
export { AddToCalendarLink } from './components/add-to-calendar-link';
export { DashboardBookings } from './components/dashboard-bookings';
