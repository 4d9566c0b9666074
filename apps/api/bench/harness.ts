import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, type Db, openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/seed';

export type Driver = 'pglite' | 'postgres';
export type Server = { app: FastifyInstance; database: Database; url: string; close: () => Promise<void> };
export type Measure = {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
  /** Flow iterations started (flows only). */
  iterations: number;
  /**
   * CPU time (user + system) this process spent per request while the load ran: the server's own cost
   * of one request when it serves in this process. Unset when the server runs elsewhere.
   */
  serverCpuUs?: number;
};

export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_PREFIX = /^[a-z_][a-z0-9_]{0,40}$/.test(process.env.BENCH_DATABASE_PREFIX ?? '')
  ? (process.env.BENCH_DATABASE_PREFIX as string)
  : 'fairway_perf_';
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LOAD_SCRIPT = fileURLToPath(new URL('./load.mjs', import.meta.url));
const BARE_SCRIPT = fileURLToPath(new URL('./bare.mjs', import.meta.url));

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh migrated database: in-memory PGlite, or a PostgreSQL database `<prefix><random>` dropped on close
 * (prefix `BENCH_DATABASE_PREFIX`, by default `fairway_perf_`; kept with `BENCH_KEEP_DATABASE=1`).
 */
export async function benchDatabase(driver: Driver): Promise<Database & { name: string }> {
  if (driver === 'pglite') {
    const database = await openDatabase({ driver: 'pglite', dataDir: null });
    await database.migrate();
    return { ...database, name: 'pglite-memory' };
  }
  const name = `${DATABASE_PREFIX}${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  // BENCH_TRACK_FUNCTIONS=1: the database's functions are timed (pg_stat_user_functions: calls, total and
  // self time), to read with BENCH_KEEP_DATABASE=1 after the run.
  if (process.env.BENCH_TRACK_FUNCTIONS)
    await adminQuery(`alter database ${name} set track_functions = 'pl'`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const poolMax = process.env.DATABASE_POOL_MAX ? Number(process.env.DATABASE_POOL_MAX) : undefined;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolMax });
  await database.migrate();
  return {
    ...database,
    name,
    close: async () => {
      await database.close();
      // BENCH_KEEP_DATABASE=1 keeps it, to look at afterwards (EXPLAIN of the statements the run made).
      if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${name}`);
      else await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A real server on a loopback port (`port`, by default any free one) over a fresh, seeded database of the given driver. */
export async function startServer(
  driver: Driver,
  env: Record<string, string> = {},
  port = 0,
): Promise<Server> {
  const database = await benchDatabase(driver);
  await seedDemoData(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '100000',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    database,
    url: `http://127.0.0.1:${listening}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function loginCookie(server: Server, email: string): Promise<string> {
  const res = await fetch(`${server.url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Fairway2026!' }),
  });
  if (!res.ok) throw new Error(`bench login failed: ${res.status} ${await res.text()}`);
  // Every cookie the login sets (the device cookie comes before the session's), as a Cookie header.
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie.includes('fairway_session=')) throw new Error('bench login set no session cookie');
  return cookie;
}

export type LoadSpec = {
  headers?: Record<string, string>;
  connections?: number;
  duration?: number;
  flow?: {
    cookies: string[];
    steps: { method: string; path: string; body?: string; bodies?: string[]; key?: string }[];
  };
};

/**
 * Drives `url` from a separate process (autocannon in a child Node process, 20 connections): this
 * process only serves. Resolves with the child's figures.
 */
export async function measure(
  url: string,
  options: LoadSpec = {},
  where: { serverInProcess: boolean } = { serverInProcess: true },
): Promise<Measure> {
  const cpuBefore = process.cpuUsage();
  const child = spawn(process.execPath, [LOAD_SCRIPT], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stdin.end(
    JSON.stringify({ url, connections: 20, duration: SECONDS, ...options } satisfies LoadSpec & {
      url: string;
    }),
  );
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`load generator exited with ${code}`);
  const result = JSON.parse(out) as Measure;
  if (where.serverInProcess) {
    const cpu = process.cpuUsage(cpuBefore);
    const requests = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
    if (requests > 0) result.serverCpuUs = Math.round((cpu.user + cpu.system) / requests);
  }
  return result;
}

/** Starts bare Fastify (hello-world, nothing else) in its own process; the ceiling every route is compared to. */
export async function startBare(): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  // BENCH_BARE_PORT: a fixed port (by default any free one).
  const child = spawn(process.execPath, [BARE_SCRIPT], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: process.env.BENCH_BARE_PORT ?? '0' },
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
    child.once('exit', (c) => reject(new Error(`bare fastify exited with ${c}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/hello`,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The bare-Fastify ceiling of this run (req/s of a hello-world in its own process). */
export const ceiling = { reqPerSec: 0, p99: 0 };

export async function measureCeiling(): Promise<Measure> {
  const bare = await startBare();
  try {
    const m = await measure(bare.url, {}, { serverInProcess: false });
    ceiling.reqPerSec = m.reqPerSec;
    ceiling.p99 = m.p99;
    return m;
  } finally {
    await bare.stop();
  }
}

/** Initialised once and reused by later runs; `fairway_perf_pgbench` with the default prefix. */
const PGBENCH_DB = `${DATABASE_PREFIX}pgbench`;

function pgbenchBinary(): string | null {
  const candidates = ['/usr/bin/pgbench'];
  try {
    for (const v of fs.readdirSync('/usr/lib/postgresql'))
      candidates.push(`/usr/lib/postgresql/${v}/bin/pgbench`);
  } catch {}
  return candidates.find((c) => fs.existsSync(c)) ?? null;
}

/** The database's own rates this run: `pgbench -S` (prepared primary-key selects) and TPC-B-like writes. */
export const pgRates = { selectTps: 0, tpcbTps: 0 };

/**
 * Measures `pgRates`, each for `seconds` (BENCH_SECONDS by default); `selects: false` measures only the
 * TPC-B-like rate (the rush's anchor).
 */
export async function runPgbench(options: { seconds?: number; selects?: boolean } = {}): Promise<void> {
  const seconds = options.seconds ?? SECONDS;
  const bin = pgbenchBinary();
  if (!bin) {
    console.log(
      'pgbench is unavailable (not in /usr/bin nor /usr/lib/postgresql/*/bin): database rates not measured.',
    );
    return;
  }
  const exists = await adminQuery(`select 1 from pg_database where datname = '${PGBENCH_DB}'`);
  if (exists.rowCount === 0) await adminQuery(`create database ${PGBENCH_DB}`);
  // Scale 10 (1M accounts, 10 branches), initialised once and reused by later runs.
  const initialised = await promisify(execFile)(bin, [
    ...pgbenchBase(),
    '-n',
    '-S',
    '-t',
    '1',
    PGBENCH_DB,
  ]).then(
    () => true,
    () => false,
  );
  if (!initialised) await promisify(execFile)(bin, [...pgbenchBase(), '-i', '-q', '-s', '10', PGBENCH_DB]);
  if (options.selects !== false) {
    pgRates.selectTps = await pgbenchTps(PGBENCH_DB, ['-S'], seconds);
    console.log(`postgres pgbench -S (prepared pk select, 20 clients)  ${Math.round(pgRates.selectTps)} tps`);
  }
  pgRates.tpcbTps = await pgbenchTps(PGBENCH_DB, [], seconds);
  console.log(
    `postgres pgbench TPC-B-like (20 clients, scale 10)    ${Math.round(pgRates.tpcbTps)} tps${options.seconds ? ` (${seconds} s)` : ''}`,
  );
}

function pgbenchBase(): string[] {
  const url = new URL(POSTGRES_URL);
  return ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
}

/** pgbench's rate on `database` (20 clients, 2 threads, prepared statements) for `seconds`; 0 without pgbench. */
export async function pgbenchTps(database: string, args: string[], seconds = SECONDS): Promise<number> {
  const bin = pgbenchBinary();
  if (!bin) return 0;
  const { stdout } = await promisify(execFile)(bin, [
    ...pgbenchBase(),
    '-n',
    '-M',
    'prepared',
    '-c',
    '20',
    '-j',
    '2',
    '-T',
    String(seconds),
    ...args,
    database,
  ]);
  return Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
}

const share = (n: number, of: number) => (of > 0 ? `${((n / of) * 100).toFixed(1)}%` : 'n/a');

/** One line per route: req/s, p50, p99, its share of the bare-Fastify ceiling and of the same server's hello. */
export function printComparison(driver: Driver | '-', route: string, hello: Measure | null, m: Measure) {
  console.log(
    [
      driver.padEnd(8),
      route.padEnd(34),
      `${Math.round(m.reqPerSec)} req/s`.padStart(12),
      `p50 ${m.p50} ms`.padStart(10),
      `p99 ${m.p99} ms`.padStart(11),
      `bare ${share(m.reqPerSec, ceiling.reqPerSec)}`.padStart(12),
      hello ? `hello ${share(m.reqPerSec, hello.reqPerSec)}`.padStart(13) : '',
      m.serverCpuUs !== undefined ? `cpu ${m.serverCpuUs} µs/req`.padStart(16) : '',
      m.non2xx || m.errors ? `  (non-2xx ${m.non2xx}, errors ${m.errors})` : '',
    ].join(' '),
  );
}

/**
 * CPU time (user + system, µs) each PostgreSQL backend serving `db`'s database has spent so far, by pid,
 * read from /proc (PostgreSQL on this machine, Linux; empty elsewhere). With `databaseCpuUs`, the
 * database's CPU per request, which a loaded machine inflates far less than a wall-clock rate.
 */
export async function backendCpu(db: Db): Promise<Map<number, number>> {
  const { rows } = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  const tick = 1e6 / 100; // USER_HZ
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
    } catch {
      // Not on this machine, or gone: not counted.
    }
  }
  return cpu;
}

/** The backends' CPU spent between two `backendCpu` reads (a backend opened meanwhile counts from 0). */
export function databaseCpuUs(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, us] of after) total += us - (before.get(pid) ?? 0);
  return total;
}

/**
 * Milliseconds each database function whose name matches one of `names` (LIKE patterns) has spent so far
 * (`pg_stat_user_functions`, with `track_functions` on), as this backend sees them now.
 */
export async function functionMs(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  const matches = sql.join(
    names.map((name) => sql`f.funcname like ${name}`),
    sql` or `,
  );
  const { rows } = (await db.execute(sql`select pg_stat_clear_snapshot(), f.funcname as name,
      f.self_time::float8 as ms from pg_stat_user_functions f where ${matches}`)) as unknown as {
    rows: { name: string; ms: number }[];
  };
  return new Map(rows.map((r) => [r.name, r.ms]));
}

/** A backend reports its statistics within about a second of going idle: `functionMs` read until it stands. */
export async function settledFunctionMs(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  const total = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);
  let last = await functionMs(db, names);
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await functionMs(db, names);
    if (total(now) === total(last)) return now;
    last = now;
  }
  return last;
}
