// What the notifications module holds about one member, for their data export and their account's
// erasure (your-data).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

/** Every notification the member has, in id order. */
export function findNotificationsForExport(db: DbOrTx, memberId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.memberId, memberId))
    .orderBy(asc(notifications.id));
}

export async function eraseNotificationsOf(tx: Tx, memberId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.memberId, memberId));
}
