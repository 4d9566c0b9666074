// Owner: modules/buddies/ (owners.cjs). Other code reaches these tables only through modules/buddies/index.ts.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * How other members name a member: the opaque public id (`Target` on the wire; internal ids never
 * leave the server) and the share code read aloud or typed in. Created on first need, one per member.
 */
export const memberHandles = pgTable(
  'member_handles',
  {
    memberId: uuid()
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    publicId: uuid().notNull().defaultRandom(),
    shareCode: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_handles_public_id_unique').on(t.publicId),
    uniqueIndex('member_handles_share_code_unique').on(t.shareCode),
  ],
);

export type BuddyLinkStatus = 'pending' | 'accepted';

/**
 * One row per pair of members, whichever asked: a pending request (requester → addressee) or, once the
 * addressee accepts, a buddy link both sides may revoke. Declining, cancelling and removing delete it.
 */
export const buddyLinks = pgTable(
  'buddy_links',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requesterId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    addresseeId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text().$type<BuddyLinkStatus>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('buddy_links_pair_unique').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('buddy_links_addressee_idx').on(t.addresseeId, t.status),
    index('buddy_links_requester_idx').on(t.requesterId, t.status),
    check('buddy_links_not_self', sql`${t.requesterId} <> ${t.addresseeId}`),
    check('buddy_links_status', sql`${t.status} in ('pending', 'accepted')`),
  ],
);
