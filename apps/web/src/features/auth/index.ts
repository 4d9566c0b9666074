/** The auth feature's public surface: other features and the app shell import only from here. */
export { primeSession } from './api/session-bootstrap';
export { useLogout } from './hooks/use-logout';
