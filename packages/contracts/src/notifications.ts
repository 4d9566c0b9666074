import { z } from 'zod';
import { intQuery } from './primitives';

/**
 * Notification types (member-area §3): 0 booking, 1 trophy, 2 buddy request, 3 account/user, 4 ticket,
 * 5 payment, above 5 generic info.
 */
export const NOTIFICATION_TYPES = {
  booking: 0,
  trophy: 1,
  buddyRequest: 2,
  account: 3,
  ticket: 4,
  payment: 5,
  info: 6,
} as const;
export const NOTIFICATION_TYPE_MAX = 99;
/** Notification page size (member-area §9). */
export const NOTIFICATION_PAGE_SIZE = 15;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_DESCRIPTION_MAX = 1000;
export const NOTIFICATION_ACTION_MAX = 200;

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
