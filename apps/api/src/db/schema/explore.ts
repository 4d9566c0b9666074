// Owner: modules/explore/ (owners.cjs). Other code reaches these tables only through modules/explore/index.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * The network's totals, one row kept by triggers on clubs (migration 0014): `visible` is how many clubs
 * are open to visitors (accepts Open Play and not closed to visitors), so explore's total needs no count;
 * `version` goes up with every change to a club that a filter reads (name, point, prices, facilities, tier,
 * who may visit), so a filter's count kept with the version it was made at is still true while it holds.
 */
export const clubTotals = pgTable(
  'club_totals',
  {
    one: boolean().primaryKey().default(true),
    visible: integer().notNull(),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('club_totals_one_row', sql`${t.one}`)],
);
