/** The waitlist module's front door: what other modules and the app use of it. */
export { findPlacesOnOffer } from './club-read-repository';
export { runWaitlistJob } from './job';
export { eraseWaitlistOf, findWaitlistForExport } from './member-data-repository';
export { waitlistQueue } from './queue-repository';
export { waitlistRoutes } from './routes';
export { staffWaitlistRoutes } from './staff-routes';
export { runSweepJob, type SweepDeps, sweepExpired } from './sweep';
