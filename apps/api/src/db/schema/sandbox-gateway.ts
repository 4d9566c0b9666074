// Owner: modules/payments/ (owners.cjs). Other code reaches these tables only through modules/payments/index.ts.
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded sandbox gateway's own books, as a card processor keeps them: what each idempotency key
 * answered (and the amount), and each refund. In the database rather than in one process's memory so
 * that a payment started on one API instance can be confirmed on another, and survives a restart.
 * `outcome` is the gateway's answer (status, reference, last four digits, saved-card token); never a
 * card number.
 */
export const sandboxPayments = pgTable('sandbox_gateway_payments', {
  idempotencyKey: text().primaryKey(),
  /** Insertion order, so charges list in the order they were made. */
  seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  amount: integer().notNull(),
  outcome: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const sandboxRefunds = pgTable('sandbox_gateway_refunds', {
  idempotencyKey: text().primaryKey(),
  seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  reference: text().notNull(),
  amount: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
