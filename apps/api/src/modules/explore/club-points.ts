import { type ClubPoint, clubUrlName } from '@fairway/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs } from '../../db/schema/clubs';

export type { ClubPoint };

/** Every located club of the network for the map's tiles (the map draws only `Available` ones). */
export async function listClubPoints(db: DbOrTx): Promise<ClubPoint[]> {
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
  return rows.map((r) => ({
    ...r,
    urlName: clubUrlName(r.name),
    lat: r.lat as number,
    lng: r.lng as number,
  }));
}
