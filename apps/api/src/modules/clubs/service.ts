import type { BookableClub, ClubContent, ClubMessage } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { clubMessageOf } from './club-message';
import { findBookableClubs, findClubContent } from './club-repository';

export const CLUB_NOT_FOUND_MESSAGE = 'Club not found.';

export async function getClubContent(db: DbOrTx, clubId: number): Promise<ClubContent> {
  const content = await findClubContent(db, clubId);
  if (!content) throw notFound(CLUB_NOT_FOUND_MESSAGE);
  return content;
}

/** Only channel 1 (dashboard) exists today; other channels answer with the same dashboard message. */
export async function getClubMessage(
  db: DbOrTx,
  input: { clubId: number; channel: number },
): Promise<ClubMessage> {
  return clubMessageOf(await getClubContent(db, input.clubId));
}

/** The clubs the member can book, for the booking club list. */
export async function listBookableClubs(db: DbOrTx, memberId: string): Promise<BookableClub[]> {
  const rows = await findBookableClubs(db, memberId);
  return rows.map((r) => ({
    ClubId: r.id,
    ClubName: r.name,
    // The town and county: the last two address lines.
    Address: (r.address ?? []).slice(-2).join(', '),
    MyHomeClub: r.isHome,
  }));
}
