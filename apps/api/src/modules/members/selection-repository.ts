import { sql } from 'drizzle-orm';
import { members } from '../../db/schema/members';
import { selection } from '../../db/selection';

/**
 * The selections of the member row that other modules join in their own statements (db/selection.ts):
 * each names only the columns its readers use, so the row is still read through here.
 */

/** How a booking names its booker: e-mail and full name. */
export const bookerNames = selection
  .select({
    id: members.id,
    email: members.email,
    name: sql<string>`${members.forename} || ' ' || ${members.surname}`.as('booker_name'),
  })
  .from(members)
  .as('booker_names');

/** What the staff console finds a member by and shows of them. */
export const consoleMembers = selection
  .select({
    id: members.id,
    forename: members.forename,
    surname: members.surname,
    email: members.email,
    homeClubId: members.homeClubId,
    isAdmin: members.isAdmin,
    staffClubId: members.staffClubId,
    membershipExpires: members.membershipExpires,
    packageName: members.packageName,
  })
  .from(members)
  .as('console_members');

/** What the booking rules read of a booker (their package, balance and limits) beside their bookings. */
export const bookerProfiles = selection
  .select({
    id: members.id,
    homeClubId: members.homeClubId,
    homePoints: members.homePoints,
    flexiPointsAllowed: members.flexiPointsAllowed,
    playersPerDay: members.playersPerDay,
    bookingsPerDay: members.bookingsPerDay,
    completedFirstPayment: members.completedFirstPayment,
    membershipExpires: members.membershipExpires,
  })
  .from(members)
  .as('booker_profiles');

/** What a session carries of its member: the staff roles (plugins/session-repository.ts joins it). */
export const sessionMembers = selection
  .select({ id: members.id, isAdmin: members.isAdmin, staffClubId: members.staffClubId })
  .from(members)
  .as('session_members');
