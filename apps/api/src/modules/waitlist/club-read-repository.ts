import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { waitlistOffers } from '../../db/schema/waitlist';

/** What the club integrations read of the waitlist (their BookingReadsPort, wired in modules/index.ts). */

/** Places held by live waitlist offers at the courses' starts within [from, to). */
export function findPlacesOnOffer(db: DbOrTx, courseIds: number[], from: Date, to: Date, now: Date) {
  return db
    .select({
      courseId: waitlistOffers.courseId,
      startsAt: waitlistOffers.startsAt,
      held: sql<number>`sum(${waitlistOffers.places})::integer`,
    })
    .from(waitlistOffers)
    .where(
      and(
        inArray(waitlistOffers.courseId, courseIds),
        gte(waitlistOffers.startsAt, from),
        lt(waitlistOffers.startsAt, to),
        eq(waitlistOffers.state, 'open'),
        gt(waitlistOffers.expiresAt, now),
      ),
    )
    .groupBy(waitlistOffers.courseId, waitlistOffers.startsAt);
}
