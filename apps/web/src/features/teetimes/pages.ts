/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const teeTimesPages = {
  teeTimes: () => import('./components/tee-times-page'),
  bookingClubs: () => import('./components/booking-clubs-page'),
  clubHouse: () => import('./components/club-house-page'),
};
