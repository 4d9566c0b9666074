/** The release-lines module's front door: what other modules and the app use of it. */
export { admittingLineFrom, admittingLineOf, lineHoldsDay, takeLineTurn } from './gate';
export { findLineTicketsForExport } from './member-data-repository';
export { type LineGate, lineGateOf, lineGateSql } from './repository';
export { releaseLinesRoutes } from './routes';
export { type LineTickDeps, runLineTick } from './tick';
