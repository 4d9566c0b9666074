import { WEBHOOK_RETRY_HOURS } from '@fairway/contracts';
import { retryWaitMs } from '../../lib/backoff';

const RETRY_WINDOW_MS = WEBHOOK_RETRY_HOURS * 3_600_000;

/**
 * When a delivery that has now failed `attempts` times is tried next: a minute after the first failure,
 * then twice as long after each one (at most six hours between tries), and a last try when the day since
 * the event ends. Null once that day is over: the delivery has failed.
 */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const deadline = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  return new Date(Math.min(now.getTime() + retryWaitMs(attempts), deadline));
}
