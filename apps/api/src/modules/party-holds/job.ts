import { runSweepJob, type SweepDeps } from '../waitlist';
import { expireHolds } from './release';

/**
 * The party-hold sweep, run by the held-places job each minute (once across instances) beside the
 * waitlist's: holds run out by now expire, their bookers are told and their places pass on. Each changed
 * start's tee sheet refreshes after commit.
 */
export function runPartyHoldJob(deps: SweepDeps, now = new Date()): Promise<{ expired: number }> {
  return runSweepJob(deps, (onSlotChanged) => expireHolds(deps.db, deps.notifier, now, onSlotChanged));
}
