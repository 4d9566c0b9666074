import type { StaffAudit } from '@fairway/contracts';
import type { Db } from '../../db/client';
import type { ClubScope } from '../../plugins/staff-access';
import { findMemberNames } from '../members';
import { findAuditPage } from './audit-repository';

const PAGE_SIZE = 50;

/** The audit log, newest first; club staff see their club's rows and their own actions. */
export async function auditPage(
  db: Db,
  input: { scope: ClubScope; callerId: string; page: number },
): Promise<StaffAudit> {
  const rows = await findAuditPage(db, { ...input, pageSize: PAGE_SIZE });
  const names = await findMemberNames(
    db,
    rows.flatMap((r) => (r.onBehalfOf ? [r.staffId, r.onBehalfOf] : [r.staffId])),
  );
  return {
    Entries: rows.slice(0, PAGE_SIZE).map((r) => ({
      Id: r.id,
      At: r.at.toISOString(),
      StaffName: names.get(r.staffId) ?? '',
      OnBehalfOfName: r.onBehalfOf ? (names.get(r.onBehalfOf) ?? null) : null,
      OnBehalfOfGuid: r.onBehalfOf,
      Method: r.method,
      Route: r.route,
      Params: r.params,
      Status: r.status,
    })),
    HasMore: rows.length > PAGE_SIZE,
  };
}
