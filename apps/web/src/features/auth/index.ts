/** The auth feature's public surface: other features and the app shell import only from here. */
export { sessionQueryKey } from './api/get-session';
export { primeSession } from './api/session-bootstrap';
export { useAuthState } from './hooks/use-auth-state';
export { useLogout } from './hooks/use-logout';
