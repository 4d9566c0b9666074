import type { AppRoute } from './route-meta';

const teeTimes = () => import('../features/teetimes/components/tee-times-page');
const extras = () => import('../features/extras/components/extras-search-page');
const history = () => import('../features/bookings/components/booking-history-page');

/** Booking screens (issue 3): spread into the router table in ./routes. */
export const bookingRoutes: AppRoute[] = [
  {
    path: '/booking',
    meta: { name: 'booking', requiresAuth: true, title: 'title.booking' },
    redirectTo: '/booking/clubs',
  },
  {
    path: '/booking/clubs',
    meta: { name: 'bookingClubs', requiresAuth: true, title: 'title.bookingClubs' },
    load: () => import('../features/teetimes/components/booking-clubs-page'),
  },
  {
    path: '/booking/clubs/:clubId',
    meta: { name: 'clubHouse', requiresAuth: true, title: 'title.clubHouse' },
    load: () => import('../features/teetimes/components/club-house-page'),
  },
  {
    path: '/booking/clubs/:clubId/:course',
    meta: { name: 'teeTimes', requiresAuth: true, title: 'title.teeTimes' },
    load: teeTimes,
  },
  {
    path: '/spa/:clubId/:courseId',
    meta: { name: 'spa', requiresAuth: true, title: 'title.spa' },
    load: teeTimes,
  },
  {
    path: '/dining/:clubId/:courseId',
    meta: { name: 'dining', requiresAuth: true, title: 'title.dining' },
    load: teeTimes,
  },
  { path: '/book', meta: { name: 'ecomSearch', requiresAuth: true, title: 'title.book' }, load: extras },
  {
    path: '/book/dining',
    meta: { name: 'ecomSearchDining', requiresAuth: true, title: 'title.bookDining' },
    load: () => import('../features/extras/components/dining-search-page'),
  },
  {
    path: '/book/additional',
    meta: { name: 'ecomSearchAdditional', requiresAuth: true, title: 'title.bookAdditional' },
    load: extras,
  },
  {
    path: '/account',
    meta: { name: 'account', requiresAuth: true, title: 'title.account' },
    redirectTo: '/account/profile',
  },
  {
    path: '/account/profile',
    meta: { name: 'accountProfile', requiresAuth: true, title: 'title.accountProfile' },
    load: history,
  },
  {
    path: '/account/profile/BookingHistory',
    meta: { name: 'bookingHistory', requiresAuth: true, title: 'title.bookingHistory' },
    load: history,
  },
];
