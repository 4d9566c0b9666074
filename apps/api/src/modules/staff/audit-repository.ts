import { eq } from 'drizzle-orm';
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
