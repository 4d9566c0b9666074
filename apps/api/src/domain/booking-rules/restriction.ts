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
 * What the rule counts, as the two sources' rows: the member's no-shows at the club, and their late
 * cancellations (requests the club approved), each at or after `since`; `at` is the instant the row counts
 * from. The count and the events below are both made of these, so they cannot disagree.
 */
function countedRows(memberId: SQL, clubId: SQL, since: SQL) {
  return [
    {
      at: sql`b.no_show_at`,
      from: sql`from bookings b
      where b.booked_by = ${memberId} and b.club_id = ${clubId} and b.no_show_at >= ${since}`,
    },
    {
      at: sql`r.decided_at`,
      from: sql`from cancellation_requests r join bookings b on b.id = r.booking_id
      where r.member_id = ${memberId} and r.status = 'approved' and b.club_id = ${clubId}
        and r.decided_at >= ${since}`,
    },
  ] as const;
}

/**
 * The rule's count as one SQL expression: the member's no-shows at the club, plus their late cancellations
 * (requests the club approved), since `since`. Availability embeds it in its own prepared query, and the
 * booking transaction in its locking statement.
 */
export function restrictionCountSql(memberId: SQL, clubId: SQL, since: SQL): SQL<number> {
  const [noShows, late] = countedRows(memberId, clubId, since);
  return sql<number>`(
    (select count(*)::int ${noShows.from})
    + (select count(*)::int ${late.from}))`;
}

/**
 * The same rows as `restrictionCountSql`, one row each: the instant it counts from (epoch ms, float8). A
 * later count is how many of them are at or after its own `since` (`countSince`): rows only age out of the
 * rule with time, and every new one is a write.
 */
export function restrictionEventsSql(memberId: SQL, clubId: SQL, since: SQL): SQL {
  const [noShows, late] = countedRows(memberId, clubId, since);
  const epochMs = (at: SQL) => sql`(extract(epoch from ${at}) * 1000)::float8`;
  return sql`select ${epochMs(noShows.at)} ${noShows.from}
    union all select ${epochMs(late.at)} ${late.from}`;
}

/** How many of the events (epoch ms) count at or after `since`. */
export function countSince(events: readonly number[], since: Date): number {
  const t = since.getTime();
  let n = 0;
  for (const at of events) if (at >= t) n++;
  return n;
}

export const isRestricted = (r: Restriction | null) => r !== null && r.count >= r.limit;
