// What the export reads of the member's bookings and their places: bookings and parties, cancellation requests, ballots, waitlist places, party holds, line tickets and tee-time alerts.
// Other members are selected by name only; secrets (password hash, second-factor secret, token digests,
// card references) never. export-coverage.ts names each table the export reads.
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { ballotEntrants, ballotEntries, ballotStandings, ballots } from '../../db/schema/ballots';
import { bookingPlayers, bookings } from '../../db/schema/bookings';
import { clubs } from '../../db/schema/clubs';
import { courses } from '../../db/schema/courses';
import { members } from '../../db/schema/members';
import { partyHoldBuddies, partyHolds } from '../../db/schema/party-holds';
import { lineTickets, releaseLines } from '../../db/schema/release-lines';
import { cancellationRequests } from '../../db/schema/staff';
import { teeTimeAlerts } from '../../db/schema/tee-time-alerts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';

/** Another member's name, the only thing the export says of them. */
export const nameOf = (m: { forename: AnyPgColumn; surname: AnyPgColumn }) =>
  sql<string>`${m.forename} || ' ' || ${m.surname}`;

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

export async function findTeeTimeAlerts(db: DbOrTx, memberId: string) {
  return db
    .select()
    .from(teeTimeAlerts)
    .where(eq(teeTimeAlerts.memberId, memberId))
    .orderBy(asc(teeTimeAlerts.localDate), asc(teeTimeAlerts.id));
}
