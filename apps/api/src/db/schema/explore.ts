import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { members } from './members';

/** A member's favourite clubs (explore's Favourites sort). */
export const favouriteClubs = pgTable(
  'favourite_clubs',
  {
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clubId: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.clubId] }), index('favourite_clubs_club_idx').on(t.clubId)],
);
