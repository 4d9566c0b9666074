// What the export reads of the member's own account: the member row, security, membership, points and debits.
// Other members are selected by name only; secrets (password hash, second-factor secret, token digests,
// card references) never. export-coverage.ts names each table the export reads.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens, recoveryCodes } from '../../db/schema/account-tokens';
import { bookingDebits } from '../../db/schema/booking-debits';
import { calendarFeeds } from '../../db/schema/calendar-feeds';
import { clubs } from '../../db/schema/clubs';
import { baskets, payments } from '../../db/schema/commerce';
import { members } from '../../db/schema/members';
import { flexiLots, pointsLedger } from '../../db/schema/points';
import { sessions } from '../../db/schema/sessions';
import { savedPaymentMethods } from '../../db/schema/subscriptions';

export async function findMemberRow(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ member: members, homeClubName: clubs.name })
    .from(members)
    .innerJoin(clubs, eq(clubs.id, members.homeClubId))
    .where(eq(members.id, memberId));
  return row ?? null;
}

export async function findSecurity(db: DbOrTx, memberId: string) {
  const [codes] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.memberId, memberId), isNull(recoveryCodes.usedAt)));
  return {
    recoveryCodesLeft: codes?.left ?? 0,
    sessions: await db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        impersonated: sql<boolean>`${sessions.impersonatorId} is not null`,
      })
      .from(sessions)
      .where(eq(sessions.memberId, memberId))
      .orderBy(asc(sessions.createdAt)),
    signInTokens: await db
      .select({
        kind: accountTokens.kind,
        createdAt: accountTokens.createdAt,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(eq(accountTokens.memberId, memberId))
      .orderBy(asc(accountTokens.createdAt)),
    calendarFeed:
      (
        await db
          .select({ createdAt: calendarFeeds.createdAt })
          .from(calendarFeeds)
          .where(eq(calendarFeeds.memberId, memberId))
      )[0] ?? null,
  };
}

export async function findMembership(db: DbOrTx, memberId: string) {
  return {
    payments: await db
      .select()
      .from(payments)
      .where(eq(payments.memberId, memberId))
      .orderBy(asc(payments.createdAt)),
    savedCard:
      (
        await db
          .select({
            gateway: savedPaymentMethods.gateway,
            cardLast4: savedPaymentMethods.cardLast4,
            createdAt: savedPaymentMethods.createdAt,
          })
          .from(savedPaymentMethods)
          .where(eq(savedPaymentMethods.memberId, memberId))
      )[0] ?? null,
    basket: (await db.select().from(baskets).where(eq(baskets.memberId, memberId)))[0] ?? null,
  };
}

export async function findPoints(db: DbOrTx, memberId: string) {
  return {
    ledger: await db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, memberId))
      .orderBy(asc(pointsLedger.id)),
    lots: await db
      .select()
      .from(flexiLots)
      .where(eq(flexiLots.memberId, memberId))
      .orderBy(asc(flexiLots.id)),
  };
}

export async function findDebits(db: DbOrTx, memberId: string) {
  return db
    .select({
      bookingId: bookingDebits.bookingId,
      points: bookingDebits.points,
      openPlayLot: bookingDebits.lotId,
      refundedAt: bookingDebits.refundedAt,
    })
    .from(bookingDebits)
    .where(eq(bookingDebits.memberId, memberId))
    .orderBy(asc(bookingDebits.id));
}
