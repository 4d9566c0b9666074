/**
 * `AB_TREES=<main's apps/api>,<branch's apps/api> CPU_DATABASE=<name> npx tsx bench/search-ab.ts`: the API's
 * CPU per search of two trees measured in one process, their requests interleaved one by one (which tree
 * goes first alternates), so the machine's load falls on both alike: on this shared 2-core machine two
 * runs of search-cpu.ts of the same commit differed by up to 20 %. Each tree's app is built from its own
 * sources on the same database (made by search-cpu.ts: `CPU_DATABASE`, kept); prints each tree's mean and
 * median CPU per request (process.cpuUsage around each `app.inject`) over `CPU_RUNS` (300), and whether
 * the two trees' replies were the same bytes.
 */
import os from 'node:os';
import { POSTGRES_URL } from './harness';
import { SEARCH_QUERIES } from './search';

const trees = (process.env.AB_TREES ?? '').split(',').filter(Boolean);
if (trees.length !== 2) throw new Error('AB_TREES=<apps/api of tree A>,<apps/api of tree B>');
const name = process.env.CPU_DATABASE ?? '';
if (!/^[a-z_][a-z0-9_]{0,40}$/.test(name)) throw new Error('CPU_DATABASE=<database search-cpu.ts made>');
const runs = Number(process.env.CPU_RUNS ?? 300);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
const apps = [];
for (const tree of trees) {
  const { buildApp } = await import(`${tree}/src/app.ts`);
  const { loadConfig } = await import(`${tree}/src/config.ts`);
  const { openDatabase } = await import(`${tree}/src/db/client.ts`);
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
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
  const login = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email: 'member@example.com', password: 'Fairway2026!' },
  });
  const cookie = login.cookies.map((c: { name: string; value: string }) => `${c.name}=${c.value}`).join('; ');
  apps.push({ tree, app, database, cookie });
}
console.log(`${name}: ${runs} requests each per tree, interleaved; load ${os.loadavg().join(' ')}`);
const targets: [string, string][] = [
  ['hello', '/api/hello'],
  [
    'empty search (lat 0 lng 0, 1 km)',
    `/api/teetimes/search?${SEARCH_QUERIES[0]![1]}&lat=0&lng=0&radiusKm=1`,
  ],
  ...SEARCH_QUERIES.map(([l, q]): [string, string] => [l, `/api/teetimes/search?${q}`]),
];
for (const [label, path] of targets) {
  const cpu = apps.map(() => 0);
  const samples: number[][] = apps.map(() => []);
  const bodies = apps.map(() => '');
  for (let i = 0; i < 20; i++) {
    for (const [k, a] of apps.entries()) {
      const res = await a.app.inject({ method: 'GET', url: path, headers: { cookie: a.cookie } });
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode}`);
      bodies[k] = res.body;
    }
  }
  const same = bodies.every((b) => b === bodies[0]);
  for (let i = 0; i < runs; i++) {
    // Alternate which tree goes first.
    const order = i % 2 === 0 ? apps.map((_, k) => k) : apps.map((_, k) => apps.length - 1 - k);
    for (const k of order) {
      const a = apps[k]!;
      const before = process.cpuUsage();
      await a.app.inject({ method: 'GET', url: path, headers: { cookie: a.cookie } });
      const c = process.cpuUsage(before);
      cpu[k]! += c.user + c.system;
      samples[k]!.push(c.user + c.system);
    }
  }
  const med = samples.map((xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)]!;
  });
  console.log(
    `${label.padEnd(36)} ${apps.map((_a, k) => `${k === 0 ? 'A' : 'B'} mean ${Math.round(cpu[k]! / runs)} median ${med[k]} µs`).join('  ')}  mean ${((100 * cpu[1]!) / cpu[0]! - 100).toFixed(1)}% median ${((100 * med[1]!) / med[0]! - 100).toFixed(1)}%  replies ${same ? 'identical' : 'DIFFER'} (${bodies[0]!.length} B)`,
  );
}
console.log(`load ${os.loadavg().join(' ')}`);
for (const a of apps) {
  await a.app.close();
  await a.database.close();
}
