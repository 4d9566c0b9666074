/** The trophies module's front door: what other modules and the app use of it. */
export { eraseTrophiesOf, findTrophiesForExport } from './member-data-repository';
export { trophiesRoutes } from './routes';
