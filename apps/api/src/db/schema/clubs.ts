// Owner: modules/courses/ (owners.cjs). Other code reaches these tables only through modules/courses/index.ts.
import type { ClubContent, ClubState, CurrencyCode, FacilityName } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/** A club of the network. Booking rules are columns; everything a screen shows is the content document. */
export const clubs = pgTable(
  'clubs',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    timeZone: text().notNull().default('Europe/London'),
    customerServiceEmail: text().notNull(),
    content: jsonb().$type<ClubContent>().notNull(),
    /**
     * The two content fields a payment decides on, kept by the database beside the document (migration
     * 0057): `fairway_payment_inputs` runs up to five times a basket and its payment, and each read of the
     * document itself decompressed all of it (3.4 kB stored, 4.8 kB of JSON), twice a call.
     */
    joinerFee: jsonb().generatedAlwaysAs(sql`content -> 'joinerFee'`),
    disableCheckout: jsonb().generatedAlwaysAs(sql`content -> 'disableCheckout'`),
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
    // Explore (club discovery): where the club is and what a member searching the network sees of it.
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    town: text().notNull().default(''),
    /** 3 is the network's top tier (gold marker); 1 and 2 otherwise. */
    tier: smallint().notNull().default(1),
    /** `Unavailable` clubs stay in the list but are not drawn on the map. */
    state: text().$type<ClubState>().notNull().default('Available'),
    /** The facility filters the club meets, by property name (DrivingRange, PuttingGreen …). */
    facilities: text().array().$type<FacilityName[]>().notNull().default(sql`'{}'::text[]`),
    /** Average cost of a round in points (the golf course's points matrix). */
    averagePrice: real().notNull().default(0),
    /** The cheapest and dearest round in points (the explore price range filter). */
    minPrice: smallint().notNull().default(0),
    maxPrice: smallint().notNull().default(0),
    numberOfBookings: integer().notNull().default(0),
    dateJoined: date({ mode: 'string' }).notNull().default(sql`current_date`),
    shortDescription: text().notNull().default(''),
    bannerUrl: text(),
    /** Online booking closed to members of other clubs (the club still lists). */
    bookingClosedToVisitors: boolean().notNull().default(false),
  },
  (t) => [
    check('clubs_tier_range', sql`${t.tier} between 1 and 3`),
    check('clubs_state_values', sql`${t.state} in ('Available', 'Unavailable')`),
    check(
      'clubs_prices',
      sql`${t.averagePrice} >= 0 and ${t.minPrice} >= 0 and ${t.maxPrice} >= ${t.minPrice}`,
    ),
    index('clubs_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('clubs_facilities_idx').using('gin', t.facilities),
    // Explore: the count of clubs open to visitors, and the sorts' orders with their tie-breakers.
    index('clubs_visible_idx').on(t.id).where(sql`${t.acceptsOpenPlay} and not ${t.closedToVisitors}`),
    index('clubs_best_match_idx').on(
      t.tier.desc().nullsFirst(),
      t.numberOfBookings.desc().nullsFirst(),
      t.name,
      t.id,
    ),
    index('clubs_name_sort_idx').on(t.name, t.id),
    index('clubs_price_sort_idx').on(t.averagePrice, t.name, t.id),
    index('clubs_newest_idx').on(t.dateJoined.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Explore's distance indexes are on the stored point clubs.earth (migration 0014, outside this schema):
    // clubs_earth_point_idx and clubs_visible_earth_idx.
  ],
);
