/** The party-holds module's front door (issue 22 §3: a buddy who asked to be asked is asked first). */
export { runPartyHoldJob } from './job';
export { erasePartyHoldsOf, findPartyHoldsForExport } from './member-data-repository';
export { partyHoldsRoutes } from './routes';
export { partyHoldWriter } from './write-hold';
