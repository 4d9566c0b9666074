import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_TYPE_MAX } from './constants';
import { intQuery } from './primitives';

/** One notification as the spec names it: id, type, action, read, published, object{Title, Description}. */
export const ZNotification = z.object({
  id: z.number().int(),
  type: z.number().int().min(0).max(NOTIFICATION_TYPE_MAX),
  action: z.string().nullable(),
  read: z.boolean(),
  published: z.string(),
  object: z.object({ Title: z.string(), Description: z.string() }),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationsQuery = z.object({ pageIndex: intQuery(0, 100_000).default(0) });
export const ZNotificationPage = z.array(ZNotification).max(NOTIFICATION_PAGE_SIZE);
export const ZNotificationCount = z.object({ count: z.number().int().min(0) });
export type NotificationCount = z.infer<typeof ZNotificationCount>;

/**
 * The live event `addNewMessageToPage` (member-area §7) carries title, description and three further
 * values: the notification's type, its action (or null) and its id, in that order.
 */
export type NotificationEventArgs = [
  title: string,
  description: string,
  type: number,
  action: string | null,
  id: number,
];
