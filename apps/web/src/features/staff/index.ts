/** The staff feature's public surface: other features and the app shell import only from here. */
export { staffKey } from './api/staff-queries';
