/** The ballots module's front door: what other modules and the app use of it. */
export { runBallotJob } from './job';
export { eraseBallotRowsOf, findBallotsForExport } from './member-data-repository';
export { findBallotState } from './repository';
export { ballotsRoutes } from './routes';
export { seedBoxOf } from './seed';
export { staffBallotRoutes } from './staff-routes';
