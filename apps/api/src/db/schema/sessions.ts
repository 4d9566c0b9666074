// Owner: plugins/session (owners.cjs). Other code reaches these tables only through plugins/session*.ts.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/** Server-side sessions. The id is the SHA-256 of the cookie token, so a database leak yields no live cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Staff member acting as this member, when impersonating. */
    impersonatorId: uuid().references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);
