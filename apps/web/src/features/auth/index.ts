/** The auth feature's public surface: other features and the app shell import only from here. */
export { sessionQueryKey } from './api/get-session';
export { useAuthState } from './hooks/use-auth-state';
export { useLogout } from './hooks/use-logout';
