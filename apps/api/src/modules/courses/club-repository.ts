import { type ClubContent, DEFAULT_CLUB_ID } from '@fairway/contracts';
import { and, asc, desc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { clubs } from '../../db/schema/clubs';
import { clubIdsWithCourses } from './repository';

/**
 * The club row (`clubs`), kept by this module (owners.cjs): the clubs module above reads and writes a
 * club's document through these, and so do the modules between (a club's name, contact, reach).
 */

export async function findClubContent(db: DbOrTx, clubId: number): Promise<ClubContent | null> {
  const [row] = await db.select({ content: clubs.content }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row?.content ?? null;
}

/** Writes a validated document; the club's display name follows the document. False: no such club. */
export async function updateClubDocument(
  db: DbOrTx,
  clubId: number,
  document: ClubContent,
): Promise<boolean> {
  const rows = await db
    .update(clubs)
    .set({ content: document, name: document.clubName })
    .where(eq(clubs.id, clubId))
    .returning({ id: clubs.id });
  return rows.length > 0;
}

export type BookableClubRow = { id: number; name: string; address: string[]; isHome: boolean };

/**
 * Clubs a member can book, home club first then by name: their home club, plus — when they may use Open
 * Play points — every club that takes Open Play and is open to visitors. Only clubs with a course count.
 */
export function findBookableClubs(
  db: DbOrTx,
  reach: { homeClubId: number; flexiPointsAllowed: boolean },
): Promise<BookableClubRow[]> {
  const isHome = sql<boolean>`${clubs.id} = ${reach.homeClubId}`;
  return db
    .select({ id: clubs.id, name: clubs.name, address: sql<string[]>`${clubs.content}->'address'`, isHome })
    .from(clubs)
    .where(
      and(
        reach.flexiPointsAllowed
          ? or(isHome, and(eq(clubs.acceptsOpenPlay, true), eq(clubs.closedToVisitors, false)))
          : isHome,
        sql`${clubs.id} in ${clubIdsWithCourses()}`,
      ),
    )
    .orderBy(desc(isHome), asc(clubs.name));
}

/** Clubs whose content declares a non-empty list under `key` (ballot windows, release times). */
export async function findClubIdsDeclaring(db: DbOrTx, key: 'ballots' | 'release'): Promise<number[]> {
  const rows = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(sql`jsonb_array_length(coalesce(${clubs.content} -> ${key}::text, '[]'::jsonb)) > 0`);
  return rows.map((r) => r.id);
}

/** Whether a club of that id exists (a new member's home club must). */
export async function clubExists(db: DbOrTx, clubId: number): Promise<boolean> {
  const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row !== undefined;
}

/** What mail about a club names: its name, its customer service address, its zone; null for no such club. */
export async function findClubContact(
  db: DbOrTx,
  clubId: number,
): Promise<{ name: string; customerServiceEmail: string; timeZone: string } | null> {
  const [row] = await db
    .select({ name: clubs.name, customerServiceEmail: clubs.customerServiceEmail, timeZone: clubs.timeZone })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row ?? null;
}

/** The clubs within a staff member's reach (one club, or every club but the network's own when null), by id. */
export function findClubsInReach(db: DbOrTx, clubId: number | null) {
  return db
    .select({ id: clubs.id, name: clubs.name, town: clubs.town, timeZone: clubs.timeZone })
    .from(clubs)
    .where(clubId === null ? gt(clubs.id, DEFAULT_CLUB_ID) : eq(clubs.id, clubId))
    .orderBy(asc(clubs.id));
}

/**
 * Locks the club's row for the rest of the transaction (so two staff adding an API token or a webhook at
 * once cannot pass a limit together); false for an unknown club.
 */
export async function lockClub(tx: Tx, clubId: number): Promise<boolean> {
  const rows = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for('update');
  return rows.length === 1;
}

/** Every club with a place on the map that takes Open Play, by id (explore's map tiles). */
export async function findLocatedClubs(db: DbOrTx) {
  const rows = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      lat: clubs.latitude,
      lng: clubs.longitude,
      tier: clubs.tier,
      state: clubs.state,
    })
    .from(clubs)
    .where(and(isNotNull(clubs.latitude), isNotNull(clubs.longitude), eq(clubs.acceptsOpenPlay, true)))
    .orderBy(clubs.id);
  return rows.map((r) => ({ ...r, lat: r.lat as number, lng: r.lng as number }));
}
