import { type ClubPoint, clubUrlName } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { findLocatedClubs } from '../courses';

export type { ClubPoint };

/** Every located club of the network for the map's tiles (the map draws only `Available` ones). */
export async function listClubPoints(db: DbOrTx): Promise<ClubPoint[]> {
  const rows = await findLocatedClubs(db);
  return rows.map((r) => ({ ...r, urlName: clubUrlName(r.name) }));
}
