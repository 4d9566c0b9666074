/** The explore feature's public surface for the rest of the app (screens load through ./pages). */
export { exploreClubsQueryOptions } from './api/explore-clubs';
export { apiSearchParams, DEFAULT_STATE as DEFAULT_EXPLORE_STATE } from './lib/search-params';
