import { authPages } from '../features/auth/pages';
import { ballotsPages } from '../features/ballots/pages';
import { buddiesPages } from '../features/buddies/pages';
import { checkoutPages } from '../features/checkout/pages';
import { dashboardPages } from '../features/dashboard/pages';
import { errorPages } from '../features/errors/pages';
import { explorePages } from '../features/explore/pages';
import { integrationsPages } from '../features/integrations/pages';
import { memberPages } from '../features/members/pages';
import { releaseLinesPages } from '../features/release-lines/pages';
import { staffPages } from '../features/staff/pages';
import { trophiesPages } from '../features/trophies/pages';
import type { TextPart } from '../i18n/texts';
import { DASHBOARD_VIEWS } from '../lib/paths';
import { bookingRoutes } from './booking-routes';
import { clubPageRoutes } from './club-page-routes';
import type { AppRoute } from './route-meta';

const dashboard = dashboardPages.dashboard;
/** The dashboard's bookings, with their holds and waitlist offers. */
const DASHBOARD_TEXTS: readonly TextPart[] = ['bookings', 'waitlist'];
/** The console's screens are one chunk: its ballots and integrations among them. */
const CONSOLE_TEXTS: readonly TextPart[] = ['ballots', 'integrations'];

/**
 * Every route of the app, with its meta. Adding a screen is one entry here; screens are lazy chunks.
 * Titles are i18n keys.
 */
export const routes: AppRoute[] = [
  {
    path: '/',
    meta: { name: 'dashboard', requiresAuth: true, title: 'title.dashboard' },
    load: dashboard,
    texts: DASHBOARD_TEXTS,
  },
  ...DASHBOARD_VIEWS.map(
    (view): AppRoute => ({
      path: `/${view}`,
      meta: { name: view.toLowerCase(), requiresAuth: true, title: `title.${view.toLowerCase()}` },
      load: dashboard,
      texts: DASHBOARD_TEXTS,
    }),
  ),
  {
    path: '/login',
    meta: { name: 'login', requiresAuth: false, title: 'title.login', hideLayout: true },
    load: authPages.login,
  },
  {
    path: '/login/:clubName/:clubId',
    meta: {
      name: 'clubLogin',
      requiresAuth: false,
      title: 'title.login',
      hideLayout: true,
      overrideStyle: true,
    },
    load: authPages.login,
  },
  {
    path: '/login/*',
    meta: { name: 'loginOther', requiresAuth: false, title: 'title.login' },
    redirectTo: '/login',
  },
  {
    path: '/register/:id',
    meta: {
      name: 'register',
      requiresAuth: false,
      title: 'title.register',
      hideLayout: true,
      overrideStyle: true,
    },
    load: authPages.register,
  },
  {
    path: '/Error/Offline',
    meta: { name: 'offline', requiresAuth: false, title: 'title.offline', hideLayout: true },
    load: errorPages.offline,
  },
  {
    path: '/magiclink',
    meta: { name: 'magicLink', requiresAuth: false, title: 'title.magicLink', hideLayout: true },
    load: authPages.magicLink,
  },
  {
    path: '/2FA/:tfaToken/:useFallbackUI',
    meta: { name: 'twoFactor', requiresAuth: false, title: 'title.twoFactor', hideLayout: true },
    load: authPages.twoFactor,
  },
  {
    path: '/Checkout',
    meta: { name: 'summary', requiresAuth: true, title: 'title.checkout', squeeze: true },
    load: checkoutPages.checkout,
  },
  {
    path: '/packages/:clubName/:clubId',
    meta: { name: 'packages', requiresAuth: true, title: 'title.packages' },
    load: checkoutPages.packages,
  },
  {
    path: '/packages/:clubId',
    // Public too (club-discovery §2): a visitor sees the packages; Add to basket leads to login.
    meta: { name: 'packagesById', requiresAuth: false, title: 'title.packages' },
    load: checkoutPages.packages,
  },
  {
    path: '/PaymentProcessing',
    meta: { name: 'paymentProcessing', requiresAuth: false, title: 'title.paymentProcessing', squeeze: true },
    load: checkoutPages.paymentProcessing,
  },
  {
    path: '/Welcome',
    meta: { name: 'welcome', requiresAuth: false, title: 'title.welcome' },
    load: checkoutPages.welcome,
  },
  {
    path: '/TopupComplete',
    meta: { name: 'topupComplete', requiresAuth: true, title: 'title.topupComplete' },
    load: checkoutPages.topupComplete,
  },
  {
    path: '/RenewalComplete',
    meta: { name: 'renewalComplete', requiresAuth: true, title: 'title.renewalComplete' },
    load: checkoutPages.renewalComplete,
  },
  {
    path: '/Arrears',
    meta: { name: 'arrears', requiresAuth: true, title: 'title.arrears', squeeze: true },
    load: memberPages.arrears,
  },
  ...bookingRoutes,
  ...clubPageRoutes,
  // One screen under the three theme words (member-area §2); the menu links the theme's own. Its title, like its
  // heading, is the shown club's theme word ("My Friends" at a Friends club), whichever path reached it.
  ...(['Buddies', 'Friends', 'Colleagues'] as const).map(
    (plural): AppRoute => ({
      path: `/${plural}`,
      meta: {
        name: plural.toLowerCase(),
        requiresAuth: true,
        title: `title.${plural.toLowerCase()}`,
        buddiesTitle: true,
      },
      load: buddiesPages.buddies,
    }),
  ),
  {
    path: '/explore',
    meta: { name: 'explore', requiresAuth: true, title: 'title.exploreClubs' },
    redirectTo: '/explore/clubs',
  },
  {
    path: '/explore/clubs',
    meta: { name: 'exploreClubs', requiresAuth: true, title: 'title.exploreClubs' },
    load: explorePages.exploreClubs,
    texts: ['explore'],
  },
  {
    path: '/Trophies',
    meta: { name: 'trophies', requiresAuth: true, title: 'title.trophies' },
    load: trophiesPages.trophies,
  },
  {
    path: '/ballots/:ballotId/audit',
    meta: { name: 'ballotAudit', requiresAuth: true, title: 'title.ballotAudit' },
    load: ballotsPages.audit,
    texts: ['ballots'],
  },
  {
    path: '/release-lines/:lineId',
    meta: { name: 'releaseLine', requiresAuth: true, title: 'title.releaseLine' },
    load: releaseLinesPages.line,
    texts: ['releaseLines'],
  },
  {
    path: '/release-lines/:lineId/audit',
    meta: { name: 'releaseLineAudit', requiresAuth: true, title: 'title.releaseLineAudit' },
    load: releaseLinesPages.audit,
    texts: ['releaseLines'],
  },
  // The staff console, in its own layout (issue 22 §4).
  {
    path: '/staff',
    meta: { name: 'staff', requiresAuth: true, title: 'title.staff', console: true },
    load: staffPages.queue,
    texts: CONSOLE_TEXTS,
  },
  {
    path: '/staff/members/:memberGuid',
    meta: { name: 'staffMember', requiresAuth: true, title: 'title.staffMember', console: true },
    load: staffPages.member,
    texts: CONSOLE_TEXTS,
  },
  {
    path: '/staff/content',
    meta: { name: 'staffContent', requiresAuth: true, title: 'title.staffContent', console: true },
    load: staffPages.content,
    // The help page's standard questions: the editor starts a club's own list from them.
    texts: [...CONSOLE_TEXTS, 'clubPages'],
  },
  {
    path: '/staff/ballots',
    meta: { name: 'staffBallots', requiresAuth: true, title: 'title.staffBallots', console: true },
    load: staffPages.ballots,
    texts: CONSOLE_TEXTS,
  },
  {
    path: '/staff/ballots/:ballotId',
    meta: { name: 'staffBallot', requiresAuth: true, title: 'title.staffBallot', console: true },
    load: staffPages.ballot,
    texts: CONSOLE_TEXTS,
  },
  {
    path: '/staff/waitlist',
    meta: { name: 'staffWaitlist', requiresAuth: true, title: 'title.staffWaitlist', console: true },
    load: staffPages.waitlist,
    texts: CONSOLE_TEXTS,
  },
  {
    path: '/staff/integrations',
    meta: { name: 'staffIntegrations', requiresAuth: true, title: 'title.staffIntegrations', console: true },
    load: integrationsPages.integrations,
    texts: ['integrations'],
  },
  {
    path: '*',
    meta: { name: 'notFound', requiresAuth: false, title: 'title.notFound' },
    load: errorPages.notFound,
  },
];
