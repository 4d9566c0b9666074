import { and, asc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ClubScope } from '../../plugins/staff-access';
import { bookedAtClub } from '../bookings';
import { shareCodes } from '../buddies';
import { clubNames } from '../courses';
import { consoleMembers } from '../members';

/**
 * The staff console's member search: one statement over the member row, their home club, their handle and
 * whether they booked at the caller's club (other owners' rows, joined through their owners' selections).
 */

/** `text` matched literally inside ILIKE: its own % and _ are not wildcards. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members club staff may see: those whose home club is theirs, or who have booked there. */
const inScope = (scope: ClubScope): SQL | undefined =>
  scope === null
    ? undefined
    : or(eq(consoleMembers.homeClubId, scope), bookedAtClub(sql`${consoleMembers.id}`, scope));

const hitFields = {
  id: consoleMembers.id,
  forename: consoleMembers.forename,
  surname: consoleMembers.surname,
  email: consoleMembers.email,
  homeClubId: consoleMembers.homeClubId,
  homeClubName: clubNames.name,
  shareCode: shareCodes.shareCode,
  isAdmin: consoleMembers.isAdmin,
  staffClubId: consoleMembers.staffClubId,
  membershipExpires: consoleMembers.membershipExpires,
  packageName: consoleMembers.packageName,
};

const selectHits = (db: DbOrTx) =>
  db
    .select(hitFields)
    .from(consoleMembers)
    .innerJoin(clubNames, eq(clubNames.id, consoleMembers.homeClubId))
    .leftJoin(shareCodes, eq(shareCodes.memberId, consoleMembers.id));

export type HitRow = Awaited<ReturnType<typeof selectHits>>[number];

/** Part of a name, an e-mail address or a share code (exact, any case), within the scope, by name. */
export function searchMemberRows(db: DbOrTx, q: string, scope: ClubScope, limit: number): Promise<HitRow[]> {
  const pattern = likeEscaped(q);
  return selectHits(db)
    .where(
      and(
        or(
          ilike(sql`${consoleMembers.forename} || ' ' || ${consoleMembers.surname}`, pattern),
          ilike(consoleMembers.email, pattern),
          and(isNotNull(shareCodes.shareCode), eq(shareCodes.shareCode, q.toUpperCase())),
        ),
        inScope(scope),
      ),
    )
    .orderBy(asc(consoleMembers.surname), asc(consoleMembers.forename), asc(consoleMembers.id))
    .limit(limit);
}

export async function findMemberRow(db: DbOrTx, memberGuid: string): Promise<HitRow | null> {
  const [row] = await selectHits(db).where(eq(consoleMembers.id, memberGuid)).limit(1);
  return row ?? null;
}

/** Whether club staff of `scope` may see the member (their home club, or they booked there). */
export async function memberInScope(db: DbOrTx, memberGuid: string, scope: ClubScope): Promise<boolean> {
  const [visible] = await db
    .select({ id: consoleMembers.id })
    .from(consoleMembers)
    .where(and(eq(consoleMembers.id, memberGuid), inScope(scope)));
  return Boolean(visible);
}
