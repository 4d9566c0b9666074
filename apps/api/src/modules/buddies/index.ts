/** The buddies module's front door: what other modules and the app use of it. */
export { announcePartyBooking, bookingParty, checkBuddyConsent, resolveBookingParty } from './booking-party';
export type { BuddyDeps } from './events';
export { ensureHandle, findMemberByPublicId, publicIdsOf } from './handle-repository';
export { eraseBuddiesOf, findBuddiesForExport } from './member-data-repository';
export { checkParty } from './party-check';
export { buddiesRoutes } from './routes';
export { shareCodes } from './selection-repository';
