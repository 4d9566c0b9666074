import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ballots } from '../../db/schema/ballots';

/**
 * The one read the booking rules make of the ballots module's table: a course-day's ballot state. The
 * ballots module sits above bookings (it books the draw's winners), so it cannot be asked through its
 * front door without a cycle; the read stays here, listed in the owners' baseline.
 */

/** The course-day's ballot state ('Open', 'Drawing', 'Drawn'…), or null before the ballot exists. */
export async function findBallotState(db: DbOrTx, courseId: number, localDate: string) {
  const [row] = await db
    .select({ state: ballots.state })
    .from(ballots)
    .where(and(eq(ballots.courseId, courseId), eq(ballots.localDate, localDate)))
    .limit(1);
  return row?.state ?? null;
}
