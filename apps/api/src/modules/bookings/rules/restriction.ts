import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

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
 * (requests the club approved), since `since`. Availability embeds it in its own prepared query.
 */
export function restrictionCountSql(memberId: SQL, clubId: SQL, since: SQL): SQL<number> {
  return sql<number>`(
    (select count(*)::int from bookings b
      where b.booked_by = ${memberId} and b.club_id = ${clubId} and b.no_show_at >= ${since})
    + (select count(*)::int from cancellation_requests r join bookings b on b.id = r.booking_id
      where r.member_id = ${memberId} and r.status = 'approved' and b.club_id = ${clubId}
        and r.decided_at >= ${since}))`;
}

/**
 * Where a member stands against a club's no-show rule: their no-shows and late cancellations at that
 * club within the rule's period, counted in one statement. Null when the club has no rule.
 */
export async function restrictionOf(
  db: DbOrTx,
  input: { memberId: string; clubId: number; rule: Rule; now: Date },
): Promise<Restriction | null> {
  const { rule } = input;
  if (!rule) return null;
  const since = restrictionSince(rule, input.now);
  const count = restrictionCountSql(
    sql`${input.memberId}::uuid`,
    sql`${input.clubId}::int`,
    sql`${since.toISOString()}::timestamptz`,
  );
  const result = await db.execute(sql`select ${count} as n`);
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return restrictionFrom(rule, Number(row?.n ?? 0));
}

export const isRestricted = (r: Restriction | null) => r !== null && r.count >= r.limit;
