/** The subscription module's front door: what other modules and the app use of it. */
export { runRenewals } from './renewal-service';
export { subscriptionRoutes } from './routes';
