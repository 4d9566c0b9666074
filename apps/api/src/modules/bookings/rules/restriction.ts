import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bookings, cancellationRequests } from '../../../db/schema';

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
 * Where a member stands against a club's no-show rule: their no-shows and late cancellations (requests
 * the club approved) at that club within the rule's period, counted in one statement. Null when the
 * club has no rule. (Availability reads the same count inside its own query.)
 */
export async function restrictionOf(
  db: DbOrTx,
  input: { memberId: string; clubId: number; rule: Rule; now: Date },
): Promise<Restriction | null> {
  const { rule } = input;
  if (!rule) return null;
  const since = restrictionSince(rule, input.now);
  const noShows = db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.bookedBy, input.memberId),
        eq(bookings.clubId, input.clubId),
        isNotNull(bookings.noShowAt),
        gte(bookings.noShowAt, since),
      ),
    );
  const late = db
    .select({ n: sql<number>`count(*)::int` })
    .from(cancellationRequests)
    .innerJoin(bookings, eq(bookings.id, cancellationRequests.bookingId))
    .where(
      and(
        eq(cancellationRequests.memberId, input.memberId),
        eq(cancellationRequests.status, 'approved'),
        eq(bookings.clubId, input.clubId),
        gte(cancellationRequests.decidedAt, since),
      ),
    );
  const [row] = await db.select({ n: sql<number>`(${noShows}) + (${late})` }).from(sql`(select 1) as one`);
  return restrictionFrom(rule, Number(row?.n ?? 0));
}

export const isRestricted = (r: Restriction | null) => r !== null && r.count >= r.limit;
