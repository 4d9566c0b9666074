import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { type Driver, loginCookie, measure, measureCeiling, printComparison, startServer } from './harness';

/** Total network sizes measured, each filled up from the demo network by generated clubs. */
const SIZES = (process.env.BENCH_EXPLORE_SIZES ?? '1000,10000,100000').split(',').map(Number);
export const EXPLORE_QUERIES: [string, string][] = [
  ['name (typo)', 'searchTerm=Foxhil%20Heath&numClubsToReturn=10'],
  ['location (20 mi, by distance)', 'latitude=53.8&longitude=-1.55&distance=20&sortBy=1&numClubsToReturn=10'],
  [
    'filtered (facilities, price)',
    'facilities=Gym,Pool&maxAveragePrice=6&tier=2&sortBy=3&numClubsToReturn=10',
  ],
  ['default list (best match)', 'numClubsToReturn=10'],
];

/** Adds generated clubs (spread over Great Britain, random facilities and prices) up to `total`. */
export async function growNetwork(database: Pick<Database, 'db'>, total: number) {
  const db = database.db;
  const rows = (await db.execute(
    sql`select count(*)::int as n, coalesce(max(id), 0) as max from clubs`,
  )) as unknown as {
    rows: { n: number; max: number }[];
  };
  const { n, max } = rows.rows[0] ?? { n: 0, max: 0 };
  const add = total - n;
  if (add <= 0) return;
  await db.execute(sql`
    insert into clubs (id, name, customer_service_email, content, latitude, longitude, town, tier, state, facilities,
      average_price, min_price, max_price, number_of_bookings, date_joined, short_description)
    select ${max} + g,
      (array['Ashford','Brampton','Carlton','Dunmore','Elmstead','Fairlie','Glenholm','Hartwell','Ingleby','Kilburn',
             'Langley','Marston','Newbold','Overton','Preston','Queensbury','Rowley','Stanton','Thornbury','Upton'])[1 + g % 20]
        || ' ' || (array['Oaks','Meadows','Ridge','Vale','Heath','Downs','Park','Links','Woods','Brook'])[1 + (g / 20) % 10]
        || ' Golf Club ' || g,
      'bench@example.com', (select content from clubs where id = 0),
      50.2 + random() * 7.5, -5.5 + random() * 7, 'Benchtown', 1 + g % 3, 'Available',
      (select coalesce(array_agg(f), '{}') from unnest(array['DrivingRange','PuttingGreen','Bar','BarFood','CoffeeShop',
        'Restaurant','Gym','Pool','FreeWiFi']) f where random() < 0.5 + 0 * g),
      2 + (g % 80) / 10.0, 1 + g % 4, 6 + g % 9, g % 3000, date '2015-01-01' + (g % 4000), 'A generated club'
    from generate_series(1, ${add}) g`);
  await db.execute(sql`vacuum analyze clubs`);
}

/**
 * Explore search over a growing network on PostgreSQL: p99 at 1k, 10k and 100k clubs (`BENCH_EXPLORE_SIZES`)
 * beside hello-world and bare Fastify (its own process, measured first in the same run), each with its ratio
 * to bare Fastify's p99 and the load average.
 */
export async function benchExplore(driver: Driver = 'postgres') {
  const bare = await measureCeiling();
  printComparison('-', 'bare fastify (own process)', null, bare);
  const server = await startServer(driver);
  try {
    const cookie = await loginCookie(server, 'member@example.com');
    const p99s = new Map<string, number[]>();
    for (const size of SIZES) {
      await growNetwork(server.database, size);
      console.log(`\nexplore search, ${size.toLocaleString('en-GB')} clubs (${driver})`);
      const hello = await measure(`${server.url}/api/hello`);
      printComparison(driver, 'hello (same server)', null, hello);
      p99s.set('hello (same server)', [...(p99s.get('hello (same server)') ?? []), hello.p99]);
      for (const [label, query] of EXPLORE_QUERIES) {
        const m = await measure(`${server.url}/api/explore/clubs?${query}`, { headers: { cookie } });
        printComparison(driver, `explore ${label}`, hello, m);
        const load = os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ');
        console.log(
          `${''.padEnd(9)}p99 ${m.p99} ms = ${(m.p99 / Math.max(1, bare.p99)).toFixed(1)}× bare p99 (${bare.p99} ms); load average ${load}`,
        );
        p99s.set(label, [...(p99s.get(label) ?? []), m.p99]);
      }
    }
    console.log(`\np99 growth (ms) over ${SIZES.map((n) => n.toLocaleString('en-GB')).join(' → ')} clubs:`);
    for (const [label, values] of p99s) console.log(`  ${label.padEnd(32)} ${values.join(' → ')}`);
  } finally {
    await server.close();
  }
}
