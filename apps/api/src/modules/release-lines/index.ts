/** The release-lines module's front door: what other modules and the app use of it. */
export { admittingLineOf, takeLineTurn } from './gate';
export { releaseLinesRoutes } from './routes';
export { type LineTickDeps, runLineTick } from './tick';
