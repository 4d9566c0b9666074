/** The explore module's front door: what other modules and the app use of it. */
export { listClubPoints } from './club-points';
export { eraseFavouritesOf, findFavouritesForExport } from './member-data-repository';
export { exploreRoutes } from './routes';
export { countVisibleClubs } from './totals-repository';
