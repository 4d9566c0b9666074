import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client';
import { checkoutFlow } from './checkout';
import {
  backendCpu,
  databaseCpuUs,
  measure,
  POSTGRES_URL,
  pgbenchTps,
  pgRates,
  postgresReachable,
  runPgbench,
  SECONDS,
} from './harness';

/**
 * `cd apps/api && BENCH_BASE_DIR=<another checkout> npx tsx bench/checkout-ab.ts`: the checkout bench's
 * payments (PUT basket + POST pay, 20 connections, a fresh member an iteration) on that checkout's API and
 * on this one's, each in its own process over its own database migrated by its own code, measured in
 * turn for BENCH_ROUNDS rounds (the order alternating) with TPC-B in each round: a loaded machine weighs
 * on both alike. Per side and round: payments/s, its share of the round's TPC-B, the API's CPU per request
 * (/proc, receipts sent meanwhile included) and the database backends' CPU per payment.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PER_ROUND = Number(process.env.BENCH_AB_MEMBERS ?? 1500);
const TICK_US = 1e6 / 100;
const PREFIX = /^[a-z_][a-z0-9_]{0,40}$/.test(process.env.BENCH_DATABASE_PREFIX ?? '')
  ? (process.env.BENCH_DATABASE_PREFIX as string)
  : 'fairway_perf_';

async function admin(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function cpuTicksOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

type Side = {
  label: string;
  name: string;
  child: ChildProcess;
  origin: string;
  database: Database;
  cookies: string[];
  steps: Awaited<ReturnType<typeof checkoutFlow>>['flow']['steps'];
  rows: { rate: number; share: number; apiUs: number; dbUs: number }[];
};

async function side(label: string, apiDir: string): Promise<Side> {
  const name = `${PREFIX}${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  // Migrated and seeded by the side's own code (bench/serve.ts), so each runs its own functions.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'bench/serve.ts')], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_SERVE_DATABASE_URL: url.toString(), PORT: '0' },
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
    child.once('exit', (c) => reject(new Error(`${label} server exited with ${c}`)));
  });
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  process.env.BENCH_CHECKOUT_MEMBERS = String(PER_ROUND * ROUNDS);
  const { flow } = await checkoutFlow(database.db);
  return {
    label,
    name,
    child,
    origin: `http://127.0.0.1:${port}`,
    database,
    cookies: flow.cookies,
    steps: flow.steps,
    rows: [],
  };
}

async function paid(s: Side): Promise<number> {
  const res = (await s.database.db.execute(
    sql`select count(*)::int as n from payments where status = 'succeeded' and idempotency_key like 'bench-pay-%'`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}

async function owed(s: Side): Promise<number> {
  const res = (await s.database.db.execute(
    sql`select count(*)::int as n from receipt_outbox`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}

async function round(s: Side, i: number, tpcb: number) {
  const cookies = s.cookies.slice(i * PER_ROUND, (i + 1) * PER_ROUND);
  const before = await paid(s);
  const ticks = cpuTicksOf(s.child.pid!);
  const db = await backendCpu(s.database.db);
  const m = await measure(
    s.origin,
    { connections: 20, flow: { cookies, steps: s.steps } },
    { serverInProcess: false },
  );
  // The receipts owed are sent before the figures are taken: their CPU counts with the payments'.
  for (let t = 0; t < 100 && (await owed(s)) > 0; t++) await new Promise((r) => setTimeout(r, 100));
  const payments = (await paid(s)) - before;
  const requests = Object.values(m.statusCodeStats).reduce((sum, c) => sum + c.count, 0);
  const row = {
    rate: payments / m.duration,
    share: tpcb > 0 ? (payments / m.duration / tpcb) * 100 : 0,
    apiUs: ((cpuTicksOf(s.child.pid!) - ticks) * TICK_US) / requests,
    dbUs: databaseCpuUs(db, await backendCpu(s.database.db)) / Math.max(1, payments),
  };
  s.rows.push(row);
  const mix = Object.entries(m.statusCodeStats)
    .map(([code, c]) => `${code}: ${c.count}`)
    .join(', ');
  console.log(
    `round ${i + 1} ${s.label.padEnd(5)} ${row.rate.toFixed(0).padStart(4)} payments/s  TPC-B ${tpcb.toFixed(0)} → ` +
      `${row.share.toFixed(1)}%  API ${row.apiUs.toFixed(0)} µs/req  database ${row.dbUs.toFixed(0)} µs/payment  ` +
      `(${mix}; load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
  );
}

if (!(await postgresReachable())) {
  console.log('PostgreSQL is not reachable: nothing measured.');
  process.exit(0);
}
const baseDir = process.env.BENCH_BASE_DIR;
if (!baseDir) throw new Error('BENCH_BASE_DIR=<another checkout> names the base');
const here = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sides = [await side('base', path.resolve(baseDir, 'apps/api')), await side('this', here)];
try {
  await runPgbench({ selects: false });
  let tpcb = pgRates.tpcbTps;
  for (let i = 0; i < ROUNDS; i++) {
    if (i > 0) tpcb = await pgbenchTps(`${PREFIX}pgbench`, [], SECONDS);
    for (const s of i % 2 ? [...sides].reverse() : sides) await round(s, i, tpcb);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  for (const s of sides) {
    console.log(
      `${s.label.padEnd(5)} medians: ${median(s.rows.map((r) => r.rate)).toFixed(0)} payments/s, ` +
        `${median(s.rows.map((r) => r.share)).toFixed(1)}% of TPC-B, API ${median(s.rows.map((r) => r.apiUs)).toFixed(0)} µs/req, ` +
        `database ${median(s.rows.map((r) => r.dbUs)).toFixed(0)} µs/payment`,
    );
  }
} finally {
  for (const s of sides) {
    s.child.kill('SIGTERM');
    await new Promise((r) => s.child.once('exit', r));
    await s.database.close();
    await admin(`drop database if exists ${s.name} with (force)`);
  }
}
