import { spawn } from 'node:child_process';
import { dayjs, instantAt, localDateOf } from '../src/lib/time';
import { seedDemoData } from '../src/seed';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember } from '../test/booking-fixtures';
import { benchDatabase, loginCookie, measure, POSTGRES_URL, postgresReachable, type Server } from './harness';
import { bundleServe } from './serve-bundle';

/**
 * `npm run soak`: one API instance in its own process (bench/serve.ts bundled as the production server
 * is) under a mix of reads and writes for SOAK_SECONDS (600 by default; bounded, local), its RSS and heap sampled every SOAK_SAMPLE_SECONDS and printed as a
 * curve, then the growth from the first to the last third of the run. PostgreSQL (a fresh
 * `fairway_perf_*` database, 100 members with plenty of points) when reachable, else in-memory PGlite
 * with the demo member. Figures only, no pass/fail.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SAMPLE = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
const TZ = 'Europe/London';
const localDate = (days: number) => dayjs(localDateOf(new Date(), TZ)).add(days, 'day').format('YYYY-MM-DD');
type Memory = { rss: number; heapUsed: number; external: number };

const onPostgres = await postgresReachable();
const database = onPostgres ? await benchDatabase('postgres') : null;
const env = { ...process.env };
let cookies: string[] = [];
if (database) {
  await seedDemoData(database.db);
  cookies = (
    await Promise.all(Array.from({ length: 100 }, () => createMember(database.db, { homePoints: 1_000_000 })))
  ).map((m) => m.cookie);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database.name}`;
  env.BENCH_SERVE_DATABASE_URL = url.toString();
}
const child = spawn(process.execPath, [await bundleServe()], {
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  env,
});
const memory = () =>
  new Promise<Memory>((resolve) => {
    child.once('message', (m) => resolve(m as Memory));
    child.send('memory');
  });
try {
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
    child.once('exit', (c) => reject(new Error(`soak server exited with ${c}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  if (!database) cookies = [await loginCookie({ url: base } as Server, 'member@example.com')];
  const bodies: string[] = [];
  for (let d = 2; d <= 29; d++) {
    for (let m = 8 * 60; m <= 14 * 60 + 30; m += 10) {
      const time = instantAt(localDate(d), m, TZ).toISOString();
      bodies.push(
        JSON.stringify({ clubId: 151, courseId: DEMO_COURSE.woodland, time, players: 1, juniors: 0 }),
      );
    }
  }
  // The course it books (no ballot window in the demo data, so the day a week ahead is bookable whatever the day).
  const day = `clubId=151&courseId=${DEMO_COURSE.woodland}&date=${localDate(7)}&players=2&juniors=0`;
  console.log(
    `Soak: ${SECONDS}s of mixed reads and writes, 20 connections, ${onPostgres ? 'PostgreSQL' : 'PGlite'}; ` +
      `each iteration GET summary, teetimes, upcoming, notifications count, POST a booking\n`,
  );
  const samples: { t: number; m: Memory }[] = [{ t: 0, m: await memory() }];
  const started = Date.now();
  const load = measure(
    base,
    {
      duration: SECONDS,
      flow: {
        cookies,
        steps: [
          { method: 'GET', path: '/api/member/summary' },
          { method: 'GET', path: `/api/teetimes?${day}` },
          { method: 'GET', path: '/api/bookings/upcoming' },
          { method: 'GET', path: '/api/notifications/unread-count' },
          { method: 'POST', path: '/api/bookings', bodies, key: 'soak-' },
        ],
      },
    },
    { serverInProcess: false },
  );
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`.padStart(7);
  const print = (t: number, m: Memory) =>
    console.log(
      `${String(t).padStart(5)}s  rss ${mb(m.rss)}  heap ${mb(m.heapUsed)}  ${'#'.repeat(Math.round(m.rss / 1024 / 1024 / 10))}`,
    );
  print(0, samples[0]!.m);
  const timer = setInterval(async () => {
    const t = Math.round((Date.now() - started) / 1000);
    const m = await memory();
    samples.push({ t, m });
    print(t, m);
  }, SAMPLE * 1000);
  const result = await load;
  clearInterval(timer);
  const last = await memory();
  samples.push({ t: SECONDS, m: last });
  print(SECONDS, last);
  const third = Math.max(1, Math.floor(samples.length / 3));
  const avg = (xs: typeof samples, k: keyof Memory) => xs.reduce((s, x) => s + x.m[k], 0) / xs.length;
  const early = samples.slice(1, 1 + third);
  const late = samples.slice(-third);
  const mix = Object.entries(result.statusCodeStats)
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ');
  console.log(
    `\n${Math.round(result.reqPerSec)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms; mix ${mix}` +
      `\nRSS after the soak ${mb(last.rss).trim()}; from the first to the last third: RSS ` +
      `${mb(avg(late, 'rss') - avg(early.length ? early : samples, 'rss')).trim()}, heap ` +
      `${mb(avg(late, 'heapUsed') - avg(early.length ? early : samples, 'heapUsed')).trim()}`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await database?.close();
}
