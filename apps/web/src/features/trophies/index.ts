/** The trophies feature's public surface: other features and the app shell import only from here. */
export { trophiesKey } from './api/trophy-queries';
