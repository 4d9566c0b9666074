// Owner: modules/members/ (owners.cjs). Other code reaches these tables only through modules/members/index.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

export const members = pgTable(
  'members',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    forename: text().notNull(),
    surname: text().notNull(),
    phone: text().notNull(),
    homeClubId: integer()
      .notNull()
      .references(() => clubs.id),
    membershipType: smallint().notNull().default(0),
    completedFirstPayment: boolean().notNull().default(false),
    membershipExpires: timestamp({ withTimezone: true }),
    isCorporate: boolean().notNull().default(false),
    companyName: text(),
    bannerUrl: text(),
    thumbUrl: text(),
    autoRenew: boolean().notNull().default(false),
    isAdmin: boolean().notNull().default(false),
    /** Club staff: the one club whose console this member works in (network staff use `isAdmin`). */
    staffClubId: integer().references(() => clubs.id),
    isInArrears: boolean().notNull().default(false),
    flexiPointsAllowed: boolean().notNull().default(true),
    packageName: text(),
    /** Package limits: players ("player slots") and bookings a member may have on one day. */
    playersPerDay: smallint().notNull().default(8),
    bookingsPerDay: smallint().notNull().default(3),
    /** Home points balance; always equals the sum of this member's ledger home deltas. */
    homePoints: integer().notNull().default(0),
    referralEmail: text(),
    /** Account details (club-discovery §3): all optional, edited by the member on /account/profile. */
    address1: text(),
    address2: text(),
    town: text(),
    postcode: text(),
    dateOfBirth: date({ mode: 'string' }),
    /** 'male' | 'female' (club-discovery §3). */
    gender: text(),
    handicap: numeric({ precision: 3, scale: 1, mode: 'number' }),
    otherPhone: text(),
    /** Base32 TOTP secret once two-factor sign-in is turned on (null: off). */
    totpSecret: text(),
    /** A buddy booking this member into a party waits for their answer (issue 22 §3: party holds). */
    askBeforeBookingMeIn: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The member deleted their account (issue 23 §2): personal data erased, the row kept under a
     * pseudonym so the ledger, payments and past bookings still add up.
     */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_email_unique').on(t.email),
    check('members_home_points_non_negative', sql`${t.homePoints} >= 0`),
  ],
);
