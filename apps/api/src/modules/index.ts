import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
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
import { memberRoutes } from './members/routes';
import { notificationsRoutes } from './notifications/routes';
import { paymentsRoutes } from './payments/routes';
import { pointsRoutes } from './points/routes';
import { staffClubMessageRoutes } from './staff/club-message-routes';
import { staffMemberRoutes } from './staff/members-routes';
import { staffRoutes } from './staff/routes';
import { subscriptionRoutes } from './subscription/routes';
import { teetimesRoutes } from './teetimes/routes';
import { trophiesRoutes } from './trophies/routes';

/** Every domain's routes, mounted under /api. A new domain adds one line here. */
export const apiModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  memberRoutes,
  clubRoutes,
  clubPagesRoutes,
  teetimesRoutes,
  bookingsRoutes,
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
];
