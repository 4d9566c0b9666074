// Owner: modules/checkout/ (owners.cjs). Other code reaches these tables only through modules/checkout/index.ts.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's reusable card at the gateway, kept when they pay with "save card for automatic renewal":
 * the gateway's reference for it (a sandbox `pm_sandbox_…` token or a Stripe PaymentMethod id) and the
 * last four digits shown back to them. Never the card number. One per member; a newer card replaces it.
 */
export const savedPaymentMethods = pgTable('saved_payment_methods', {
  memberId: uuid()
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  gateway: text().notNull(),
  reference: text().notNull(),
  cardLast4: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
