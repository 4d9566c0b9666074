// Owner: modules/integrations/ (owners.cjs). Other code reaches these tables only through modules/integrations/index.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/**
 * Club integrations (issue 23 §3). None of these tables references a member: tokens and webhooks belong
 * to the club (the staff audit log says who made them), and a delivery's body is the event as sent.
 */

/**
 * An API token a club's staff made for the club's own systems. Only the SHA-256 of the token is kept
 * (the token is 256 random bits, so a plain digest cannot be reversed); requests are looked up by it.
 * A revoked token keeps its row (the list hides it) and is refused from the next request on.
 */
export const clubApiTokens = pgTable(
  'club_api_tokens',
  {
    id: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    name: text().notNull(),
    scopes: text().array().notNull(),
    tokenHash: text().notNull(),
    /** `fw_` and the next four characters: enough to tell tokens apart in the list. */
    hint: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per token (a busy integration does not write on every call). */
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('club_api_tokens_hash_unique').on(t.tokenHash),
    index('club_api_tokens_club_idx').on(t.clubId).where(sql`${t.revokedAt} is null`),
  ],
);

export type WebhookDisabledReason = 'failures' | 'staff';

/**
 * A club's webhook: where its events are posted, which ones, and the secret each delivery is signed
 * with (kept as it is: signing needs it). Turned off by staff, or after repeated failures.
 */
export const clubWebhooks = pgTable(
  'club_webhooks',
  {
    id: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    url: text().notNull(),
    events: text().array().notNull(),
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text().$type<WebhookDisabledReason>(),
    disabledAt: timestamp({ withTimezone: true }),
    /** Failed attempts since the last success (any delivery): the count that turns it off. */
    consecutiveFailures: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('club_webhooks_club_idx').on(t.clubId)],
);

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * The outbox: one row per webhook and event, written in the transaction of the event itself, so an
 * event that rolls back is never sent and one that commits is sent at least once. The job queue posts
 * due rows (`next_attempt_at`), retrying with back-off; `locked_until` keeps two workers off one row.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    webhookId: integer()
      .notNull()
      .references(() => clubWebhooks.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    eventId: uuid().notNull(),
    /** The exact bytes posted (and signed), written once. */
    body: text().notNull(),
    status: text().$type<DeliveryStatus>().notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The `x-request-id` of the request whose transaction recorded the event (null: a job or a script):
     * each attempt's log lines carry it as `reqId`, so one search finds the request and its deliveries.
     */
    requestId: text(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    // The log is kept for DELIVERY_LOG_DAYS: the purge finds older rows by this.
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);

/** The delivery log: every attempt, with the receiver's status code and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    deliveryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: smallint().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    durationMs: integer().notNull(),
    statusCode: smallint(),
    /** A WEBHOOK_ATTEMPT_ERRORS code; null when delivered. */
    error: text(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
