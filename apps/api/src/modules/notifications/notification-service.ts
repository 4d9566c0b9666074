import {
  NOTIFICATION_ACTION_MAX,
  NOTIFICATION_DESCRIPTION_MAX,
  NOTIFICATION_TITLE_MAX,
  type Notification,
  type NotificationEventArgs,
} from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { NOTIFICATION_EVENT } from '../../realtime/hub';
import {
  countUnread,
  findNotificationsPage,
  insertNotification,
  insertNotifications,
  type NotificationRow,
  setAllRead,
} from './notification-repository';

/** Where a live event goes: the app's hub (absent under app.inject, then only the row is written). */
export type LivePush = { toMember: (memberId: string, event: string, ...args: unknown[]) => void } | null;

/** A written notification waiting to be published (after its transaction has committed). */
export type Written = { memberId: string; notification: Notification };

export type NewNotification = { type: number; title: string; description: string; action?: string | null };

/** Cuts a text to `max` characters (the table's bound), ending with an ellipsis when cut. */
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** Writes one notification row for a member (in whatever transaction `db` is); returns it as listed. */
export async function writeNotification(
  db: DbOrTx,
  memberId: string,
  input: NewNotification,
): Promise<Notification> {
  const row = await insertNotification(db, { memberId, ...notificationValues(input) });
  return toNotification(row);
}

/** Writes many members' notifications in one statement (in whatever transaction `db` is), in order. */
export async function writeNotifications(
  db: DbOrTx,
  items: readonly { memberId: string; input: NewNotification }[],
): Promise<Written[]> {
  const rows = await insertNotifications(
    db,
    items.map(({ memberId, input }) => ({ memberId, ...notificationValues(input) })),
  );
  return rows.map((row) => ({ memberId: row.memberId, notification: toNotification(row) }));
}

/** A notification's values as its row stores them: texts cut to the table's bounds. */
export function notificationValues(input: NewNotification) {
  return {
    type: input.type,
    title: clip(input.title, NOTIFICATION_TITLE_MAX),
    description: clip(input.description, NOTIFICATION_DESCRIPTION_MAX),
    action: input.action ? clip(input.action, NOTIFICATION_ACTION_MAX) : null,
  };
}

/**
 * A notification written with its cause by a database function (checkout's fairway_settle_basket) from
 * `notificationValues`, as listed: publish it once that statement has returned.
 */
export function writtenNotification(
  memberId: string,
  values: ReturnType<typeof notificationValues>,
  stored: { id: number; createdAt: Date },
): Written {
  return {
    memberId,
    notification: toNotification({ ...values, ...stored, memberId, readAt: null }),
  };
}

/** The `addNewMessageToPage` arguments: title, description, type, action, id (member-area §7). */
export const eventArgsOf = (n: Notification): NotificationEventArgs => [
  n.object.Title,
  n.object.Description,
  n.type,
  n.action,
  n.id,
];

/**
 * Writes one notification and pushes it live at once (`live` absent: the row only). Prefer
 * `app.notifier`, which publishes only after the cause's transaction has committed.
 */
export async function notifyMember(
  db: DbOrTx,
  memberId: string,
  input: NewNotification,
  live: LivePush = null,
): Promise<Notification> {
  const notification = await writeNotification(db, memberId, input);
  live?.toMember(memberId, NOTIFICATION_EVENT, ...eventArgsOf(notification));
  return notification;
}

/** A page of the member's notifications, newest first, 15 a page (pageIndex from 0). */
export async function listNotifications(
  db: DbOrTx,
  memberId: string,
  pageIndex: number,
): Promise<Notification[]> {
  return (await findNotificationsPage(db, memberId, pageIndex)).map(toNotification);
}

export const unreadCount = (db: DbOrTx, memberId: string): Promise<number> => countUnread(db, memberId);

/** Marks every unread notification of the member read; the unread count is then 0. */
export const markAllRead = (db: DbOrTx, memberId: string, now = new Date()): Promise<void> =>
  setAllRead(db, memberId, now);

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    action: row.action,
    read: row.readAt !== null,
    published: row.createdAt.toISOString(),
    object: { Title: row.title, Description: row.description },
  };
}
