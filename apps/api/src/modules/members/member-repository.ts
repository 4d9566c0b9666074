import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { members } from '../../db/schema/members';
import { openPlayBalance } from '../../domain/open-play';
import { arrayQuery } from '../../lib/array-query';
import { arrayRow, type RowOf } from '../../lib/rows';
import { clubNames } from '../courses';
import type { Balances } from './home-balance-repository';

export type Credentials = { id: string; passwordHash: string };

export async function findCredentialsByEmail(db: DbOrTx, email: string): Promise<Credentials | null> {
  const [row] = await db
    .select({ id: members.id, passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.email, email))
    .limit(1);
  return row ?? null;
}

export type NewMember = {
  email: string;
  passwordHash: string;
  forename: string;
  surname: string;
  phone: string;
  homeClubId: number;
  referralEmail: string | null;
};

/** Inserts a member who has not paid yet and whose membership has not started; null when the e-mail is taken. */
export async function insertMember(db: DbOrTx, input: NewMember): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(members)
    .values({ ...input, completedFirstPayment: false, membershipExpires: null })
    .onConflictDoNothing({ target: members.email })
    .returning({ id: members.id });
  return row ?? null;
}

/** The member's own fields and home club name: everything of the summary except balances and session. */
const profileFields = {
  id: members.id,
  email: members.email,
  forename: members.forename,
  surname: members.surname,
  phone: members.phone,
  homeClubId: members.homeClubId,
  homeClubName: clubNames.name,
  membershipType: members.membershipType,
  completedFirstPayment: members.completedFirstPayment,
  membershipExpires: members.membershipExpires,
  isCorporate: members.isCorporate,
  companyName: members.companyName,
  bannerUrl: members.bannerUrl,
  thumbUrl: members.thumbUrl,
  autoRenew: members.autoRenew,
  isAdmin: members.isAdmin,
  staffClubId: members.staffClubId,
  isInArrears: members.isInArrears,
  flexiPointsAllowed: members.flexiPointsAllowed,
  packageName: members.packageName,
};

export type MemberProfileRow = RowOf<typeof profileFields>;

/** The summary's row: the profile and both balances. */
const profileWithBalances = arrayRow({
  profile: profileFields,
  balances: {
    homePoints: members.homePoints,
    // Qualified by hand (drizzle leaves a bare "id" in a scalar subquery).
    flexiPoints: openPlayBalance(sql`members.id`, sql.placeholder('now')),
  },
});

/**
 * The summary is read on every page load: profile and both balances in one prepared statement, its row
 * read as an array (profileWithBalances).
 */
const profileWithBalancesQuery = arrayQuery<'memberId' | 'now'>('member_profile_with_balances', (db) =>
  db
    .select({ row: profileWithBalances.select })
    .from(members)
    .innerJoin(clubNames, eq(clubNames.id, members.homeClubId))
    .where(eq(members.id, sql.placeholder('memberId')))
    .limit(1),
);

export async function findProfileWithBalances(
  db: Db,
  memberId: string,
  now: Date,
): Promise<{ profile: MemberProfileRow; balances: Balances } | null> {
  const [queryRow] = await profileWithBalancesQuery(db, { memberId, now: now.toISOString() });
  if (!queryRow) return null;
  return profileWithBalances.decode(queryRow);
}

export async function findNameAndRoleById(
  db: DbOrTx,
  memberId: string,
): Promise<{ forename: string; surname: string; isAdmin: boolean; staffClubId: number | null } | null> {
  const [row] = await db
    .select({
      forename: members.forename,
      surname: members.surname,
      isAdmin: members.isAdmin,
      staffClubId: members.staffClubId,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

/** The member's account details with their home club's name (club-discovery §3); null when unknown. */
export async function findAccountDetails(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({
      email: members.email,
      firstName: members.forename,
      surname: members.surname,
      address1: members.address1,
      address2: members.address2,
      town: members.town,
      postcode: members.postcode,
      dateOfBirth: members.dateOfBirth,
      gender: members.gender,
      handicap: members.handicap,
      homeClubId: members.homeClubId,
      homeClubName: clubNames.name,
      membershipExpires: members.membershipExpires,
      mobile: members.phone,
      otherPhone: members.otherPhone,
      totpSecret: members.totpSecret,
    })
    .from(members)
    .innerJoin(clubNames, eq(clubNames.id, members.homeClubId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

/** The member's date of birth (YYYY-MM-DD), or null when not on file. */
export async function findDateOfBirth(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ dateOfBirth: members.dateOfBirth })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.dateOfBirth ?? null;
}

/** Where a member may book: their home club, and whether they may spend Open Play points at others. Null: no such member. */
export async function findClubReach(
  db: DbOrTx,
  memberId: string,
): Promise<{ homeClubId: number; flexiPointsAllowed: boolean } | null> {
  const [row] = await db
    .select({ homeClubId: members.homeClubId, flexiPointsAllowed: members.flexiPointsAllowed })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

/** A member as another member finds them (a buddy, a party's player): their name and home club's. */
export type MemberCard = { memberId: string; name: string; club: string };

const cardFields = {
  memberId: members.id,
  name: sql<string>`${members.forename} || ' ' || ${members.surname}`,
  club: clubNames.name,
  forename: members.forename,
  surname: members.surname,
};

/**
 * The cards of these members (an unknown id is left out), by forename then surname as the database sorts
 * them, with those two names apart so a caller can tell members of the same name.
 */
export function findMemberCards(db: DbOrTx, memberIds: readonly string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .select(cardFields)
    .from(members)
    .innerJoin(clubNames, eq(clubNames.id, members.homeClubId))
    .where(inArray(members.id, [...new Set(memberIds)]))
    .orderBy(asc(members.forename), asc(members.surname), asc(members.id));
}

/** A member's card by e-mail address (any case); staff accounts are not members one plays with: never found. */
export async function findMemberCardByEmail(db: DbOrTx, email: string): Promise<MemberCard | null> {
  const [row] = await db
    .select({ memberId: cardFields.memberId, name: cardFields.name, club: cardFields.club })
    .from(members)
    .innerJoin(clubNames, eq(clubNames.id, members.homeClubId))
    .where(and(sql`${members.email} = ${email.trim().toLowerCase()}`, sql`not ${members.isAdmin}`))
    .limit(1);
  return row ?? null;
}
