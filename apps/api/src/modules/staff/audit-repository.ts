import { desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffAudit } from '../../db/schema/staff';

export type AuditRow = {
  staffId: string;
  onBehalfOf: string | null;
  clubId: number | null;
  method: string;
  route: string;
  params: Record<string, string>;
  status: number;
};

export async function insertAuditRow(db: DbOrTx, row: AuditRow): Promise<number> {
  const [inserted] = await db.insert(staffAudit).values(row).returning({ id: staffAudit.id });
  return inserted!.id;
}

export async function setAuditStatus(db: DbOrTx, id: number, status: number): Promise<void> {
  await db.update(staffAudit).set({ status }).where(eq(staffAudit.id, id));
}

/** One page of the audit log, newest first (one row more than the page: whether more follow). */
export function findAuditPage(
  db: DbOrTx,
  input: { scope: number | null; callerId: string; page: number; pageSize: number },
) {
  return db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      staffId: staffAudit.staffId,
      onBehalfOf: staffAudit.onBehalfOf,
      method: staffAudit.method,
      route: staffAudit.route,
      params: staffAudit.params,
      status: staffAudit.status,
    })
    .from(staffAudit)
    .where(
      input.scope === null
        ? undefined
        : or(eq(staffAudit.clubId, input.scope), eq(staffAudit.staffId, input.callerId)),
    )
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(input.pageSize + 1)
    .offset((input.page - 1) * input.pageSize);
}
