import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bookings, cancellationRequests } from '../../../db/schema';

export type Restriction = { count: number; limit: number; days: number };

/**
 * Where a member stands against a club's no-show rule: their no-shows and late cancellations (requests
 * the club approved) at that club within the rule's period. Null when the club has no rule.
 */
export async function restrictionOf(
  db: DbOrTx,
  input: { memberId: string; clubId: number; rule: { limit: number; days: number } | null; now: Date },
): Promise<Restriction | null> {
  const { rule } = input;
  if (!rule) return null;
  const since = new Date(input.now.getTime() - rule.days * 86_400_000);
  const [noShows] = await db
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
  const [late] = await db
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
  return { count: (noShows?.n ?? 0) + (late?.n ?? 0), limit: rule.limit, days: rule.days };
}

export const isRestricted = (r: Restriction | null) => r !== null && r.count >= r.limit;
