// What the export reads, each table through its owner's front door (coverage.ts names each table), with
// other members, clubs and courses put in by name only. Secrets (password hash, second-factor secret,
// token digests, card references) are never read.
import type { DbOrTx } from '../../db/client';
import { findSessionsForExport } from '../../plugins/session-member-data-repository';
import { findSignInForExport } from '../auth';
import { findBookingsForExport, findPartiesForExport } from '../bookings';
import { findBuddiesForExport } from '../buddies';
import { findClubNames } from '../clubs';
import { findCourseNames } from '../courses';
import { findFavouritesForExport } from '../explore';
import { findMemberForExport, findMemberNames } from '../members';
import { findFeedForExport } from './feed-repository';

/** A name its row's foreign key guarantees: the club, course or member named cannot be deleted under it. */
function nameIn<K>(names: Map<K, string>, id: K): string {
  const name = names.get(id);
  if (name === undefined) throw new Error(`export: no name for ${String(id)}`);
  return name;
}

/** The member row with their home club's name; null when either is missing. */
export async function findProfile(db: DbOrTx, memberId: string) {
  const member = await findMemberForExport(db, memberId);
  if (!member) return null;
  const homeClubName = (await findClubNames(db, [member.homeClubId])).get(member.homeClubId);
  return homeClubName === undefined ? null : { member, homeClubName };
}

export async function findSecurity(db: DbOrTx, memberId: string) {
  const signIn = await findSignInForExport(db, memberId);
  return {
    recoveryCodesLeft: signIn.recoveryCodesLeft,
    sessions: await findSessionsForExport(db, memberId),
    signInTokens: signIn.signInTokens,
    calendarFeed: await findFeedForExport(db, memberId),
  };
}

/** Every booking the member made or plays in, with its club's and course's names and its booker's. */
export async function findBookings(db: DbOrTx, memberId: string) {
  const rows = await findBookingsForExport(db, memberId);
  const clubNames = await findClubNames(
    db,
    rows.map((b) => b.clubId),
  );
  const courseNames = await findCourseNames(
    db,
    rows.map((b) => b.courseId),
  );
  const names = await findMemberNames(
    db,
    rows.map((b) => b.bookedBy),
  );
  return rows.map((booking) => ({
    booking,
    clubName: nameIn(clubNames, booking.clubId),
    courseName: nameIn(courseNames, booking.courseId),
    bookedByName: nameIn(names, booking.bookedBy),
  }));
}

/** The parties of those bookings: each player's kind and, for members, their name only. */
export async function findParties(db: DbOrTx, bookingIds: number[]) {
  const players = await findPartiesForExport(db, bookingIds);
  const names = await findMemberNames(db, [
    ...players.flatMap((p) => (p.memberId ? [p.memberId] : [])),
    ...players.map((p) => p.payerId),
  ]);
  return players.map((p) => ({
    ...p,
    playerName: p.memberId === null ? null : nameIn(names, p.memberId),
    payerName: nameIn(names, p.payerId),
  }));
}

/** The member's share code and buddy links, the other member by name. */
export async function findBuddies(db: DbOrTx, memberId: string) {
  const { shareCode, links } = await findBuddiesForExport(db, memberId);
  const names = await findMemberNames(
    db,
    links.map((l) => l.otherId),
  );
  return {
    shareCode,
    links: links.map(({ otherId, ...link }) => ({ ...link, name: nameIn(names, otherId) })),
  };
}

export async function findFavourites(db: DbOrTx, memberId: string) {
  const favourites = await findFavouritesForExport(db, memberId);
  const names = await findClubNames(
    db,
    favourites.map((f) => f.clubId),
  );
  return favourites.map((f) => ({
    clubId: f.clubId,
    clubName: nameIn(names, f.clubId),
    createdAt: f.createdAt,
  }));
}
