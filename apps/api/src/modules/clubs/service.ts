import type { BookableClub, ClubContent, ClubMessage } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { ClubDocumentStore } from './club-document-store';
import { clubMessageOf } from './club-message';
import { findBookableClubs } from './club-repository';

type ClubDocuments = Pick<ClubDocumentStore, 'get'>;

/** A club's document (content, switches and theme), from the instance's cache. */
export async function getClubContent(documents: ClubDocuments, clubId: number): Promise<ClubContent> {
  const content = await documents.get(clubId);
  if (!content) throw notFound('CLUB_NOT_FOUND');
  return content;
}

/** Only channel 1 (dashboard) exists today; other channels answer with the same dashboard message. */
export async function getClubMessage(
  documents: ClubDocuments,
  input: { clubId: number; channel: number },
): Promise<ClubMessage> {
  return clubMessageOf(await getClubContent(documents, input.clubId));
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
