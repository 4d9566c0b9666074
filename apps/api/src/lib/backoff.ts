const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 3_600_000;

/**
 * How long to wait before trying again something that has now failed `attempts` times (a webhook
 * delivery, a receipt e-mail): a minute after the first failure, then twice as long after each one, at
 * most six hours.
 */
export function retryWaitMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}
