import { type SQL, sql } from 'drizzle-orm';

export type Restriction = { count: number; limit: number; days: number };

type Rule = { limit: number; days: number } | null;

/** Where a club's no-show rule starts counting: `days` before now (now itself without a rule). */
export function restrictionSince(rule: Rule, now: Date): Date {
  return rule ? new Date(now.getTime() - rule.days * 86_400_000) : now;
}

/** A member's standing against the rule, from their count since `restrictionSince`; null without a rule. */
export function restrictionFrom(rule: Rule, count: number): Restriction | null {
  return rule ? { count, limit: rule.limit, days: rule.days } : null;
}

/**
 * The rule's count as one SQL expression: the member's no-shows at the club, plus their late cancellations
 * (requests the club approved), since `since`. Availability embeds it in its own prepared query, and the
 * booking transaction in its locking statement.
 */
export function restrictionCountSql(memberId: SQL, clubId: SQL, since: SQL): SQL<number> {
  return sql<number>`(
    (select count(*)::int from bookings b
      where b.booked_by = ${memberId} and b.club_id = ${clubId} and b.no_show_at >= ${since})
    + (select count(*)::int from cancellation_requests r join bookings b on b.id = r.booking_id
      where r.member_id = ${memberId} and r.status = 'approved' and b.club_id = ${clubId}
        and r.decided_at >= ${since}))`;
}

export const isRestricted = (r: Restriction | null) => r !== null && r.count >= r.limit;
