/** Screens, loaded lazily by the router table (each stays its own chunk). */
export const bookingsPages = {
  bookingHistory: () => import('./components/booking-history-page'),
  invitations: () => import('./components/party-invitations-page'),
};
