/** The teetimes module's front door: what other modules and the app use of it. */
export { teetimesRoutes } from './routes';
export { type SearchInput, searchTeeTimes } from './search';
export { distanceKm } from './search-repository';
export { type SearchPartyPort, teeTimeSearchRoutes } from './search-routes';
export { forgetCourseSheets } from './search-sheets';
