import { dayjs } from '../../lib/time';

/** How far back a lapsed renewal date is still renewed automatically (a scheduler that was down). */
export const LATE_RENEWAL_DAYS = 30;

/**
 * The renewal dates the daily job renews now: from LATE_RENEWAL_DAYS ago up to `daysBefore` days ahead.
 * A date further ahead is renewed by a later run; one lapsed longer ago is left to the member.
 */
export function renewalWindow(now: Date, daysBefore: number): { from: Date; until: Date } {
  return {
    from: dayjs(now).subtract(LATE_RENEWAL_DAYS, 'day').toDate(),
    until: dayjs(now).add(daysBefore, 'day').toDate(),
  };
}

export function isRenewalDue(expires: Date | null, now: Date, daysBefore: number): boolean {
  if (!expires) return false;
  const { from, until } = renewalWindow(now, daysBefore);
  return expires.getTime() > from.getTime() && expires.getTime() <= until.getTime();
}

/**
 * The Idempotency-Key of one automatic renewal: the member and the renewal date it renews. Every run
 * (a rerun, a second instance, a retry after a crash) renewing the same period uses the same key, so
 * the payment is claimed and charged once; once renewed, the date moves and the next period has its own.
 */
export function renewalKey(memberId: string, renewalDate: Date): string {
  return `renewal:${memberId}:${renewalDate.toISOString()}`;
}
