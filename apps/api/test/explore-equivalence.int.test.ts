import fs from 'node:fs';
import path from 'node:path';
import type { ExploreClubsResult } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exploreSearch } from './explore-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

/**
 * Explore's statement at scale (prepared per shape, ranked on narrow rows, facility bits) must answer exactly as
 * the single unprepared statement did: every mode's ids in order, both totals, distances and favourites, on the
 * demo network grown by 400 generated clubs (no random(): the same clubs every run). The expected answers were
 * recorded from that statement (`EXPLORE_RECORD=1` writes them again; `npx biome format --write` the file after).
 */
const EXPECTED = path.join(import.meta.dirname, 'explore-equivalence.expected.json');

const HERE = { latitude: 53.8, longitude: -1.55 };
const QUERIES: Record<string, string | number | boolean>[] = [];
for (const sortBy of [0, 1, 2, 3, 4, 5, 6, 7]) {
  for (const sortByReverse of [false, true]) {
    QUERIES.push({ sortBy, sortByReverse, numClubsToReturn: 15 });
    QUERIES.push({ sortBy, sortByReverse, ...HERE, numClubsToReturn: 12 });
    QUERIES.push({ sortBy, sortByReverse, ...HERE, distance: 40, numClubsToReturn: 12 });
    QUERIES.push({ sortBy, sortByReverse, searchTerm: 'Marston Vale', numClubsToReturn: 10 });
    QUERIES.push({ sortBy, sortByReverse, facilities: 'Gym,Pool', maxAveragePrice: 6, tier: 2 });
  }
}
QUERIES.push(
  { searchTerm: 'Foxhil Heath' },
  { searchTerm: 'golf club 12', numClubsToReturn: 30 },
  { searchTerm: 'ashford', ...HERE, distance: 60, sortBy: 0 },
  { searchTerm: 'ashford', ...HERE, sortBy: 1, numClubsToReturn: 25 },
  { ...HERE, distance: 5, sortBy: 1 },
  { ...HERE, distance: 0, sortBy: 1 },
  { ...HERE, distance: 20, sortBy: 1, facilities: 'Bar', numClubsToReturn: 1 },
  { ...HERE, distance: 20, sortBy: 1, numClubsToReturn: 1 },
  { ...HERE, distance: 30, sortBy: 0, maxAveragePrice: 4.5, minMaxRange: '2,9' },
  { facilities: 'DrivingRange,PuttingGreen,Bar,BarFood,CoffeeShop', numClubsToReturn: 50 },
  { facilities: 'FreeWiFi', sortBy: 3, numClubsToReturn: 50 },
  { facilities: 'Restaurant', tier: 3, sortBy: 2 },
  { minMaxRange: '3,7', sortBy: 7, numClubsToReturn: 40 },
  { minMaxRange: '0,2', maxAveragePrice: 3 },
  { numClubsToReturn: 1000 },
  { ...HERE, numClubsToReturn: 1000 },
);

type Answer = {
  ids: number[];
  distances: (number | null)[];
  favourites: number[];
  totalClubsInFilter: number;
  totalClubs: number;
  distancesAreBad: boolean;
};
const answerOf = (r: ExploreClubsResult): Answer => ({
  ids: r.clubs.map((c) => c.Id),
  distances: r.clubs.map((c) => c.Distance),
  favourites: r.clubs.filter((c) => c.IsFavourite).map((c) => c.Id),
  totalClubsInFilter: r.totalClubsInFilter,
  totalClubs: r.totalClubs,
  distancesAreBad: r.distancesAreBad,
});
const keyOf = (q: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();

describe('explore answers at scale as before', () => {
  const ctx = useTestApp();
  let cookie: string;
  beforeAll(async () => {
    cookie = await sessionCookieFor(ctx, 'member@example.com');
    const db = ctx.database.db;
    // 400 clubs over England and Wales from g alone; every 9th closed to visitors, every 13th unlocated.
    await db.execute(sql`
      insert into clubs (id, name, customer_service_email, content, latitude, longitude, town, tier, state, facilities,
        average_price, min_price, max_price, number_of_bookings, date_joined, short_description, closed_to_visitors)
      select 880000 + g,
        (array['Ashford','Brampton','Carlton','Dunmore','Elmstead','Fairlie','Glenholm','Hartwell','Ingleby','Kilburn',
               'Langley','Marston','Newbold','Overton','Preston','Queensbury','Rowley','Stanton','Thornbury','Upton'])[1 + g % 20]
          || ' ' || (array['Oaks','Meadows','Ridge','Vale','Heath','Downs','Park','Links','Woods','Brook'])[1 + (g / 20) % 10]
          || ' Golf Club ' || g,
        'equivalence@example.com', (select content from clubs where id = 0),
        case when g % 13 = 0 then null else 52.5 + ((g * 7919) % 1000) / 400.0 end,
        case when g % 13 = 0 then null else -3.5 + ((g * 104729) % 1000) / 250.0 end,
        'Equivalence', 1 + g % 3, case when g % 17 = 0 then 'Unavailable' else 'Available' end,
        array(select f from unnest(array['DrivingRange','PuttingGreen','Bar','BarFood','CoffeeShop','Restaurant','Gym',
          'Pool','FreeWiFi']) with ordinality as u(f, i) where ((g * 37) >> (i::int - 1)) % 2 = 1),
        2 + (g % 80) / 10.0, 1 + g % 4, 6 + g % 9, (g * 53) % 700, date '2015-01-01' + (g % 40) * 30,
        'A generated club', g % 9 = 0
      from generate_series(1, 400) g`);
    await db.execute(sql`insert into favourite_clubs (member_id, club_id)
      select m.id, 880000 + g from members m, generate_series(5, 400, 45) g where m.email = 'member@example.com'`);
    await db.execute(sql`analyze clubs`);
  });

  it('answers every mode with the recorded ids, order, distances and totals', async () => {
    const answers: Record<string, Answer> = {};
    for (const q of QUERIES) answers[keyOf(q)] = answerOf(await exploreSearch(ctx, cookie, q));
    if (process.env.EXPLORE_RECORD === '1') {
      const lines = Object.entries(answers).map(([k, a]) => ` ${JSON.stringify(k)}: ${JSON.stringify(a)}`);
      fs.writeFileSync(EXPECTED, `{\n${lines.join(',\n')}\n}\n`);
      return;
    }
    const expected = JSON.parse(fs.readFileSync(EXPECTED, 'utf8')) as Record<string, Answer>;
    expect(Object.keys(answers)).toEqual(Object.keys(expected));
    for (const [key, answer] of Object.entries(answers)) expect(answer, key).toEqual(expected[key]);
  });
});
