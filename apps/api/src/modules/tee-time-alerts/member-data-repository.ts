// What the tee-time alerts module holds about one member, for their data export and their account's
// erasure (your-data).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { teeTimeAlerts } from '../../db/schema/tee-time-alerts';

/** The member's tee-time alerts, by day then id. */
export function findAlertsForExport(db: DbOrTx, memberId: string) {
  return db
    .select()
    .from(teeTimeAlerts)
    .where(eq(teeTimeAlerts.memberId, memberId))
    .orderBy(asc(teeTimeAlerts.localDate), asc(teeTimeAlerts.id));
}

export async function eraseAlertsOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(teeTimeAlerts).where(eq(teeTimeAlerts.memberId, memberId));
}
