import { and, asc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberHandles } from '../../db/schema/buddies';
import { clubs } from '../../db/schema/clubs';
import { members } from '../../db/schema/members';
import type { ClubScope } from '../../plugins/staff-access';
import { bookedAtClub } from '../bookings';

/**
 * The staff console's member search: one statement over the member row, their home club, their handle and
 * whether they booked at the caller's club (other owners' tables, joined for the search's ranking).
 */

/** `text` matched literally inside ILIKE: its own % and _ are not wildcards. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members club staff may see: those whose home club is theirs, or who have booked there. */
const inScope = (scope: ClubScope): SQL | undefined =>
  scope === null ? undefined : or(eq(members.homeClubId, scope), bookedAtClub(sql`${members.id}`, scope));

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

export type HitRow = Awaited<ReturnType<typeof selectHits>>[number];

/** Part of a name, an e-mail address or a share code (exact, any case), within the scope, by name. */
export function searchMemberRows(db: DbOrTx, q: string, scope: ClubScope, limit: number): Promise<HitRow[]> {
  const pattern = likeEscaped(q);
  return selectHits(db)
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
    .limit(limit);
}

export async function findMemberRow(db: DbOrTx, memberGuid: string): Promise<HitRow | null> {
  const [row] = await selectHits(db).where(eq(members.id, memberGuid)).limit(1);
  return row ?? null;
}

/** Whether club staff of `scope` may see the member (their home club, or they booked there). */
export async function memberInScope(db: DbOrTx, memberGuid: string, scope: ClubScope): Promise<boolean> {
  const [visible] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberGuid), inScope(scope)));
  return Boolean(visible);
}
