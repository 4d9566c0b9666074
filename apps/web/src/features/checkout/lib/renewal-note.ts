import type { BasketItem, MemberSummary } from '@fairway/contracts';
import { MEMBERSHIP_MONTHS } from '@fairway/contracts/constants';
import dayjs from 'dayjs';

export type RenewalNote =
  | { kind: 'until'; date: string }
  /** A lapsed membership renews from its old expiry (spec: a year is added to the renewal date). */
  | { kind: 'lapsed'; expired: string; date: string };

/**
 * What the basket says about the membership a package leads to, before payment. A late renewal keeps
 * the old expiry as its start, so the member is told both dates rather than finding out afterwards.
 */
export function renewalNote(
  item: Pick<BasketItem, 'MembershipExtension'>,
  member: Pick<MemberSummary, 'CompletedFirstPayment' | 'MembershipExpires'> | undefined,
  now: Date = new Date(),
): RenewalNote | null {
  const date = item.MembershipExtension?.ExtendedRenewalDate;
  if (!date) return null;
  const expired = member?.CompletedFirstPayment ? member.MembershipExpires : null;
  if (!expired || dayjs(expired).isAfter(now)) return { kind: 'until', date };
  // Counted from the old expiry (not restarted from today, which a very late renewal does).
  const from = dayjs(date).subtract(MEMBERSHIP_MONTHS, 'month');
  const fromOldExpiry = Math.abs(from.diff(dayjs(expired), 'day')) <= 1;
  return fromOldExpiry ? { kind: 'lapsed', expired, date } : { kind: 'until', date };
}
