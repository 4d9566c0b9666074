// What the staff module holds about one member, for their data export (your-data): their cancellation
// requests and the staff actions taken as them. The erasure keeps both (the club's record).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cancellationRequests, staffAudit } from '../../db/schema/staff';

export function findCancellationRequestsForExport(db: DbOrTx, memberId: string) {
  return db
    .select({
      bookingId: cancellationRequests.bookingId,
      status: cancellationRequests.status,
      createdAt: cancellationRequests.createdAt,
      decidedAt: cancellationRequests.decidedAt,
    })
    .from(cancellationRequests)
    .where(eq(cancellationRequests.memberId, memberId))
    .orderBy(asc(cancellationRequests.id));
}

/** Staff actions taken on the member's behalf: what and when, not which staff member (their data). */
export function findStaffActionsForExport(db: DbOrTx, memberId: string) {
  return db
    .select({
      at: staffAudit.at,
      method: staffAudit.method,
      route: staffAudit.route,
      params: staffAudit.params,
      clubId: staffAudit.clubId,
      status: staffAudit.status,
    })
    .from(staffAudit)
    .where(eq(staffAudit.onBehalfOf, memberId))
    .orderBy(asc(staffAudit.id));
}
