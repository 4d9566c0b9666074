/** The account module's front door: what other modules and the app use of it. */
export { accountRoutes } from './routes';
