import { accountPages } from '../features/account/pages';
import { bookingsPages } from '../features/bookings/pages';
import { extrasPages } from '../features/extras/pages';
import { teeTimesPages } from '../features/teetimes/pages';
import type { AppRoute } from './route-meta';

const teeTimes = teeTimesPages.teeTimes;
const extras = extrasPages.extrasSearch;
const history = bookingsPages.bookingHistory;

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
    load: teeTimesPages.bookingClubs,
  },
  {
    path: '/booking/invitations',
    meta: { name: 'partyInvitations', requiresAuth: true, title: 'title.partyInvitations' },
    load: bookingsPages.invitations,
  },
  {
    path: '/booking/clubs/:clubId',
    meta: { name: 'clubHouse', requiresAuth: true, title: 'title.clubHouse' },
    load: teeTimesPages.clubHouse,
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
    load: extrasPages.diningSearch,
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
    load: accountPages.account,
  },
  {
    path: '/account/profile/:view',
    meta: { name: 'accountView', requiresAuth: true, title: 'title.accountProfile' },
    load: accountPages.account,
  },
  {
    path: '/account/profile/BookingHistory',
    meta: { name: 'bookingHistory', requiresAuth: true, title: 'title.bookingHistory' },
    load: history,
  },
];
