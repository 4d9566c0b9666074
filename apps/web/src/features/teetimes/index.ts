/** The tee-times feature's public surface: other features and the app shell import only from here. */

export { teeTimesQueryOptions } from './api/get-tee-times';
export { SlotBookingScreen } from './components/slot-booking-screen';
