import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { accountTokens, recoveryCodes } from '../../db/schema/account-tokens';
import { ballotEntrants, ballotEntries, ballotStandings, ballots } from '../../db/schema/ballots';
import { bookingDebits } from '../../db/schema/booking-debits';
import { bookingPlayers, bookings } from '../../db/schema/bookings';
import { buddyLinks, memberHandles } from '../../db/schema/buddies';
import { calendarFeeds } from '../../db/schema/calendar-feeds';
import { clubs } from '../../db/schema/clubs';
import { baskets, payments } from '../../db/schema/commerce';
import { courses } from '../../db/schema/courses';
import { favouriteClubs } from '../../db/schema/explore';
import { members } from '../../db/schema/members';
import { notifications } from '../../db/schema/notifications';
import { partyHoldBuddies, partyHolds } from '../../db/schema/party-holds';
import { flexiLots, pointsLedger } from '../../db/schema/points';
import { lineTickets, releaseLines } from '../../db/schema/release-lines';
import { sessions } from '../../db/schema/sessions';
import { cancellationRequests, staffAudit } from '../../db/schema/staff';
import { savedPaymentMethods } from '../../db/schema/subscriptions';
import { teeTimeAlerts } from '../../db/schema/tee-time-alerts';
import { memberTrophies, trophyDefinitions } from '../../db/schema/trophies';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';

/**
 * What the export reads, table by table (export-coverage.ts names each). Other members are selected by
 * name only; secrets (password hash, second-factor secret, token digests, card references) never.
 */
const nameOf = (m: { forename: AnyPgColumn; surname: AnyPgColumn }) =>
  sql<string>`${m.forename} || ' ' || ${m.surname}`;

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

/** Every booking the member made or plays in, with its club and course names and who booked it (by name). */
export async function findBookings(db: DbOrTx, memberId: string) {
  const booker = alias(members, 'booker');
  const onIt = db
    .select({ id: bookingPlayers.bookingId })
    .from(bookingPlayers)
    .where(or(eq(bookingPlayers.memberId, memberId), eq(bookingPlayers.payerId, memberId)));
  return db
    .select({
      booking: bookings,
      clubName: clubs.name,
      courseName: courses.name,
      bookedByName: nameOf(booker),
    })
    .from(bookings)
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .innerJoin(booker, eq(booker.id, bookings.bookedBy))
    .where(or(eq(bookings.bookedBy, memberId), inArray(bookings.id, onIt)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** The parties of those bookings: each player's kind and, for members, their name only. */
export async function findParties(db: DbOrTx, bookingIds: number[]) {
  if (bookingIds.length === 0) return [];
  const player = alias(members, 'player');
  const payer = alias(members, 'payer');
  return db
    .select({
      bookingId: bookingPlayers.bookingId,
      position: bookingPlayers.position,
      kind: bookingPlayers.kind,
      isJunior: bookingPlayers.isJunior,
      cost: bookingPlayers.cost,
      memberId: bookingPlayers.memberId,
      payerId: bookingPlayers.payerId,
      playerName: nameOf(player),
      payerName: nameOf(payer),
    })
    .from(bookingPlayers)
    .leftJoin(player, eq(player.id, bookingPlayers.memberId))
    .innerJoin(payer, eq(payer.id, bookingPlayers.payerId))
    .where(inArray(bookingPlayers.bookingId, bookingIds))
    .orderBy(asc(bookingPlayers.bookingId), asc(bookingPlayers.position));
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

export async function findCancellationRequests(db: DbOrTx, memberId: string) {
  return db
    .select({
      bookingId: cancellationRequests.bookingId,
      status: cancellationRequests.status,
      createdAt: cancellationRequests.createdAt,
      decidedAt: cancellationRequests.decidedAt,
    })
    .from(cancellationRequests)
    .where(eq(cancellationRequests.memberId, memberId))
    .orderBy(asc(cancellationRequests.id));
}

export async function findBuddies(db: DbOrTx, memberId: string) {
  const other = alias(members, 'other');
  const [handle] = await db
    .select({ shareCode: memberHandles.shareCode })
    .from(memberHandles)
    .where(eq(memberHandles.memberId, memberId));
  const links = await db
    .select({
      status: buddyLinks.status,
      requestedByMe: sql<boolean>`${buddyLinks.requesterId} = ${memberId}`,
      name: nameOf(other),
      createdAt: buddyLinks.createdAt,
      acceptedAt: buddyLinks.acceptedAt,
    })
    .from(buddyLinks)
    .innerJoin(
      other,
      sql`${other.id} = case when ${buddyLinks.requesterId} = ${memberId} then ${buddyLinks.addresseeId} else ${buddyLinks.requesterId} end`,
    )
    .where(or(eq(buddyLinks.requesterId, memberId), eq(buddyLinks.addresseeId, memberId)))
    .orderBy(asc(buddyLinks.id));
  return { shareCode: handle?.shareCode ?? null, links };
}

export async function findNotifications(db: DbOrTx, memberId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.memberId, memberId))
    .orderBy(asc(notifications.id));
}

/** Ballot entries the member is in (their own or a buddy's party), without other entrants' identities. */
export async function findBallots(db: DbOrTx, memberId: string) {
  return {
    entries: await db
      .select({
        entryId: ballotEntries.id,
        clubId: ballots.clubId,
        courseId: ballots.courseId,
        date: ballots.localDate,
        state: ballots.state,
        myPosition: ballotEntrants.position,
        players: ballotEntries.players,
        juniors: ballotEntries.juniors,
        preferences: ballotEntries.preferences,
        outcome: ballotEntries.outcome,
        time: ballotEntries.time,
        bookingId: ballotEntries.bookingId,
        createdAt: ballotEntries.createdAt,
      })
      .from(ballotEntrants)
      .innerJoin(ballotEntries, eq(ballotEntries.id, ballotEntrants.entryId))
      .innerJoin(ballots, eq(ballots.id, ballotEntrants.ballotId))
      .where(eq(ballotEntrants.memberId, memberId))
      .orderBy(asc(ballots.localDate)),
    standings: await db
      .select({ clubId: ballotStandings.clubId, consecutiveLosses: ballotStandings.consecutiveLosses })
      .from(ballotStandings)
      .where(eq(ballotStandings.memberId, memberId)),
  };
}

export async function findFavourites(db: DbOrTx, memberId: string) {
  return db
    .select({ clubId: favouriteClubs.clubId, clubName: clubs.name, createdAt: favouriteClubs.createdAt })
    .from(favouriteClubs)
    .innerJoin(clubs, eq(clubs.id, favouriteClubs.clubId))
    .where(eq(favouriteClubs.memberId, memberId));
}

export async function findTeeTimeAlerts(db: DbOrTx, memberId: string) {
  return db
    .select()
    .from(teeTimeAlerts)
    .where(eq(teeTimeAlerts.memberId, memberId))
    .orderBy(asc(teeTimeAlerts.localDate), asc(teeTimeAlerts.id));
}

export async function findTrophies(db: DbOrTx, memberId: string) {
  return db
    .select({
      trophy: memberTrophies.trophyKey,
      title: trophyDefinitions.title,
      earnedAt: memberTrophies.earnedAt,
    })
    .from(memberTrophies)
    .innerJoin(trophyDefinitions, eq(trophyDefinitions.key, memberTrophies.trophyKey))
    .where(eq(memberTrophies.memberId, memberId));
}

/** Staff actions taken on the member's behalf: what and when, not which staff member (their data). */
export async function findStaffActions(db: DbOrTx, memberId: string) {
  return db
    .select({
      at: staffAudit.at,
      method: staffAudit.method,
      route: staffAudit.route,
      params: staffAudit.params,
      clubId: staffAudit.clubId,
      status: staffAudit.status,
    })
    .from(staffAudit)
    .where(eq(staffAudit.onBehalfOf, memberId))
    .orderBy(asc(staffAudit.id));
}

/** The member's waitlist places, each with the offers it was made (places held, until when, the outcome). */
export async function findWaitlistPlaces(db: DbOrTx, memberId: string) {
  const entries = await db
    .select({
      id: waitlistEntries.id,
      clubId: waitlistEntries.clubId,
      courseId: waitlistEntries.courseId,
      startsAt: waitlistEntries.startsAt,
      players: waitlistEntries.players,
      juniors: waitlistEntries.juniors,
      notes: waitlistEntries.notes,
      state: waitlistEntries.state,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.memberId, memberId))
    .orderBy(asc(waitlistEntries.id));
  const offers = await db
    .select({
      entryId: waitlistOffers.entryId,
      places: waitlistOffers.places,
      expiresAt: waitlistOffers.expiresAt,
      state: waitlistOffers.state,
      bookingId: waitlistOffers.bookingId,
      createdAt: waitlistOffers.createdAt,
    })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.memberId, memberId))
    .orderBy(asc(waitlistOffers.id));
  return entries.map((entry) => ({ ...entry, offers: offers.filter((o) => o.entryId === entry.id) }));
}

/**
 * Held party bookings the member made (their party's answers by position; other members are not named)
 * and those that asked them, with their own answer.
 */
export async function findPartyHolds(db: DbOrTx, memberId: string) {
  const hold = {
    id: partyHolds.id,
    clubId: partyHolds.clubId,
    courseId: partyHolds.courseId,
    startsAt: partyHolds.startsAt,
    places: partyHolds.places,
    cost: partyHolds.cost,
    costUnit: partyHolds.costUnit,
    expiresAt: partyHolds.expiresAt,
    state: partyHolds.state,
    failureCode: partyHolds.failureCode,
    bookingId: partyHolds.bookingId,
    createdAt: partyHolds.createdAt,
  };
  const made = await db
    .select({ ...hold, notes: sql<string>`${partyHolds.request}->>'notes'` })
    .from(partyHolds)
    .where(eq(partyHolds.bookerId, memberId))
    .orderBy(asc(partyHolds.id));
  const answers = made.length
    ? await db
        .select({ holdId: partyHoldBuddies.holdId, answer: partyHoldBuddies.answer })
        .from(partyHoldBuddies)
        .where(
          inArray(
            partyHoldBuddies.holdId,
            made.map((h) => h.id),
          ),
        )
        .orderBy(asc(partyHoldBuddies.holdId), asc(partyHoldBuddies.position))
    : [];
  const asked = await db
    .select({ ...hold, myAnswer: partyHoldBuddies.answer, answeredAt: partyHoldBuddies.answeredAt })
    .from(partyHoldBuddies)
    .innerJoin(partyHolds, eq(partyHolds.id, partyHoldBuddies.holdId))
    .where(eq(partyHoldBuddies.memberId, memberId))
    .orderBy(asc(partyHolds.id));
  return [
    ...made.map((h) => ({
      role: 'booker',
      ...h,
      buddyAnswers: answers.filter((a) => a.holdId === h.id).map((a) => a.answer),
    })),
    ...asked.map((h) => ({ role: 'buddy', ...h })),
  ];
}

/** The member's tickets in release lines, with each line's course-day. */
export function findLineTickets(db: DbOrTx, memberId: string) {
  return db
    .select({
      ticketId: lineTickets.id,
      clubId: releaseLines.clubId,
      courseId: releaseLines.courseId,
      date: releaseLines.localDate,
      joinedAt: lineTickets.joinedAt,
      joinedBeforeOpen: lineTickets.joinedBeforeOpen,
      position: lineTickets.position,
      admitAt: lineTickets.admitAt,
      admittedUntil: lineTickets.admittedUntil,
      doneAt: lineTickets.doneAt,
    })
    .from(lineTickets)
    .innerJoin(releaseLines, eq(releaseLines.id, lineTickets.lineId))
    .where(eq(lineTickets.memberId, memberId))
    .orderBy(asc(lineTickets.id));
}
