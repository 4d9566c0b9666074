import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { ballotsRoutes, findBallotState, staffBallotRoutes } from './ballots';
import { bookingsRoutes, clubBookingReads, provideBallotStates, provideWaitlistQueue } from './bookings';
import { bookingParty, buddiesRoutes } from './buddies';
import { checkoutRoutes, gatewayWebhookRoutes, refundRoutes } from './checkout';
import { clubPagesRoutes, clubRoutes } from './clubs';
import { coursesRoutes } from './courses';
import { ecommerceRoutes } from './ecommerce';
import { exploreRoutes } from './explore';
import { geoRoutes } from './geo';
import { healthRoutes } from './health';
import { integrationsRoutes, provideBookingReads } from './integrations';
import { homeBalance, memberRoutes } from './members';
import { notificationsRoutes } from './notifications';
import { partyHoldsRoutes, partyHoldWriter } from './party-holds';
import { pointsRoutes, provideHomeBalance } from './points';
import { releaseLinesRoutes } from './release-lines';
import { staffClubContentRoutes, staffClubMessageRoutes, staffMemberRoutes, staffRoutes } from './staff';
import { subscriptionRoutes } from './subscription';
import { teeTimeAlertsRoutes } from './tee-time-alerts';
import { teeTimeSearchRoutes, teetimesRoutes } from './teetimes';
import { trophiesRoutes } from './trophies';
import { findPlacesOnOffer, staffWaitlistRoutes, waitlistQueue, waitlistRoutes } from './waitlist';
import { calendarFeedAccountRoutes, yourDataRoutes } from './your-data';

/**
 * The ports whose callers cannot take them as arguments: a lower module's
 * front-door functions keep their shape, and the higher owner's read, write or selection is wired here
 * once. Loading this file wires them (the app, the seed and the benches reach bookings through it);
 * calling it again changes nothing.
 */
export function wirePorts(): void {
  provideHomeBalance(homeBalance);
  provideBallotStates(findBallotState);
  provideWaitlistQueue(waitlistQueue);
  provideBookingReads({ ...clubBookingReads, findPlacesOnOffer });
}
wirePorts();

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
  teeTimeSearchRoutes({ party: bookingParty }),
  teeTimeAlertsRoutes,
  bookingsRoutes({ party: bookingParty, holds: partyHoldWriter }),
  partyHoldsRoutes,
  ballotsRoutes,
  releaseLinesRoutes,
  waitlistRoutes,
  pointsRoutes,
  coursesRoutes,
  ecommerceRoutes,
  checkoutRoutes,
  subscriptionRoutes,
  gatewayWebhookRoutes,
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
