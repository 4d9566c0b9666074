// Owner: modules/staff/ (owners.cjs). Other code reaches these tables only through modules/staff/index.ts.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { members } from './members';

export type CancellationRequestStatus = 'open' | 'approved' | 'declined';

/**
 * A member's request that the club cancel a booking inside its cut-off (club-discovery §9: Golf
 * Management approves cancellations inside the window). One open request per booking.
 */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text().$type<CancellationRequestStatus>().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('cancellation_requests_one_open').on(t.bookingId).where(sql`${t.status} = 'open'`),
    index('cancellation_requests_status_idx').on(t.status, t.createdAt),
    // The no-show rule's other half: a member's approved late cancellations since a date.
    index('cancellation_requests_approved_idx')
      .on(t.memberId, t.decidedAt)
      .where(sql`${t.status} = 'approved'`),
  ],
);

/**
 * Every staff action (issue 10 §3): who, when, what (method and route), on whose behalf, for which club.
 * Written by one cross-cutting hook (modules/staff/audit-plugin.ts), so new staff routes are audited
 * without code of their own; impersonated actions record the staff member on the member's behalf.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    staffId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    onBehalfOf: uuid().references(() => members.id, { onDelete: 'set null' }),
    clubId: integer(),
    method: text().notNull(),
    /** The route's pattern (`/api/staff/bookings/:id/confirm`), not the raw URL. */
    route: text().notNull(),
    /** The route's parameters (ids), never the body. */
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: integer().notNull(),
  },
  (t) => [index('staff_audit_at_idx').on(t.at), index('staff_audit_club_idx').on(t.clubId, t.at)],
);
