import type { BookableClub, ClubContent, ClubMessage, NetworkSummary } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findBookableClubs, findClubContent } from '../courses';
import { countVisibleClubs } from '../explore';
import { findClubReach } from '../members';
import type { ClubDocumentStore } from './club-document-store';
import { clubMessageOf } from './club-message';

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

/**
 * Staff write the dashboard's title and message into the club's own document (one source of truth for
 * what the dashboard shows); the document is validated again and every instance drops its copy.
 */
export async function saveClubMessage(
  db: DbOrTx,
  documents: Pick<ClubDocumentStore, 'save'>,
  input: { clubId: number; title: string; message: string },
): Promise<ClubMessage> {
  const stored = await findClubContent(db, input.clubId);
  if (!stored) throw notFound('CLUB_NOT_FOUND');
  const saved = await documents.save(input.clubId, {
    ...stored,
    dashboard: { ...stored.dashboard, title: input.title, message: input.message },
  });
  return clubMessageOf(saved);
}

/** The clubs the member can book, for the booking club list. */
export async function listBookableClubs(db: DbOrTx, memberId: string): Promise<BookableClub[]> {
  const reach = await findClubReach(db, memberId);
  if (!reach) return [];
  const rows = await findBookableClubs(db, reach);
  return rows.map((r) => ({
    ClubId: r.id,
    ClubName: r.name,
    // The town and county: the last two address lines.
    Address: (r.address ?? []).slice(-2).join(', '),
    MyHomeClub: r.isHome,
  }));
}

/** The network in figures for public copy ("{{networkClubs}} clubs"), so it never disagrees with explore. */
export async function getNetworkSummary(db: DbOrTx): Promise<NetworkSummary> {
  return { Clubs: await countVisibleClubs(db) };
}
