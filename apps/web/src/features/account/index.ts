/** The account feature's public surface. */
export { profileQueryKey, useProfile } from './api/account-api';
