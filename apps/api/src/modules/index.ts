import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { ballotsRoutes } from './ballots/routes';
import { staffBallotRoutes } from './ballots/staff-routes';
import { bookingsRoutes } from './bookings/routes';
import { buddiesRoutes } from './buddies/routes';
import { refundRoutes } from './checkout/refund-routes';
import { checkoutRoutes } from './checkout/routes';
import { clubPagesRoutes } from './clubs/club-pages-routes';
import { clubRoutes } from './clubs/routes';
import { coursesRoutes } from './courses/routes';
import { ecommerceRoutes } from './ecommerce/routes';
import { exploreRoutes } from './explore/routes';
import { geoRoutes } from './geo/routes';
import { healthRoutes } from './health/routes';
import { integrationsRoutes } from './integrations/routes';
import { memberRoutes } from './members/routes';
import { notificationsRoutes } from './notifications/routes';
import { partyHoldsRoutes } from './party-holds';
import { paymentsRoutes } from './payments/routes';
import { pointsRoutes } from './points/routes';
import { staffClubContentRoutes } from './staff/club-content-routes';
import { staffClubMessageRoutes } from './staff/club-message-routes';
import { staffMemberRoutes } from './staff/members-routes';
import { staffRoutes } from './staff/routes';
import { subscriptionRoutes } from './subscription/routes';
import { teetimesRoutes } from './teetimes/routes';
import { trophiesRoutes } from './trophies/routes';
import { waitlistRoutes } from './waitlist/routes';
import { staffWaitlistRoutes } from './waitlist/staff-routes';
import { calendarFeedAccountRoutes } from './your-data/feed-routes';
import { yourDataRoutes } from './your-data/routes';

/** Every domain's routes, mounted under /api. A new domain adds one line here. */
export const apiModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  calendarFeedAccountRoutes,
  yourDataRoutes,
  memberRoutes,
  clubRoutes,
  clubPagesRoutes,
  teetimesRoutes,
  bookingsRoutes,
  partyHoldsRoutes,
  ballotsRoutes,
  waitlistRoutes,
  pointsRoutes,
  coursesRoutes,
  ecommerceRoutes,
  checkoutRoutes,
  subscriptionRoutes,
  paymentsRoutes,
  notificationsRoutes,
  refundRoutes,
  buddiesRoutes,
  trophiesRoutes,
  exploreRoutes,
  geoRoutes,
  staffRoutes,
  staffMemberRoutes,
  staffClubMessageRoutes,
  staffClubContentRoutes,
  staffBallotRoutes,
  staffWaitlistRoutes,
  integrationsRoutes,
];
