import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { checkoutFlow } from './checkout';
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
 * `cd apps/api && npx tsx bench/pay-cost.ts`: what one payment (PUT basket + POST pay, the checkout
 * bench's flow) costs: the time the database spends in each `fairway_*` function (pg_stat_user_functions),
 * its backends' CPU (/proc) and the API's CPU, per payment, receipts sent included. BENCH_PAY_CONNECTIONS
 * (1 by default: no payment waits for another); BENCH_PAY_PROFILE=<file>: a V8 CPU profile of the API
 * during the load (open it in Chrome's DevTools).
 */
process.env.BENCH_TRACK_FUNCTIONS = '1';
/** The database functions timed (LIKE patterns). */
const FUNCTIONS = ['fairway\\_%'];

if (!(await postgresReachable())) {
  console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL): nothing measured.');
  process.exit(0);
}
const server = await startServer('postgres');
try {
  const db = server.database.db;
  const { flow } = await checkoutFlow(db);
  const before = await settledFunctionMs(db, FUNCTIONS);
  const cpuBefore = await backendCpu(db);
  const profileTo = process.env.BENCH_PAY_PROFILE;
  const session = profileTo ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const apiBefore = process.cpuUsage();
  const result = await measure(server.url, {
    flow,
    connections: Number(process.env.BENCH_PAY_CONNECTIONS ?? 1),
  });
  await server.app.receipts.idle();
  const api = process.cpuUsage(apiBefore);
  if (session && profileTo) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(profileTo, JSON.stringify(profile));
    session.disconnect();
  }
  const cpuAfter = await backendCpu(db);
  const after = await settledFunctionMs(db, FUNCTIONS);
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from payments where status = 'succeeded' and idempotency_key like 'bench-pay-%'`,
  )) as unknown as { rows: { n: number }[] };
  const paid = rows[0]?.n ?? 0;
  const spent = [...after].map(([name, ms]) => [name, (ms - (before.get(name) ?? 0)) / paid] as const);
  const mix = Object.entries(result.statusCodeStats)
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ');
  console.log(
    `${paid} payments in ${SECONDS} s (${mix}); per payment: ` +
      `${spent.reduce((s, [, ms]) => s + ms, 0).toFixed(3)} ms in the database's functions (` +
      spent
        .filter(([, ms]) => ms > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => `${name} ${ms.toFixed(3)}`)
        .join(', ') +
      `), database CPU ${Math.round(databaseCpuUs(cpuBefore, cpuAfter) / paid)} µs, API CPU ` +
      `${Math.round((api.user + api.system) / paid)} µs (receipts included); load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
} finally {
  await server.close();
}
