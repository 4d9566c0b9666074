import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { dayjs, instantAt, localDateOf } from '../src/lib/time';
import { seedDemoData } from '../src/seed';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember } from '../test/booking-fixtures';
import { benchDatabase } from './harness';

/**
 * The request pipeline's CPU per request, before → after a change, in one process
 * (`BENCH_BASE_DIR=<another checkout> npx tsx bench/pipeline-ab.ts`, PostgreSQL): the other checkout's app
 * and this one's, built on one seeded database (jobs off), each answering `N` requests (default 4,000)
 * through `app.inject` in turn, `ROUNDS` times (default 7): hello, the kept course-day and upcoming (8
 * bookings). No socket, so what the hooks, routing, session, kept read and serializer cost without the
 * write to the network (bench/overhead.ts measures that). Prints medians and minima: on a loaded machine a
 * round's figure moves 2–3×, and the two apps' rounds interleave so the load weighs on both alike.
 */
const baseDir = process.env.BENCH_BASE_DIR;
if (!baseDir) throw new Error('BENCH_BASE_DIR=<another checkout of the repository> is needed');
const N = Number(process.env.N ?? 4000);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const TZ = 'Europe/London';
const localDate = (days: number) => dayjs(localDateOf(new Date(), TZ)).add(days, 'day').format('YYYY-MM-DD');
const env = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  JOBS_ENABLED: 'false',
};
const database = await benchDatabase('postgres');
await seedDemoData(database.db);
const member = await createMember(database.db, { homePoints: 10_000 });
const mine = await import('../src/app');
const base = await import(`${baseDir}/apps/api/src/app.ts`);
const baseConfig = await import(`${baseDir}/apps/api/src/config.ts`);
const apps: [string, FastifyInstance][] = [
  ['base', await base.buildApp({ config: baseConfig.loadConfig(env), database, logger: false })],
  ['new', await mine.buildApp({ config: loadConfig(env), database, logger: false })],
];
for (const [, app] of apps) await app.ready();
for (let i = 0; i < 8; i++) {
  const res = await apps[1]![1].inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: member.cookie, 'idempotency-key': `inj-${i}` },
    payload: {
      clubId: 151,
      courseId: DEMO_COURSE.woodland,
      time: instantAt(localDate(7), 8 * 60 + i * 20, TZ).toISOString(),
      players: 2,
      juniors: 0,
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
}
const routes = [
  ['hello', '/api/hello', ''],
  [
    'course-day',
    `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.woodland}&date=${localDate(7)}&players=2&juniors=0`,
    member.cookie,
  ],
  ['upcoming', '/api/bookings/upcoming', member.cookie],
] as const;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`inject, ${N} requests × ${ROUNDS} rounds, load ${os.loadavg()[0]?.toFixed(1)}`);
for (const [label, url, cookie] of routes) {
  const cpu = new Map<string, number[]>();
  const headers = cookie ? { cookie } : {};
  for (const [, app] of apps) for (let i = 0; i < 2000; i++) await app.inject({ url, headers });
  for (let r = 0; r < ROUNDS; r++) {
    for (const [name, app] of apps) {
      const before = process.cpuUsage();
      for (let i = 0; i < N; i++) {
        const res = await app.inject({ url, headers });
        if (res.statusCode !== 200) throw new Error(`${name} ${url}: ${res.statusCode}`);
      }
      const used = process.cpuUsage(before);
      cpu.set(name, [...(cpu.get(name) ?? []), (used.user + used.system) / N]);
    }
  }
  const b = median(cpu.get('base') ?? []);
  const n = median(cpu.get('new') ?? []);
  console.log(
    `min base ${Math.min(...(cpu.get('base') ?? [])).toFixed(1)} new ${Math.min(...(cpu.get('new') ?? [])).toFixed(1)} · ${label.padEnd(11)} base ${b.toFixed(1)} µs/req  new ${n.toFixed(1)} µs/req  new/base ${((n / b) * 100).toFixed(1)}%  [${(cpu.get('base') ?? []).map((x) => x.toFixed(0)).join(' ')}] [${(cpu.get('new') ?? []).map((x) => x.toFixed(0)).join(' ')}]  load ${os.loadavg()[0]?.toFixed(1)}`,
  );
}
for (const [, app] of apps) await app.close();
await database.close();
