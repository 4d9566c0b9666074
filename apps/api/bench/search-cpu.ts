import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { invalidateReference } from '../src/modules/courses';
import { seedDemoData } from '../src/seed';
import { EXPLORE_QUERIES, growNetwork } from './explore';
import { POSTGRES_URL } from './harness';
import { fillThirtyDays, growSearchNetwork, SEARCH_QUERIES } from './search';

/**
 * `CPU_DATABASE=<name> npx tsx bench/search-cpu.ts`: the CPU one request costs, load-robust: each search
 * (and explore) bench query is sent `CPU_RUNS` times (100) through `app.inject`, one at a time or
 * `CPU_CONCURRENCY` at a time, and printed
 * are this process's CPU per request (process.cpuUsage), PostgreSQL's (the database's backends' utime +
 * stime from /proc), statements per request (counted at the driver) and the reply's size, beside hello.
 * The database (`CPU_CLUBS` clubs, 10,000 by default: the search bench's network; `CPU_EXPLORE=1` grows it
 * to 100,000 for explore) is made on the first run and kept. `CPU_PROFILE=<dir>` writes there a CPU profile of each
 * query's measured requests. `CPU_ENCODING=br` sends Accept-Encoding (the size printed is then the compressed one). `CPU_COLD=1` forgets the clubs' reference snapshots before each request (a
 * network larger than what the cache keeps, or searches spread over it: every club read again).
 */
const name = process.env.CPU_DATABASE ?? '';
if (!/^[a-z_][a-z0-9_]{0,40}$/.test(name)) throw new Error('CPU_DATABASE=<lower-case database name>');
const clubs = Number(process.env.CPU_CLUBS ?? 10_000);
const runs = Number(process.env.CPU_RUNS ?? 100);
const concurrency = Math.max(1, Number(process.env.CPU_CONCURRENCY ?? 1));
const cold = process.env.CPU_COLD === '1';
/** `CPU_ENCODING=br` (or `gzip`, `br, gzip`): sent as Accept-Encoding, as a browser does (replies compressed). */
const encoding = process.env.CPU_ENCODING;

const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (!exists) await admin.query(`create database ${name}`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
// Counted before the pool opens: a client checked out for a transaction keeps the query it had then.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const database = await openDatabase({ driver: 'postgres', url: url.toString() });
await database.migrate();
if (!exists) {
  await seedDemoData(database.db);
  await fillThirtyDays(database);
  if (clubs > 262) await growSearchNetwork(database, clubs);
}
if (process.env.CPU_EXPLORE) await growNetwork(database, 100_000);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  RATE_LIMIT_LOGIN_PER_IP: '100000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '100000',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();

/** CPU microseconds each of this database's backends has used so far (utime + stime, from /proc). */
async function postgresCpuUs(): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    name,
  ]);
  const tick = 1e6 / 100;
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
    } catch {}
  }
  return out;
}

/** The backends' CPU since `before` (a backend gone meanwhile is not counted; the pool keeps them alive). */
function postgresCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, us] of after) sum += us - (before.get(pid) ?? 0);
  return sum;
}

try {
  const login = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email: 'member@example.com', password: 'Fairway2026!' },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const headers: Record<string, string> = encoding ? { cookie, 'accept-encoding': encoding } : { cookie };
  const targets: [string, string][] = [
    ['hello', '/api/hello'],
    ...SEARCH_QUERIES.map(([l, q]): [string, string] => [l, `/api/teetimes/search?${q}`]),
    ...(process.env.CPU_EXPLORE
      ? EXPLORE_QUERIES.map(([l, q]): [string, string] => [`explore ${l}`, `/api/explore/clubs?${q}`])
      : []),
  ];
  const counts = (await database.db.execute(sql`select count(*)::int as n from clubs`)) as unknown as {
    rows: { n: number }[];
  };
  console.log(
    `${counts.rows[0]?.n} clubs; ${runs} requests each, ${concurrency} at a time; load ${os.loadavg().join(' ')}`,
  );
  for (const [label, path] of targets) {
    let bytes = 0;
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({ method: 'GET', url: path, headers });
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      bytes = res.rawPayload.length;
    }
    const profiling = process.env.CPU_PROFILE ? new Session() : null;
    if (profiling) {
      profiling.connect();
      await profiling.post('Profiler.enable');
      await profiling.post('Profiler.start');
    }
    const pgBefore = await postgresCpuUs();
    const before = process.cpuUsage();
    const s0 = statements;
    const t0 = performance.now();
    // CPU_CONCURRENCY=n: n requests at a time (as the bench's connections keep them), runs in all.
    for (let i = 0; i < runs; i += concurrency) {
      if (cold) invalidateReference(database.db);
      const batch = Array.from({ length: Math.min(concurrency, runs - i) }, () =>
        app.inject({ method: 'GET', url: path, headers }),
      );
      await Promise.all(batch);
    }
    const wall = (performance.now() - t0) / runs;
    const cpu = process.cpuUsage(before);
    const api = (cpu.user + cpu.system) / runs;
    const stmts = (statements - s0) / runs;
    const db = postgresCpuSince(pgBefore, await postgresCpuUs()) / runs;
    if (profiling) {
      const { profile } = await profiling.post('Profiler.stop');
      const file = `${process.env.CPU_PROFILE}/${label.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`;
      fs.writeFileSync(file, JSON.stringify(profile));
      profiling.disconnect();
    }
    console.log(
      `${label.padEnd(40)} api ${Math.round(api)} µs  postgres ${Math.round(db)} µs  ${stmts.toFixed(1)} statements  wall ${wall.toFixed(2)} ms  ${bytes} B`,
    );
  }
  console.log(`load ${os.loadavg().join(' ')}`);
} finally {
  await app.close();
  await database.close();
  if (process.env.CPU_DROP) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
