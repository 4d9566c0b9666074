/** The ecommerce module's front door: what other modules and the app use of it. */
export { ecommerceRoutes } from './routes';
