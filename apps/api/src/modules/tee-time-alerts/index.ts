/** The tee-time alerts module's front door: its routes and the job that tells members a time opened. */
export { type AlertJobDeps, runTeeTimeAlertJob } from './matcher';
export { eraseAlertsOf, findAlertsForExport } from './member-data-repository';
export { hasOpenings } from './repository';
export { teeTimeAlertsRoutes } from './routes';
