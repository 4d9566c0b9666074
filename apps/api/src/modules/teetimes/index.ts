/** The teetimes module's front door: what other modules and the app use of it. */
export { teetimesRoutes } from './routes';
