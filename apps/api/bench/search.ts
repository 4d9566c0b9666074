import os from 'node:os';
import { sql } from 'drizzle-orm';
import { growNetwork } from './explore';
import {
  type Driver,
  loginCookie,
  type Measure,
  measure,
  measureCeiling,
  printComparison,
  SECONDS,
  type Server,
  startServer,
} from './harness';

/** Days ahead of today (UTC) as YYYY-MM-DD. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The searches measured: a member near their home club (Foxhill Heath, Surrey). */
export const SEARCH_QUERIES: [string, string][] = [
  ['search 50 km, whole day, 2 players', `date=${dayAhead(5)}&players=2`],
  ['search 30 mi, 08–10, 3 players', `date=${dayAhead(9)}&from=08:00&to=10:00&players=3&radiusKm=48`],
  ['search 150 km, cheapest, ≤ 12 pts', `date=${dayAhead(12)}&radiusKm=150&sort=cheapest&maxCost=12`],
];

/**
 * Fills 30 days of every golf course's tee sheet: each 10-minute start from 07:00 to 16:50 (UTC) has a
 * slot_occupancy row with 0–4 places taken (a third of them full), as the booking write leaves them.
 */
export async function fillThirtyDays(database: Pick<Server['database'], 'db'>) {
  await database.db.execute(sql`
    insert into slot_occupancy (course_id, starts_at, capacity, places_taken)
    select co.id, date_trunc('day', now()) + d * interval '1 day' + m * interval '1 minute', 4,
      (abs(hashtext(co.id::text || ':' || d || ':' || m)) % 7) % 5
    from courses co, generate_series(0, 30) d, generate_series(420, 1010, 10) m
    where co.facility_type = 0
    on conflict do nothing`);
  await database.db.execute(sql`vacuum analyze slot_occupancy`);
}

/** Foxhill Heath (club 151), the bench member's home club: the searches' centre. */
const HOME_CLUB = 151;
/** The Championship course whose tee sheets and prices every generated club's course copies. */
const TEMPLATE_COURSE = 15101;

/**
 * Grows the network to `total` clubs (explore's generated clubs) and gives each generated club one golf
 * course with the Championship course's tee sheets and prices, so the search has real courses to judge at
 * every size; the generated courses within 160 km of the home club get their starts' occupancy on the
 * dates searched, as `fillThirtyDays` fills the seeded ones (filling 30 days of 10,000 courses is 18 million
 * rows, none of which a search of these dates reads).
 */
export async function growSearchNetwork(database: Pick<Server['database'], 'db'>, total: number) {
  const db = database.db;
  const rows = (await db.execute(sql`select coalesce(max(id), 0)::int as max from clubs`)) as unknown as {
    rows: { max: number }[];
  };
  const before = rows.rows[0]?.max ?? 0;
  await growNetwork(database, total);
  await db.execute(sql`
    insert into courses (club_id, name, facility_type, sort_order)
    select id, 'Championship Course', 0, 0 from clubs where id > ${before}`);
  await db.execute(sql`
    insert into course_schedules (course_id, season, day_of_week, first_start_minute, last_start_minute,
      interval_minutes, capacity)
    select co.id, s.season, s.day_of_week, s.first_start_minute, s.last_start_minute, s.interval_minutes, s.capacity
    from courses co join clubs c on c.id = co.club_id and c.id > ${before}, course_schedules s
    where s.course_id = ${TEMPLATE_COURSE}`);
  await db.execute(sql`
    insert into course_prices (course_id, season, day_of_week, from_minute, adult_cost, junior_cost)
    select co.id, p.season, p.day_of_week, p.from_minute, p.adult_cost + co.club_id % 3, p.junior_cost
    from courses co join clubs c on c.id = co.club_id and c.id > ${before}, course_prices p
    where p.course_id = ${TEMPLATE_COURSE}`);
  const days = SEARCH_QUERIES.map(([, q]) => searchedDays(q));
  await db.execute(sql`
    insert into slot_occupancy (course_id, starts_at, capacity, places_taken)
    select co.id, date_trunc('day', now()) + d * interval '1 day' + m * interval '1 minute', 4,
      (abs(hashtext(co.id::text || ':' || d || ':' || m)) % 7) % 5
    from courses co
      join clubs c on c.id = co.club_id and c.id > ${before}
      join clubs home on home.id = ${HOME_CLUB},
      unnest(${sql.raw(`ARRAY[${days.join(',')}]::int[]`)}) d, generate_series(420, 1010, 10) m
    where abs(c.latitude - home.latitude) < 1.5 and abs(c.longitude - home.longitude) < 2.4
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze courses`);
  await db.execute(sql`vacuum analyze course_schedules`);
  await db.execute(sql`vacuum analyze course_prices`);
  await db.execute(sql`vacuum analyze slot_occupancy`);
}

/** Days ahead of today of a query's date. */
const searchedDays = (query: string) =>
  Math.round(
    (Date.parse(new URLSearchParams(query).get('date') ?? '') - Date.parse(dayAhead(0))) / 86_400_000,
  );

/**
 * Writes at a steady rate while a search is measured (`BENCH_SEARCH_WRITES` a second, 0 by default): another
 * member marks and unmarks a favourite club, a write like any other to what the search keeps between writes
 * (every write makes it read again), so the figures show a network where members are booking meanwhile.
 * Returns a stop function that resolves to the writes made.
 */
function writeMeanwhile(server: Server, cookie: string, perSecond: number): () => Promise<number> {
  if (perSecond <= 0) return async () => 0;
  let made = 0;
  let on = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    on = !on;
    inFlight = fetch(`${server.url}/api/explore/favourites/${HOME_CLUB}`, {
      method: on ? 'PUT' : 'DELETE',
      headers: { cookie },
    }).then(async (res) => {
      await res.arrayBuffer();
      if (res.ok) made++;
    });
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await inFlight;
    return made;
  };
}

/**
 * `npx tsx bench/search-only.ts`: GET /api/teetimes/search p99 at 20 connections on PostgreSQL, over the
 * seeded network with 30 days of tee sheets, then over 10,000 clubs (generated ones added), each beside
 * the same server’s hello and bare Fastify, with the load average (`BENCH_PORT`, `BENCH_BARE_PORT`: fixed ports;
 * `BENCH_SEARCH_WRITES`: writes a second meanwhile).
 */
export async function benchSearch(driver: Driver = 'postgres') {
  const bare = await measureCeiling();
  printComparison('-', 'bare fastify (own process)', null, bare);
  // BENCH_PORT: the server's port (by default any free one).
  const server = await startServer(driver, {}, Number(process.env.BENCH_PORT ?? 0));
  try {
    const counts = (await server.database.db.execute(
      sql`select (select count(*) from clubs)::int as clubs, (select count(*) from courses where facility_type = 0)::int as golf`,
    )) as unknown as { rows: { clubs: number; golf: number }[] };
    await fillThirtyDays(server.database);
    const cookie = await loginCookie(server, 'member@example.com');
    const writes = Number(process.env.BENCH_SEARCH_WRITES ?? 0);
    const writer = writes > 0 ? await loginCookie(server, 'buddy@example.com') : '';
    const sizes: [string, () => Promise<void>][] = [
      [`${counts.rows[0]?.clubs} clubs (${counts.rows[0]?.golf} golf courses) × 30 days`, async () => {}],
      ['10,000 clubs (generated, one golf course each)', () => growSearchNetwork(server.database, 10_000)],
    ];
    const p99s = new Map<string, number[]>();
    for (const [label, grow] of sizes) {
      await grow();
      console.log(`\nnetwork search, ${label} (${driver})`);
      const hello = await measure(`${server.url}/api/hello`);
      printComparison(driver, 'hello (same server)', null, hello);
      for (const [name, query] of SEARCH_QUERIES) {
        const url = `${server.url}/api/teetimes/search?${query}`;
        const first = await fetch(url, { headers: { cookie } });
        const body = (await first.json()) as { Results?: { Times: unknown[] }[] };
        const times = body.Results?.reduce((s, r) => s + r.Times.length, 0) ?? 0;
        // The first window after the query is first asked (code not yet optimised, course-days not yet
        // kept), then the same again: the steady state a running server answers in.
        const cold: Measure = await measure(url, { headers: { cookie } });
        printComparison(driver, `${name} (first ${SECONDS} s)`, hello, cold);
        const stopWriting = writeMeanwhile(server, writer, writes);
        const m: Measure = await measure(url, { headers: { cookie } });
        const written = await stopWriting();
        printComparison(driver, name, hello, m);
        const load = os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ');
        console.log(
          `${''.padEnd(9)}${body.Results?.length ?? 0} courses, ${times} times on the first page; p99 ${m.p99} ms = ${(m.p99 / Math.max(1, bare.p99)).toFixed(1)}× bare p99; ${written} writes meanwhile; load average ${load}`,
        );
        p99s.set(name, [...(p99s.get(name) ?? []), m.p99]);
      }
    }
    console.log('\np99 growth (ms) from the seeded network to 10,000 clubs:');
    for (const [name, values] of p99s) console.log(`  ${name.padEnd(36)} ${values.join(' → ')}`);
  } finally {
    await server.close();
  }
}
