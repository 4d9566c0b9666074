import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_TYPES } from '@fairway/contracts';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: DbOrTx,
  row: { memberId: string; type: number; title: string; description: string; action: string | null },
): Promise<NotificationRow> {
  const [inserted] = await db.insert(notifications).values(row).returning();
  return inserted!;
}

/** Many notification rows in one statement, returned in the order given. */
export async function insertNotifications(
  db: DbOrTx,
  rows: readonly {
    memberId: string;
    type: number;
    title: string;
    description: string;
    action: string | null;
  }[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(notifications)
    .values([...rows])
    .returning();
  // PostgreSQL returns inserted rows in the VALUES order in practice but does not promise it: ids are
  // taken from the sequence in that order, so sorting by id restores it.
  return inserted.sort((a, b) => a.id - b.id);
}

/** Trophies (type 1) are never listed nor counted (member-area §3). */
const listed = (memberId: string) =>
  and(eq(notifications.memberId, memberId), ne(notifications.type, NOTIFICATION_TYPES.trophy));

/** One page of a member's notifications, newest first. */
export function findNotificationsPage(
  db: DbOrTx,
  memberId: string,
  pageIndex: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(listed(memberId))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE)
    .offset(pageIndex * NOTIFICATION_PAGE_SIZE);
}

export async function countUnread(db: DbOrTx, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(listed(memberId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function setAllRead(db: DbOrTx, memberId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
}
