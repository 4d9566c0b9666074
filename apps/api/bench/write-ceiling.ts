import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { seedDemoData } from '../src/seed';
import { DEMO_COURSE } from '../src/seed/courses';
import { writeFlow } from './bookings';
import { benchDatabase, pgbenchTps, pgRates, postgresReachable, runPgbench, SECONDS } from './harness';

/**
 * `cd apps/api && npx tsx bench/write-ceiling.ts`: what PostgreSQL alone sustains of the admitted booking
 * (bench/book-alone.pgb: its two statements, 20 pgbench clients, the write bench's 100 members) beside
 * the TPC-B-like rate, before and after it in the same run: the ceiling the API's write share is under.
 */
if (!(await postgresReachable())) {
  console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL): nothing measured.');
  process.exit(0);
}
if (DEMO_COURSE.woodland !== 15102) throw new Error('book-alone.pgb books course 15102, the Woodland Course');
const database = await benchDatabase('postgres');
try {
  await seedDemoData(database.db);
  await writeFlow(database.db, 'wide');
  await database.db.execute(sql`create table h_members as
    select row_number() over (order by id) as n, id from members where home_points >= 1000000`);
  const script = fileURLToPath(new URL('./book-alone.pgb', import.meta.url));
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  for (let run = 1; run <= 2; run++) {
    await runPgbench({ selects: false });
    const tpcb = pgRates.tpcbTps;
    const booked = await pgbenchTps(database.name, ['-f', script], SECONDS);
    console.log(
      `postgres book-alone.pgb (20 clients)                  ${Math.round(booked)} bookings/s: ` +
        `${((booked / tpcb) * 100).toFixed(1)}% of TPC-B; load average ${load()}`,
    );
  }
} finally {
  await database.close();
}
