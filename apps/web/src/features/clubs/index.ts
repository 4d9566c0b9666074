/** The clubs feature's public surface: other features and the app shell import only from here. */

export { additionalBookersQueryOptions, useAdditionalBookers } from './api/get-additional-bookers';
export { clubContentQueryOptions, isClubContentQueryKey, useClubContent } from './api/get-club-content';
export { clubDetailsQueryOptions, useClubDetails } from './api/get-club-details';
export { clubMessageQueryOptions, useClubMessage } from './api/get-club-message';
export { type ClubFeatures, clubFeatures } from './hooks/club-features';
export { type ClubSwitches, useClubSwitches } from './hooks/use-club-switches';
export { type ShownClubTheme, useClubTheme } from './hooks/use-club-theme';
export { useShownClubId } from './hooks/use-shown-club';
export { overrideFromAddress, primeClubDocument } from './lib/club-bootstrap';
