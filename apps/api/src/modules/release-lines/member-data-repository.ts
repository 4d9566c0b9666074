// What the release-lines module holds about one member, for their data export (your-data). The erasure
// keeps their tickets (every ticket stays in its line's public audit).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lineTickets, releaseLines } from '../../db/schema/release-lines';

/** The member's tickets in release lines, with each line's course-day. */
export function findLineTicketsForExport(db: DbOrTx, memberId: string) {
  return db
    .select({
      ticketId: lineTickets.id,
      clubId: releaseLines.clubId,
      courseId: releaseLines.courseId,
      date: releaseLines.localDate,
      joinedAt: lineTickets.joinedAt,
      joinedBeforeOpen: lineTickets.joinedBeforeOpen,
      position: lineTickets.position,
      admitAt: lineTickets.admitAt,
      admittedUntil: lineTickets.admittedUntil,
      doneAt: lineTickets.doneAt,
    })
    .from(lineTickets)
    .innerJoin(releaseLines, eq(releaseLines.id, lineTickets.lineId))
    .where(eq(lineTickets.memberId, memberId))
    .orderBy(asc(lineTickets.id));
}
