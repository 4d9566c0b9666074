// Owner: modules/trophies/ (owners.cjs). Other code reaches these tables only through modules/trophies/index.ts.
import type { TrophyMetric } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * The awarding rules as data (member-area §5): a trophy is earned once the member's count of `metric`
 * (rounds played, distinct clubs visited) reaches `threshold`. Seeded by migration; a new trophy is a row.
 */
export const trophyDefinitions = pgTable(
  'trophy_definitions',
  {
    key: text().primaryKey(),
    title: text().notNull(),
    description: text().notNull(),
    metric: text().$type<TrophyMetric>().notNull(),
    threshold: integer().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    check('trophy_definitions_metric', sql`${t.metric} in ('rounds', 'clubs')`),
    check('trophy_definitions_threshold', sql`${t.threshold} >= 1`),
  ],
);

/** A trophy a member has earned: once per member and trophy, whatever races award it. */
export const memberTrophies = pgTable(
  'member_trophies',
  {
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    trophyKey: text()
      .notNull()
      .references(() => trophyDefinitions.key, { onDelete: 'cascade' }),
    earnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.trophyKey] })],
);
