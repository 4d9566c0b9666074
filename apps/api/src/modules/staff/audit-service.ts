import type { StaffAudit } from '@fairway/contracts';
import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { staffAudit } from '../../db/schema/staff';
import type { ClubScope } from '../../plugins/staff-access';

const PAGE_SIZE = 50;

/** The audit log, newest first; club staff see their club's rows and their own actions. */
export async function auditPage(
  db: Db,
  input: { scope: ClubScope; callerId: string; page: number },
): Promise<StaffAudit> {
  const staff = alias(members, 'staff');
  const member = alias(members, 'member');
  const rows = await db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      staffName: sql<string>`${staff.forename} || ' ' || ${staff.surname}`,
      memberName: sql<string | null>`${member.forename} || ' ' || ${member.surname}`,
      onBehalfOf: staffAudit.onBehalfOf,
      method: staffAudit.method,
      route: staffAudit.route,
      params: staffAudit.params,
      status: staffAudit.status,
    })
    .from(staffAudit)
    .innerJoin(staff, eq(staff.id, staffAudit.staffId))
    .leftJoin(member, eq(member.id, staffAudit.onBehalfOf))
    .where(
      input.scope === null
        ? undefined
        : or(eq(staffAudit.clubId, input.scope), eq(staffAudit.staffId, input.callerId)),
    )
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(PAGE_SIZE + 1)
    .offset((input.page - 1) * PAGE_SIZE);
  return {
    Entries: rows.slice(0, PAGE_SIZE).map((r) => ({
      Id: r.id,
      At: r.at.toISOString(),
      StaffName: r.staffName,
      OnBehalfOfName: r.memberName,
      OnBehalfOfGuid: r.onBehalfOf,
      Method: r.method,
      Route: r.route,
      Params: r.params,
      Status: r.status,
    })),
    HasMore: rows.length > PAGE_SIZE,
  };
}
