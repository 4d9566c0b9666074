/** The trophies module's front door: what other modules and the app use of it. */
export { awardTrophiesAfterBooking } from './booking-hook';
export type { StoredTrophyInputs } from './repository';
export { trophiesRoutes } from './routes';
