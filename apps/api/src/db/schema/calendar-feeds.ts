// Owner: modules/your-data/ (owners.cjs). Other code reaches these tables only through modules/your-data/index.ts.
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's personal calendar feed (issue 23 §1). The secret address's token is derived from `nonce`
 * with the server's key (CALENDAR_FEED_KEY), so the account page can show it again, while the database
 * holds only its SHA-256 (what a request is looked up by): a copy of the database opens no feed.
 * Resetting the address replaces the row's nonce and digest, which kills the old address at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    memberId: uuid()
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    nonce: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);
