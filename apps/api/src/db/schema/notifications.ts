// Owner: modules/notifications/ (owners.cjs). Other code reaches these tables only through modules/notifications/index.ts.
import {
  NOTIFICATION_ACTION_MAX,
  NOTIFICATION_DESCRIPTION_MAX,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPE_MAX,
} from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/** A member's notifications (member-area §3 Notification): the bell's list and its unread count. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: smallint().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    /** What the notification acts on (a buddy's target for type 2); null when nothing. */
    action: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notifications_member_idx').on(t.memberId, t.id),
    index('notifications_unread_idx').on(t.memberId).where(sql`${t.readAt} is null`),
    check('notifications_type_range', sql`${t.type} between 0 and ${sql.raw(String(NOTIFICATION_TYPE_MAX))}`),
    check(
      'notifications_lengths',
      sql`char_length(${t.title}) <= ${sql.raw(String(NOTIFICATION_TITLE_MAX))} and char_length(${t.description}) <= ${sql.raw(String(NOTIFICATION_DESCRIPTION_MAX))} and (${t.action} is null or char_length(${t.action}) <= ${sql.raw(String(NOTIFICATION_ACTION_MAX))})`,
    ),
  ],
);
