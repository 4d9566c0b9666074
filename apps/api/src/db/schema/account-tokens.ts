// Owner: modules/auth/ (owners.cjs). Other code reaches these tables only through modules/auth/index.ts.
import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Single-use sign-in tokens: magic links and the short-lived two-factor (TFA) tokens login answers with.
 * The id is the SHA-256 of the token sent (a database leak yields no live link); `usedAt` makes it single use.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text().primaryKey(),
    /** 'magic-link' | 'tfa' | 'totp-used' | '2fa-setup' */
    kind: text().notNull(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** SHA-256 of the one-time code e-mailed for a TFA token (the fallback), when one was sent. */
    codeHash: text(),
    /**
     * A '2fa-setup' row's pending authenticator secret, encrypted (lib/secret-box.ts): issued by the server
     * at setup, confirmed by a code at enable; the client never chooses it.
     */
    secret: text(),
    /** Wrong codes tried against a TFA token; past the limit the token is dead. */
    attempts: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('account_tokens_member_idx').on(t.memberId)],
);

/** Two-factor recovery codes, stored as SHA-256 digests; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('recovery_codes_member_idx').on(t.memberId)],
);
