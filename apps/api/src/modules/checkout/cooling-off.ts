import { COOLING_OFF_DAYS } from '@fairway/contracts';
import { instantAt, localDateOf } from '../../lib/time';

/** The calendar date `days` after a YYYY-MM-DD date. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The end of a renewal's cooling-off window (spec: 14 days): the renewal can be cancelled until the
 * end of the 14th day after the day it was paid, counted in the club's zone (paid on 1 March at any
 * hour → cancellable until 15 March 23:59:59.999 club time). Returns that end as an exclusive instant.
 */
export function coolingOffEnds(paidAt: Date, timeZone: string): Date {
  return instantAt(addDays(localDateOf(paidAt, timeZone), COOLING_OFF_DAYS + 1), 0, timeZone);
}

export const insideCoolingOff = (paidAt: Date, now: Date, timeZone: string): boolean =>
  now.getTime() < coolingOffEnds(paidAt, timeZone).getTime();

/** The credits a refund would take back, and whether they are all still there. */
export function pointsUnspent(input: {
  homeBalance: number;
  homeCredited: number;
  lot: { original: number; remaining: number; expired: boolean } | null;
}): boolean {
  if (input.homeBalance < input.homeCredited) return false;
  if (input.lot && (input.lot.expired || input.lot.remaining < input.lot.original)) return false;
  return true;
}
