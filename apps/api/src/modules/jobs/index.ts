/** The jobs module's front door: what other modules and the app use of it. */
export { jobsPlugin } from './plugin';
