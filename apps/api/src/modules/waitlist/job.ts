import { expireOffers } from './offers';
import { runSweepJob, type SweepDeps } from './sweep';

/**
 * The waitlist job (every minute, once across instances): offers run out by now expire and their places
 * pass to the next party. Correctness never waits for it (an expired offer holds nothing and cannot be
 * accepted); it only makes the pass-on prompt. Each changed start's tee sheet refreshes after commit.
 */
export function runWaitlistJob(deps: SweepDeps, now = new Date()): Promise<{ expired: number }> {
  return runSweepJob(deps, (onSlotChanged) => expireOffers(deps.db, deps.notifier, now, onSlotChanged));
}
