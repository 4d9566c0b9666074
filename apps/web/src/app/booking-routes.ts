import { accountPages } from '../features/account/pages';
import { bookingsPages } from '../features/bookings/pages';
import { extrasPages } from '../features/extras/pages';
import { teeTimeSearchPages } from '../features/tee-time-search/pages';
import { teeTimesPages } from '../features/teetimes/pages';
import type { TextPart } from '../i18n/texts';
import type { AppRoute } from './route-meta';

const teeTimes = teeTimesPages.teeTimes;
const extras = extrasPages.extrasSearch;
const history = bookingsPages.bookingHistory;
/** A slot screen's texts: its booking, a ballot's entry, the waitlist and a release line (src/i18n/texts.ts). */
const SLOT_TEXTS: readonly TextPart[] = ['bookings', 'ballots', 'waitlist', 'releaseLines'];
/** The account's views: its booking history's texts, and the tee-time alerts' list. */
const ACCOUNT_TEXTS: readonly TextPart[] = ['bookings', 'teeTimeSearch'];

/** Booking screens (issue 3): spread into the router table in ./routes. */
export const bookingRoutes: AppRoute[] = [
  {
    path: '/booking',
    meta: { name: 'booking', requiresAuth: true, title: 'title.booking' },
    redirectTo: '/booking/clubs',
  },
  {
    path: '/booking/find',
    meta: { name: 'findTeeTime', requiresAuth: true, title: 'title.findTeeTime' },
    load: teeTimeSearchPages.findTeeTime,
    texts: ['teeTimeSearch'],
  },
  {
    path: '/booking/clubs',
    meta: { name: 'bookingClubs', requiresAuth: true, title: 'title.bookingClubs' },
    load: teeTimesPages.bookingClubs,
    texts: ['bookings'],
  },
  {
    path: '/booking/invitations',
    meta: { name: 'partyInvitations', requiresAuth: true, title: 'title.partyInvitations' },
    load: bookingsPages.invitations,
    texts: ['bookings'],
  },
  {
    path: '/booking/clubs/:clubId',
    meta: { name: 'clubHouse', requiresAuth: true, title: 'title.clubHouse' },
    load: teeTimesPages.clubHouse,
    texts: ['bookings'],
  },
  {
    path: '/booking/clubs/:clubId/:course',
    meta: { name: 'teeTimes', requiresAuth: true, title: 'title.teeTimes' },
    load: teeTimes,
    texts: SLOT_TEXTS,
  },
  {
    path: '/spa/:clubId/:courseId',
    meta: { name: 'spa', requiresAuth: true, title: 'title.spa' },
    load: teeTimes,
    texts: SLOT_TEXTS,
  },
  {
    path: '/dining/:clubId/:courseId',
    meta: { name: 'dining', requiresAuth: true, title: 'title.dining' },
    load: teeTimes,
    texts: SLOT_TEXTS,
  },
  {
    path: '/book',
    meta: { name: 'ecomSearch', requiresAuth: true, title: 'title.book' },
    load: extras,
    texts: SLOT_TEXTS,
  },
  {
    path: '/book/dining',
    meta: { name: 'ecomSearchDining', requiresAuth: true, title: 'title.bookDining' },
    load: extrasPages.diningSearch,
    texts: ['bookings'],
  },
  {
    path: '/book/additional',
    meta: { name: 'ecomSearchAdditional', requiresAuth: true, title: 'title.bookAdditional' },
    load: extras,
    texts: SLOT_TEXTS,
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
    texts: ACCOUNT_TEXTS,
  },
  {
    path: '/account/profile/:view',
    meta: { name: 'accountView', requiresAuth: true, title: 'title.accountProfile' },
    load: accountPages.account,
    texts: ACCOUNT_TEXTS,
  },
  {
    path: '/account/profile/BookingHistory',
    meta: { name: 'bookingHistory', requiresAuth: true, title: 'title.bookingHistory' },
    load: history,
    texts: ['bookings'],
  },
];
