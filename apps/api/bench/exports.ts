import { sql } from 'drizzle-orm';
import { type Driver, loginCookie, postgresReachable, startServer } from './harness';

/**
 * `npx tsx bench/exports.ts` (BENCH_DRIVER=pglite|postgres, default postgres when reachable): the staff
 * CSV exports of a club with BENCH_EXPORT_ROWS (20,500) bookings and as many members (issue 46 §11:
 * bookings.csv took 4.6–7.8 s against 0.4–0.5 s for members.csv). Each export is fetched
 * BENCH_EXPORT_TRIES times (3) over HTTP by the club's staff; reported: each wall time, its size and rows.
 */
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 20_500);
const TRIES = Number(process.env.BENCH_EXPORT_TRIES ?? 3);

async function main() {
  const driver: Driver =
    (process.env.BENCH_DRIVER as Driver | undefined) ?? ((await postgresReachable()) ? 'postgres' : 'pglite');
  const server = await startServer(driver);
  try {
    const db = server.database.db;
    await db.execute(sql`
      insert into members (email, password_hash, forename, surname, phone, home_club_id)
      select 'bulk-' || g || '@bench.example', 'not-a-hash', 'Sam', 'Bulk ' || (g % 7), '07700 900000', 151
      from generate_series(1, ${ROWS}) as g`);
    await db.execute(sql`
      insert into bookings (booking_type, booked_by, club_id, course_id, starts_at, local_date,
        number_of_people, of_which_juniors, booking_ref, confirmation_code, confirmation_status, notes,
        cost, cost_unit)
      select 0, m.id, 151, (select id from courses where club_id = 151 order by id limit 1),
        timestamptz '2026-01-01 08:00Z' + (g % 365) * interval '1 day' + (g % 40) * interval '10 minutes',
        '2026-01-01', 1 + g % 4, g % 2, 'FWB' || g, 'C' || g, 'Confirmed', 'Note ' || g, 10 + g % 30, 'points'
      from generate_series(1, ${ROWS}) as g
      join members m on m.email = 'bulk-' || g || '@bench.example'`);
    const cookie = await loginCookie(server, 'clubstaff@example.com');
    console.log(`driver ${driver}, ${ROWS} bookings and ${ROWS} members at club 151`);
    for (const name of ['bookings', 'members']) {
      for (let i = 0; i < TRIES; i++) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/staff/clubs/151/${name}.csv`, { headers: { cookie } });
        const body = await res.text();
        const ms = performance.now() - started;
        const lines = body.split('\r\n').length - 2;
        console.log(`${name}.csv ${res.status}: ${ms.toFixed(0)} ms, ${body.length} bytes, ${lines} rows`);
      }
    }
  } finally {
    await server.close();
  }
}

await main();
