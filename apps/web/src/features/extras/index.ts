/** The extras feature's public surface: other features and the app shell import only from here. */
export { additionalBookersQueryOptions, useAdditionalBookers } from './api/get-additional-bookers';
