import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dayjs, instantAt, localDateOf } from '../src/lib/time';
import { seedDemoData } from '../src/seed';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember } from '../test/booking-fixtures';
import { benchDatabase, type Measure, measure, POSTGRES_URL, SECONDS, startBare } from './harness';

/**
 * What the API's pipeline costs a request, beside bare Fastify doing the same in its own process
 * (`npx tsx bench/overhead.ts`, PostgreSQL): the empty `/api/hello` beside bare Fastify's hello, and the
 * kept course-day and upcoming reads (8 bookings) beside bare Fastify sending a reply of the same byte
 * size. Every server runs in its own process (bench/serve.ts) on one database; the figures are CPU per
 * request from `/proc/<pid>/stat` and req/s, each a median of `BENCH_ROUNDS` (default 3) rounds in which
 * every server is measured in turn, so a loaded machine weighs on all of them alike. With
 * `BENCH_BASE_DIR=<another checkout>` that checkout's API is measured in the same rounds (before → after
 * of a change, as a ratio that the machine's load does not move as much as the figures themselves).
 */

const TZ = 'Europe/London';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TICK_US = 1_000_000 / 100; // /proc/<pid>/stat counts in USER_HZ (100 on Linux)
const localDate = (days: number) => dayjs(localDateOf(new Date(), TZ)).add(days, 'day').format('YYYY-MM-DD');

function cpuTicksOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]); // utime and stime
}

function sizeOf(url: string, cookie: string): Promise<{ status: number; body: number; headers: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (res) => {
        let body = 0;
        res.on('data', (chunk: Buffer) => {
          body += chunk.length;
        });
        res.on('end', () => {
          const headers = res.rawHeaders.reduce((sum, h, i) => sum + h.length + (i % 2 ? 4 : 0), 0);
          resolve({ status: res.statusCode ?? 0, body, headers });
        });
      })
      .on('error', reject);
  });
}

type Served = { label: string; origin: string; child: ChildProcess };

async function serve(label: string, apiDir: string, databaseUrl: string): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'bench/serve.ts')], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_SERVE_DATABASE_URL: databaseUrl, PORT: '0' },
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
    child.once('exit', (c) => reject(new Error(`${label} server exited with ${c}`)));
  });
  return { label, origin: `http://127.0.0.1:${port}`, child };
}

const requestsOf = (m: Measure) => Object.values(m.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** `BENCH_ACCEPT_ENCODING=br,gzip`: the member's reads are asked as a browser asks (compressed replies). */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;

async function measured(pid: number, url: string, cookie: string) {
  const ticks = cpuTicksOf(pid);
  const headers = {
    ...(cookie ? { cookie } : {}),
    ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
  };
  const m = await measure(url, { headers }, { serverInProcess: false });
  if (m.non2xx || m.errors) throw new Error(`${url}: non-2xx ${m.non2xx}, errors ${m.errors}`);
  return { rate: m.reqPerSec, cpuUs: ((cpuTicksOf(pid) - ticks) * TICK_US) / requestsOf(m) };
}

/** The fair reads' goal (issue 45 §4): a kept read at half the rate of bare Fastify sending as many bytes. */
const GOAL = 0.5;

/**
 * Measures as described above; `baseDir` adds another checkout's API to the same rounds. The course-day's
 * and upcoming's lines end with their share against the goal: the figure `npm run bench` reports for the
 * fair reads (`BENCH_ONLY=fair`), each server in its own process as the API runs in production.
 */
export async function benchPipeline(baseDir = process.env.BENCH_BASE_DIR): Promise<void> {
  const database = await benchDatabase('postgres');
  await seedDemoData(database.db);
  const member = await createMember(database.db, { homePoints: 10_000 });
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database.name}`;
  const here = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const servers = [await serve('API', here, url.toString())];
  if (baseDir) servers.unshift(await serve('base', path.resolve(baseDir, 'apps/api'), url.toString()));
  const bare = await startBare();
  const bareOrigin = new URL(bare.url).origin;
  try {
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${servers[0]?.origin}/api/bookings`, {
        method: 'POST',
        headers: { cookie: member.cookie, 'content-type': 'application/json', 'idempotency-key': `ovh-${i}` },
        body: JSON.stringify({
          clubId: 151,
          courseId: DEMO_COURSE.woodland,
          time: instantAt(localDate(7), 8 * 60 + i * 20, TZ).toISOString(),
          players: 2,
          juniors: 0,
        }),
      });
      if (res.status !== 201) throw new Error(`setup booking: ${res.status} ${await res.text()}`);
    }
    const routes = [
      { label: 'hello', path: '/api/hello', anchor: '/hello', cookie: '' },
      {
        label: 'course-day',
        path: `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.woodland}&date=${localDate(7)}&players=2&juniors=0`,
        anchor: null,
        cookie: member.cookie,
      },
      { label: 'upcoming (8)', path: '/api/bookings/upcoming', anchor: null, cookie: member.cookie },
    ];
    const load = () =>
      os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
    console.log(`Node ${process.version}, ${SECONDS}s × ${ROUNDS} rounds, 20 connections, load ${load()}`);
    for (const route of routes) {
      const sizes = await Promise.all(servers.map((s) => sizeOf(`${s.origin}${route.path}`, route.cookie)));
      const anchorUrl = `${bareOrigin}${route.anchor ?? `/bytes/${sizes[0]?.body}`}`;
      const anchorSize = await sizeOf(anchorUrl, '');
      const rows = new Map<string, { rate: number[]; cpuUs: number[] }>();
      const add = (label: string, m: { rate: number; cpuUs: number }) => {
        const row = rows.get(label) ?? { rate: [], cpuUs: [] };
        row.rate.push(m.rate);
        row.cpuUs.push(m.cpuUs);
        rows.set(label, row);
      };
      for (let r = 0; r < ROUNDS; r++) {
        add('bare', await measured(bare.child.pid as number, anchorUrl, ''));
        for (const s of servers)
          add(s.label, await measured(s.child.pid as number, `${s.origin}${route.path}`, route.cookie));
      }
      const bareRow = rows.get('bare');
      console.log(
        `${route.label}: ${anchorSize.body} B body; headers ${servers.map((s, i) => `${s.label} ${sizes[i]?.headers} B`).join(', ')}, bare ${anchorSize.headers} B`,
      );
      for (const [label, row] of rows) {
        const shares = row.rate.map((rate, i) => rate / (bareRow?.rate[i] ?? rate));
        console.log(
          `  ${label.padEnd(5)} ${Math.round(median(row.rate))} req/s  ${median(row.cpuUs).toFixed(1)} µs/req` +
            (label === 'bare'
              ? ''
              : `  share of bare ${(median(shares) * 100).toFixed(1)}% [${shares.map((s) => (s * 100).toFixed(0)).join(' ')}]  bare's CPU ${((median(bareRow?.cpuUs ?? []) / median(row.cpuUs)) * 100).toFixed(1)}% of it` +
                (route.anchor === null ? `  ${median(shares) >= GOAL ? '≥' : '<'} ${GOAL * 100}%` : '')),
        );
      }
      console.log(`  load ${load()}`);
    }
  } finally {
    await bare.stop();
    for (const s of servers) {
      s.child.kill('SIGTERM');
      await new Promise((resolve) => s.child.once('exit', resolve));
    }
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPipeline();
