import type { ClubContent, ClubMessage } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { clubMessageOf } from './club-message';
import { findClubContent } from './club-repository';

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
