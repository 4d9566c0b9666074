import type { ClubContent, CurrencyCode } from '@fairway/contracts';
import { boolean, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** A club of the network. Booking rules are columns; everything a screen shows is the content document. */
export const clubs = pgTable('clubs', {
  id: integer().primaryKey(),
  name: text().notNull(),
  timeZone: text().notNull().default('Europe/London'),
  customerServiceEmail: text().notNull(),
  content: jsonb().$type<ClubContent>().notNull(),
  /** How many days ahead members may book. */
  bookingWindowDays: smallint().notNull().default(30),
  /** Members cannot cancel within this many hours of the start. */
  cancellationCutoffHours: integer()
    .notNull()
    .default(14 * 24),
  /** Bookings start NotConfirmed and wait for staff when true. */
  manualConfirmation: boolean().notNull().default(false),
  /** Whether members of other clubs may book with Open Play points. */
  acceptsOpenPlay: boolean().notNull().default(true),
  closedToVisitors: boolean().notNull().default(false),
  /** The one currency the club sells packages in (prices are integer minor units of it). */
  currency: text().$type<CurrencyCode>().notNull().default('GBP'),
});
