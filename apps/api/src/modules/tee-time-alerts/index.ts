/** The tee-time alerts module's front door: its routes and the job that tells members a time opened. */
export { type AlertJobDeps, runTeeTimeAlertJob } from './matcher';
export { hasOpenings } from './repository';
export { teeTimeAlertsRoutes } from './routes';
