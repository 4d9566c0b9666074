import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type ClubNameMatch = {
  name: string;
  town: string;
  latitude: number;
  longitude: number;
  score: number;
};

/**
 * The three located Open Play clubs whose names best match `q` (normalised): a name starting with it
 * first, then by trigram similarity. Raw SQL over the clubs table (the clubs module's; geo sits below it).
 */
export async function findClubsByName(db: Db, q: string): Promise<ClubNameMatch[]> {
  const result = await db.execute(sql`
    select name, town, latitude, longitude,
      similarity(lower(name), ${q}) as score
    from clubs
    where latitude is not null and longitude is not null and accepts_open_play
      and (${q} <% lower(name) or lower(name) % ${q})
    order by lower(name) like ${`${q} %`} desc, score desc, name asc
    limit 3`);
  return (result as unknown as { rows: ClubNameMatch[] }).rows;
}
