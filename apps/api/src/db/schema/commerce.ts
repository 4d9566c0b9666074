// Owner: modules/checkout/ (owners.cjs). Other code reaches these tables only through modules/checkout/index.ts.
import type { PackageTypeValue } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { members } from './members';

/**
 * What a club sells, as data: 12-month membership packages (type 0, standard or corporate) and Home
 * (type 1) or Open Play (type 2) points top-ups. A package is sold through one or more bundles (price
 * points); prices are integer minor units of the club's currency.
 */
export const packages = pgTable(
  'packages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    packageType: smallint().$type<PackageTypeValue>().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    isCorporate: boolean().notNull().default(false),
    isFull: boolean().notNull().default(false),
    homePoints: integer().notNull().default(0),
    awayPoints: integer().notNull().default(0),
    /** Membership limits the package grants (null for top-ups). */
    playersPerDay: smallint(),
    maxRounds: smallint(),
    benefits: jsonb().$type<string[]>().notNull().default([]),
    sortOrder: smallint().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [
    index('packages_club_idx').on(t.clubId, t.packageType, t.sortOrder),
    check('packages_type_range', sql`${t.packageType} between 0 and 2`),
    check('packages_points_non_negative', sql`${t.homePoints} >= 0 and ${t.awayPoints} >= 0`),
  ],
);

export const packageBundles = pgTable(
  'package_bundles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 5000 }),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    /** The list price shown struck through when Cost is lower; minor units. */
    baselineCost: integer().notNull(),
    cost: integer().notNull(),
    sortOrder: smallint().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [
    index('package_bundles_package_idx').on(t.packageId),
    check('package_bundles_prices', sql`${t.cost} >= 0 and ${t.baselineCost} >= ${t.cost}`),
  ],
);

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** A club's promo code: percent (1..100) or a fixed amount off (minor units); usage counted atomically. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    /** Stored upper-cased; matched case-insensitively by upper-casing the input. */
    code: text().notNull(),
    kind: text().$type<PromoKind>().notNull(),
    amount: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validUntil: timestamp({ withTimezone: true }),
    /** Null: unlimited. */
    usageLimit: integer(),
    timesUsed: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('promo_codes_club_code_unique').on(t.clubId, t.code),
    check('promo_codes_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check('promo_codes_amount', sql`${t.amount} > 0 and (${t.kind} <> 'percent' or ${t.amount} <= 100)`),
    check(
      'promo_codes_usage',
      sql`${t.timesUsed} >= 0 and (${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit})`,
    ),
  ],
);

export const PAYMENT_STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_PURPOSES = ['basket', 'renewal', 'arrears'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The membership fields a renewal may change (it can switch package), as they were before it. */
export type PreviousMembership = {
  homeClubId: number;
  packageName: string | null;
  isCorporate: boolean;
  playersPerDay: number;
};

/**
 * One attempt to pay for a basket. Created (pending) before the gateway is called, so the Idempotency-Key
 * and the basket are claimed first; the gateway is called with the payment's id as its idempotency key.
 * Card data is never kept: only the gateway's reference and the last four digits.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    bundleId: integer()
      .notNull()
      .references(() => packageBundles.id),
    packageType: smallint().$type<PackageTypeValue>().notNull(),
    promoCodeId: integer().references(() => promoCodes.id),
    amount: integer().notNull(),
    joinerFee: integer().notNull().default(0),
    currency: text().notNull(),
    status: text().$type<PaymentStatus>().notNull().default('pending'),
    /** What is paid for: the basket, an automatic renewal (charged off-session) or arrears. */
    purpose: text().$type<PaymentPurpose>().notNull().default('basket'),
    gateway: text().notNull(),
    gatewayRef: text(),
    cardLast4: text(),
    failureCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    /** Renewal date before and after fulfilment: what a cooling-off refund restores. */
    previousExpires: timestamp({ withTimezone: true }),
    newExpires: timestamp({ withTimezone: true }),
    /** What fulfilment credited, so a cooling-off refund reverses exactly that (unspent) and no more. */
    renewal: boolean().notNull().default(false),
    homePointsCredited: integer().notNull().default(0),
    previousMembership: jsonb().$type<PreviousMembership>(),
    flexiLotId: bigint({ mode: 'number' }),
    /** Set once by a cooling-off refund (status refunded): when, the gateway's refund, the caller's key. */
    refundedAt: timestamp({ withTimezone: true }),
    refundRef: text(),
    refundKey: text(),
  },
  (t) => [
    uniqueIndex('payments_member_key_unique').on(t.memberId, t.idempotencyKey),
    index('payments_member_idx').on(t.memberId, t.createdAt),
    check(
      'payments_status',
      sql`${t.status} in ('pending', 'requires_action', 'succeeded', 'failed', 'canceled', 'refunded')`,
    ),
    check('payments_purpose', sql`${t.purpose} in ('basket', 'renewal', 'arrears')`),
  ],
);

/**
 * Receipt e-mails owed (issue 24 §2: work after the commit that the payer's reply does not wait for, and
 * that a crash cannot lose). A row is written in the transaction or statement that fulfils the payment,
 * so a payment is fulfilled with its receipt owed or not at all; the e-mail is sent after the commit by the
 * instance that fulfilled it, or by the `receipt-mail` job (checkout/receipt-outbox.ts), and the row deleted.
 * `dueAt` is when it may next be tried (a try leases it until then); null once given up after
 * RECEIPT_MAX_ATTEMPTS failed tries.
 */
export const receiptOutbox = pgTable(
  'receipt_outbox',
  {
    paymentId: uuid()
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    attempts: smallint().notNull().default(0),
    dueAt: timestamp({ withTimezone: true }).defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receipt_outbox_due_idx').on(t.dueAt).where(sql`${t.dueAt} is not null`)],
);

/** The member's basket: at most one item (the primary key is the member). */
export const baskets = pgTable('baskets', {
  memberId: uuid()
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  bundleId: integer()
    .notNull()
    .references(() => packageBundles.id),
  promoCodeId: integer().references(() => promoCodes.id),
  newClubId: integer()
    .notNull()
    .references(() => clubs.id),
  /** The payment currently charging this basket; the basket cannot change meanwhile. */
  paymentId: uuid().references(() => payments.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
