// Owner: modules/release-lines/ (owners.cjs). Other code reaches these tables only through modules/release-lines/index.ts.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { courses } from './courses';
import { members } from './members';

/**
 * A release line (ARCHITECTURE "The release line"): one per course-day a club's release applies to, made
 * lazily. The release's figures are copied in when it is made, so a content edit never changes a line
 * under way. The seed is drawn when the row is made and kept secret until OpensAt; its commitment is
 * public from the start. `openedAt` is set once, by whoever opens the line first (the ordering).
 */
export const releaseLines = pgTable(
  'release_lines',
  {
    id: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    localDate: text().notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    gathersAt: timestamp({ withTimezone: true }).notNull(),
    admitPerMinute: integer().notNull(),
    turnMinutes: integer().notNull(),
    seed: text().notNull(),
    commitment: text().notNull(),
    /** When the order was made (the seed is published from OpensAt on; this is the work's own mark). */
    openedAt: timestamp({ withTimezone: true }),
    /** Positions given so far: the next late ticket takes the one after. */
    positions: integer().notNull().default(0),
    /** The admission time of the last position given: a later ticket is admitted a rate's step after it. */
    lastAdmitAt: timestamp({ withTimezone: true }),
    /** When a job tick told the ticket holders and the tee sheet that the day opened (once). */
    openToldAt: timestamp({ withTimezone: true }),
    /** The last time a job tick sent the waiting members their places (throttle, across instances). */
    placesSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('release_lines_course_date_uq').on(t.courseId, t.localDate),
    index('release_lines_opens_idx').on(t.opensAt),
  ],
);

/**
 * A member's ticket. `id` (a sequence, in joining order) is the public TicketId. `position`, `admitAt` and
 * `admittedUntil` are written once, when the ticket is placed (at the opening for those gathered, on
 * joining for later ones), so the ticket's state is a function of the clock: Waiting before `admitAt`,
 * Admitted until `admittedUntil`, then Expired; Done once it booked (`doneAt`).
 */
export const lineTickets = pgTable(
  'line_tickets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    lineId: integer()
      .notNull()
      .references(() => releaseLines.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    joinedBeforeOpen: boolean().notNull(),
    position: integer(),
    admitAt: timestamp({ withTimezone: true }),
    admittedUntil: timestamp({ withTimezone: true }),
    doneAt: timestamp({ withTimezone: true }),
    /** When the "your turn" notification went (once, across instances). */
    turnToldAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('line_tickets_member_uq').on(t.lineId, t.memberId),
    uniqueIndex('line_tickets_position_uq').on(t.lineId, t.position),
    // "Is any ticket still to be served?" is one probe: the latest turn of those not yet done.
    index('line_tickets_open_idx').on(t.lineId, t.admittedUntil).where(sql`${t.doneAt} is null`),
  ],
);
