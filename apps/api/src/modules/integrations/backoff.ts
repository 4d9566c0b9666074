import { WEBHOOK_RETRY_HOURS } from '@fairway/contracts';

const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 3_600_000;
const RETRY_WINDOW_MS = WEBHOOK_RETRY_HOURS * 3_600_000;

/**
 * When a delivery that has now failed `attempts` times is tried next: a minute after the first failure,
 * then twice as long after each one (at most six hours between tries), and a last try when the day since
 * the event ends. Null once that day is over: the delivery has failed.
 */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const deadline = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return new Date(Math.min(now.getTime() + wait, deadline));
}
