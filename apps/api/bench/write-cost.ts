import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { writeFlow } from './bookings';
import {
  backendCpu,
  databaseCpuUs,
  measure,
  postgresReachable,
  SECONDS,
  settledFunctionMs,
  startServer,
} from './harness';

/**
 * `cd apps/api && npx tsx bench/write-cost.ts`: what one booking costs, one at a time (1 connection from
 * the load process, so no booking waits for another's lock): the time the database spends in the write's
 * own functions (`fairway_*` and the bookings' triggers, from `pg_stat_user_functions`; the server's jobs
 * call none of them), the CPU its backends spent (/proc) and the API's CPU, per booking made, with the
 * load average beside them. The load is
 * the wide write bench's (`writeFlow`): fresh members, whose first bookings also earn trophies.
 */
process.env.BENCH_TRACK_FUNCTIONS = '1';
/** The database functions timed (LIKE patterns). */
const FUNCTIONS = ['fairway\\_%', 'booking%'];

/**
 * The database's own counters (pg_stat_database): buffers touched (hit or read) and rows written; the
 * work a booking asks of PostgreSQL in units a loaded machine does not stretch.
 */
async function databaseWork(db: Db): Promise<{ buffers: number; rows: number }> {
  const { rows } = (await db.execute(sql`select pg_stat_clear_snapshot(),
      (blks_hit + blks_read)::float8 as buffers, (tup_inserted + tup_updated + tup_deleted)::float8 as rows
    from pg_stat_database where datname = current_database()`)) as unknown as {
    rows: { buffers: number; rows: number }[];
  };
  return { buffers: rows[0]?.buffers ?? 0, rows: rows[0]?.rows ?? 0 };
}

if (!(await postgresReachable())) {
  console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL): nothing measured.');
  process.exit(0);
}
const server = await startServer('postgres');
try {
  const db = server.database.db;
  const { flow } = await writeFlow(db, 'wide');
  const before = await settledFunctionMs(db, FUNCTIONS);
  const workBefore = await databaseWork(db);
  const cpuBefore = await backendCpu(db);
  const result = await measure(server.url, { flow, connections: 1 });
  const cpuAfter = await backendCpu(db);
  const after = await settledFunctionMs(db, FUNCTIONS);
  const workAfter = await databaseWork(db);
  const booked = result.statusCodeStats['201']?.count ?? 0;
  const spent = [...after].map(([name, ms]) => [name, (ms - (before.get(name) ?? 0)) / booked] as const);
  const mix = Object.entries(result.statusCodeStats)
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ');
  console.log(
    `${booked} bookings one at a time in ${SECONDS} s (${mix}); per booking: ` +
      `${spent.reduce((s, [, ms]) => s + ms, 0).toFixed(3)} ms in the write's database functions (` +
      spent
        .filter(([, ms]) => ms > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => `${name} ${ms.toFixed(3)}`)
        .join(', ') +
      `), ${((workAfter.buffers - workBefore.buffers) / booked).toFixed(1)} buffers and ${(
        (workAfter.rows - workBefore.rows) / booked
      ).toFixed(
        1,
      )} rows written, database CPU ${Math.round(databaseCpuUs(cpuBefore, cpuAfter) / booked)} µs, API CPU ${result.serverCpuUs ?? '?'} µs; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
} finally {
  await server.close();
}
