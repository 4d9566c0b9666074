/** The ballots feature's public surface. */

export { ballotsQueryKey } from './api/ballot-queries';
export { BallotPanel } from './components/ballot-panel';
