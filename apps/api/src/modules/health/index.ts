/** The health module's front door: what other modules and the app use of it. */
export { healthRoutes } from './routes';
