// What the export reads of the member among others: buddies, notifications, favourite clubs, trophies and staff actions on the account.
// Other members are selected by name only; secrets (password hash, second-factor secret, token digests,
// card references) never. export-coverage.ts names each table the export reads.
import { asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { buddyLinks, memberHandles } from '../../db/schema/buddies';
import { clubs } from '../../db/schema/clubs';
import { favouriteClubs } from '../../db/schema/explore';
import { members } from '../../db/schema/members';
import { notifications } from '../../db/schema/notifications';
import { staffAudit } from '../../db/schema/staff';
import { memberTrophies, trophyDefinitions } from '../../db/schema/trophies';
import { nameOf } from './export-booking-repository';

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

export async function findFavourites(db: DbOrTx, memberId: string) {
  return db
    .select({ clubId: favouriteClubs.clubId, clubName: clubs.name, createdAt: favouriteClubs.createdAt })
    .from(favouriteClubs)
    .innerJoin(clubs, eq(clubs.id, favouriteClubs.clubId))
    .where(eq(favouriteClubs.memberId, memberId));
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
