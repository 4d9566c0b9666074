/** The geo module's front door: what other modules and the app use of it. */
export { type Town, ukTowns } from './gazetteer';
export type { Geocoder } from './geocoder';
export { geocoderFor } from './geocoder-for';
export { geoRoutes } from './routes';
