/** The explore feature's public surface for the rest of the app (screens load through ./pages). */
export { exploreClubsQueryOptions } from './api/explore-clubs';
export { DEFAULT_LIST_COUNT, DEFAULT_LIST_SEARCH } from './lib/default-list';
