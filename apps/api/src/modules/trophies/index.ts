/** The trophies module's front door: what other modules and the app use of it. */
export { trophiesRoutes } from './routes';
