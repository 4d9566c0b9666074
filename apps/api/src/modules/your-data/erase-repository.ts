import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { accountTokens, recoveryCodes } from '../../db/schema/account-tokens';
import { ballotEntries, ballotStandings, ballots } from '../../db/schema/ballots';
import { bookings, idempotencyKeys } from '../../db/schema/bookings';
import { buddyLinks, memberHandles } from '../../db/schema/buddies';
import { calendarFeeds } from '../../db/schema/calendar-feeds';
import { baskets } from '../../db/schema/commerce';
import { favouriteClubs } from '../../db/schema/explore';
import { members } from '../../db/schema/members';
import { notifications } from '../../db/schema/notifications';
import { partyHoldBuddies, partyHolds } from '../../db/schema/party-holds';
import { sessions } from '../../db/schema/sessions';
import { savedPaymentMethods } from '../../db/schema/subscriptions';
import { teeTimeAlerts } from '../../db/schema/tee-time-alerts';
import { memberTrophies } from '../../db/schema/trophies';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';
import { type BookingView, findBookingViews } from '../bookings';

export async function findPasswordHash(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.deletedAt)));
  return row?.passwordHash ?? null;
}

/** Bookings the member made that have not started and are not cancelled: the deletion cancels them. */
export function findFutureBookingsMadeBy(tx: Tx, memberId: string, now: Date): Promise<BookingView[]> {
  return findBookingViews(
    tx,
    and(eq(bookings.bookedBy, memberId), gt(bookings.startsAt, now), isNull(bookings.cancelledAt)),
    { limit: 10_000 },
  );
}

/**
 * Rows that are the member's alone and carry nothing the club must keep (coverage.ts: deleted). Returns
 * the ids of the sessions it ended.
 */
export async function deletePersonalRows(tx: Tx, memberId: string): Promise<string[]> {
  const ended = await tx
    .delete(sessions)
    .where(or(eq(sessions.memberId, memberId), eq(sessions.impersonatorId, memberId)))
    .returning({ id: sessions.id });
  await tx.delete(accountTokens).where(eq(accountTokens.memberId, memberId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));
  await tx.delete(memberHandles).where(eq(memberHandles.memberId, memberId));
  await tx
    .delete(buddyLinks)
    .where(or(eq(buddyLinks.requesterId, memberId), eq(buddyLinks.addresseeId, memberId)));
  await tx.delete(baskets).where(eq(baskets.memberId, memberId));
  await tx.delete(savedPaymentMethods).where(eq(savedPaymentMethods.memberId, memberId));
  await tx.delete(favouriteClubs).where(eq(favouriteClubs.memberId, memberId));
  await tx.delete(teeTimeAlerts).where(eq(teeTimeAlerts.memberId, memberId));
  await tx.delete(notifications).where(eq(notifications.memberId, memberId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.memberId, memberId));
  await tx.delete(memberTrophies).where(eq(memberTrophies.memberId, memberId));
  await tx.delete(ballotStandings).where(eq(ballotStandings.memberId, memberId));
  // Held party bookings they made go, places and all; a hold still waiting for them ends (expired).
  await tx.delete(partyHolds).where(eq(partyHolds.bookerId, memberId));
  const askedMe = tx
    .select({ id: partyHoldBuddies.holdId })
    .from(partyHoldBuddies)
    .where(eq(partyHoldBuddies.memberId, memberId));
  await tx
    .update(partyHolds)
    .set({ state: 'expired', settledAt: sql`now()` })
    .where(and(eq(partyHolds.state, 'open'), inArray(partyHolds.id, askedMe)));
  await tx.delete(partyHoldBuddies).where(eq(partyHoldBuddies.memberId, memberId));
  // Waitlist places go; an open offer's held places with them (they count nowhere once it is gone).
  await tx.delete(waitlistOffers).where(eq(waitlistOffers.memberId, memberId));
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.memberId, memberId));
  // The member's own entries in ballots not yet drawn (their party's places go with them).
  const open = tx.select({ id: ballots.id }).from(ballots).where(eq(ballots.state, 'Open'));
  await tx
    .delete(ballotEntries)
    .where(and(eq(ballotEntries.memberId, memberId), inArray(ballotEntries.ballotId, open)));
  // Notes are free text the member wrote; the bookings themselves stay for the club's accounts.
  await tx
    .update(bookings)
    .set({ notes: '', cancellationNotes: null })
    .where(eq(bookings.bookedBy, memberId));
  return ended.map((row) => row.id);
}

/**
 * The row kept for the ledger, payments and past bookings: every personal field erased, the name a
 * pseudonym, the e-mail address freed (it may register again), no password, nothing renewing.
 */
export async function pseudonymiseMember(tx: Tx, memberId: string, now: Date): Promise<void> {
  await tx
    .update(members)
    .set({
      email: `deleted-${memberId}@deleted.invalid`,
      // Not an argon2 hash: no password verifies against it.
      passwordHash: '!deleted',
      forename: 'Former',
      surname: `member ${memberId.slice(0, 8)}`,
      phone: '',
      otherPhone: null,
      address1: null,
      address2: null,
      town: null,
      postcode: null,
      dateOfBirth: null,
      gender: null,
      handicap: null,
      referralEmail: null,
      companyName: null,
      bannerUrl: null,
      thumbUrl: null,
      totpSecret: null,
      autoRenew: false,
      isAdmin: false,
      staffClubId: null,
      deletedAt: now,
    })
    .where(eq(members.id, memberId));
}
