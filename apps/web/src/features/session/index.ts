/**
 * The session feature's public surface: who is signed in (the session check and the member it brings).
 * It sits below auth and clubs, which both read it; other features and the app shell import only from here.
 */
export { sessionQueryKey } from './api/get-session';
export { useAuthState } from './hooks/use-auth-state';
