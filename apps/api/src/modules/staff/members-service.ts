import type { StaffMemberHit, StaffMemberPage } from '@fairway/contracts';
import { and, asc, eq, ilike, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { memberHandles } from '../../db/schema/buddies';
import { clubs } from '../../db/schema/clubs';
import { members } from '../../db/schema/members';
import { AppError, notFound } from '../../lib/app-error';
import type { ClubScope } from '../../plugins/staff-access';
import { findBookingViews, listUpcoming, toBooking, visibleTo } from '../bookings';
import { findBalances, findLedgerPage } from '../points';

const SEARCH_LIMIT = 25;

/** `text` matched literally inside ILIKE: its own % and _ are not wildcards. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members club staff may see: those whose home club is theirs, or who have booked there. */
const inScope = (scope: ClubScope): SQL | undefined =>
  scope === null
    ? undefined
    : or(
        eq(members.homeClubId, scope),
        sql`exists (select 1 from ${bookings} where ${bookings.bookedBy} = ${members.id} and ${bookings.clubId} = ${scope})`,
      );

const hitFields = {
  id: members.id,
  forename: members.forename,
  surname: members.surname,
  email: members.email,
  homeClubId: members.homeClubId,
  homeClubName: clubs.name,
  shareCode: memberHandles.shareCode,
  isAdmin: members.isAdmin,
  staffClubId: members.staffClubId,
  membershipExpires: members.membershipExpires,
  packageName: members.packageName,
};

const selectHits = (db: DbOrTx) =>
  db
    .select(hitFields)
    .from(members)
    .innerJoin(clubs, eq(clubs.id, members.homeClubId))
    .leftJoin(memberHandles, eq(memberHandles.memberId, members.id));

type HitRow = Awaited<ReturnType<typeof selectHits>>[number];

const toHit = (row: HitRow): StaffMemberHit => ({
  MemberGuid: row.id,
  Name: `${row.forename} ${row.surname}`,
  Email: row.email,
  HomeClubId: row.homeClubId,
  HomeClubName: row.homeClubName,
  ShareCode: row.shareCode,
  IsStaff: row.isAdmin || row.staffClubId !== null,
});

/** Part of a name, an e-mail address or a share code (exact, any case); club staff see their club's members. */
export async function searchMembers(db: Db, q: string, scope: ClubScope): Promise<StaffMemberHit[]> {
  const pattern = likeEscaped(q);
  const rows = await selectHits(db)
    .where(
      and(
        or(
          ilike(sql`${members.forename} || ' ' || ${members.surname}`, pattern),
          ilike(members.email, pattern),
          and(isNotNull(memberHandles.shareCode), eq(memberHandles.shareCode, q.toUpperCase())),
        ),
        inScope(scope),
      ),
    )
    .orderBy(asc(members.surname), asc(members.forename), asc(members.id))
    .limit(SEARCH_LIMIT);
  return rows.map(toHit);
}

/** The member's row, or 404; 403 STAFF_CLUB_FORBIDDEN when club staff look beyond their club. */
export async function findMemberForStaff(db: DbOrTx, memberGuid: string, scope: ClubScope) {
  const [row] = await selectHits(db).where(eq(members.id, memberGuid)).limit(1);
  if (!row) throw notFound('MEMBER_NOT_FOUND');
  if (scope !== null) {
    const [visible] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, memberGuid), inScope(scope)));
    if (!visible) throw new AppError('STAFF_CLUB_FORBIDDEN');
  }
  return row;
}

/** The staff page of one member: summary, upcoming bookings (their club's only, for club staff) and ledger. */
export async function memberPage(
  db: Db,
  memberGuid: string,
  scope: ClubScope,
  now = new Date(),
): Promise<StaffMemberPage> {
  const row = await findMemberForStaff(db, memberGuid, scope);
  const [balances, upcoming, recent, ledger] = await Promise.all([
    findBalances(db, row.id, now),
    listUpcoming(db, row.id, now),
    findBookingViews(
      db,
      and(
        visibleTo(row.id),
        lte(bookings.startsAt, now),
        scope === null ? undefined : eq(bookings.clubId, scope),
      ),
      { order: 'desc', limit: 10 },
    ),
    findLedgerPage(db, row.id, 1),
  ]);
  return {
    Member: {
      ...toHit(row),
      HomePoints: balances?.homePoints ?? 0,
      OpenPlayPoints: balances?.flexiPoints ?? 0,
      MembershipExpires: row.membershipExpires?.toISOString() ?? null,
      PackageName: row.packageName,
    },
    Upcoming: scope === null ? upcoming : upcoming.filter((b) => b.ClubId === scope),
    Recent: recent.map((b) => toBooking(b, now)),
    Transactions: ledger.items,
  };
}
