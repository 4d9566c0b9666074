import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * The Open Play wallet's one definition (issue 21 §2): which lots can be spent from, and the balance they
 * make. Every statement that reads an Open Play balance or its lots embeds these fragments, so the rule is
 * written once: the member's lots not expired (by date, or early by the expiry job or staff) with points
 * left. Below the modules: it imports no module.
 */

/** An instant as SQL: a Date bound as timestamptz, or a prepared statement's placeholder or expression. */
export type SqlInstant = Date | SQL | Placeholder;

const instant = (now: SqlInstant) =>
  now instanceof Date ? sql`${now.toISOString()}::timestamptz` : sql`${now}::timestamptz`;

/**
 * The condition on one `flexi_lots` row, named `lots` in the statement (an alias, or the table's name),
 * that points can be spent from it at `now`. `memberId` is the member's id as SQL (a column or a value).
 */
export function spendableLot(lots: string, memberId: SQL, now: SqlInstant): SQL {
  const l = sql.raw(lots);
  return sql`${l}.member_id = ${memberId} and ${l}.expired_at is null and ${l}.expires_at > ${instant(now)}
    and ${l}.remaining > 0`;
}

/** The member's Open Play balance at `now`: the points left in their spendable lots (0 without any). */
export function openPlayBalance(memberId: SQL, now: SqlInstant): SQL<number> {
  return sql<number>`coalesce((
    select sum(open_play_lot.remaining) from flexi_lots open_play_lot
    where ${spendableLot('open_play_lot', memberId, now)}
  ), 0)::int`;
}
