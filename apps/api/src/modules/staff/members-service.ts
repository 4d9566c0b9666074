import type { StaffMemberHit, StaffMemberPage } from '@fairway/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { ClubScope } from '../../plugins/staff-access';
import { findStartedViews, listUpcoming, toBooking } from '../bookings';
import { findBalances } from '../members';
import { findLedgerPage } from '../points';
import { findMemberRow, type HitRow, memberInScope, searchMemberRows } from './member-search-repository';

const SEARCH_LIMIT = 25;

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
  return (await searchMemberRows(db, q, scope, SEARCH_LIMIT)).map(toHit);
}

/** The member's row, or 404; 403 STAFF_CLUB_FORBIDDEN when club staff look beyond their club. */
export async function findMemberForStaff(db: DbOrTx, memberGuid: string, scope: ClubScope) {
  const row = await findMemberRow(db, memberGuid);
  if (!row) throw notFound('MEMBER_NOT_FOUND');
  if (scope !== null && !(await memberInScope(db, memberGuid, scope))) {
    throw new AppError('STAFF_CLUB_FORBIDDEN');
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
    findStartedViews(db, row.id, scope, now, 10),
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
