import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type WriteShape, writeFlow } from './bookings';
import { checkoutFlow } from './checkout';
import {
  benchDatabase,
  type Driver,
  loginCookie,
  measure,
  POSTGRES_URL,
  printComparison,
  type Server,
} from './harness';

type Frame = { functionName: string; url: string; lineNumber: number };
type Profile = {
  startTime: number;
  nodes: { id: number; callFrame: Frame }[];
  samples: number[];
  timeDeltas: number[];
};

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

/** Where the self time goes: the package (or the app's own source, Node's internals, GC) of each frame. */
function bucketOf(frame: Frame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (/^[0-9a-f]{8}$/.test(path.basename(url))) return '(wasm)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  if (url.includes('/apps/api/src/')) return `app ${url.slice(url.indexOf('/apps/api/src/') + 14)}`;
  if (url.includes('/packages/contracts/')) return '@fairway/contracts';
  return path.basename(url);
}

/** Self time per bucket and per function, as shares of the busy (non-idle) samples. */
export function summariseProfile(profile: Profile, from = 0, top = 12): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (at < from || !frame || frame.functionName === '(idle)') return;
    busy += dt;
    const bucket = bucketOf(frame);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + dt);
    const fn = `${frame.functionName || '(anonymous)'} ${frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : ''}`;
    functions.set(fn, (functions.get(fn) ?? 0) + dt);
  });
  const pct = (n: number) => `${((n / busy) * 100).toFixed(1)}%`.padStart(6);
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `busy CPU ${(busy / 1e6).toFixed(1)} s; self time by package / module:`,
    ...sorted(buckets).map(([k, v]) => `  ${pct(v)}  ${k}`),
    'self time by function:',
    ...sorted(functions).map(([k, v]) => `  ${pct(v)}  ${k}`),
  ];
}

/**
 * A route under load with `--cpu-prof`: one API instance in its own process (demo data on in-memory
 * PGlite, or on a fresh `fairway_perf_*` PostgreSQL database), loaded from another, signed in as
 * member@example.com when `signedIn`; the profile is summarised here and kept under the OS temp dir.
 */
export async function profileRoute(
  route: string,
  options: { driver?: Driver; signedIn?: boolean; writes?: WriteShape; checkout?: boolean } = {},
) {
  const driver = options.driver ?? 'pglite';
  const database =
    driver === 'postgres' || options.writes || options.checkout ? await benchDatabase('postgres') : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-perf-profile-'));
  const env = { ...process.env };
  if (database) {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database.name}`;
    env.BENCH_SERVE_DATABASE_URL = url.toString();
  }
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', SERVE], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env,
  });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      child.stdout?.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
      child.once('exit', (c) => reject(new Error(`profiled server exited with ${c}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const headers = options.signedIn
      ? { cookie: await loginCookie({ url: base } as Server, 'member@example.com') }
      : undefined;
    // The write load's members are made here, on the same PostgreSQL database the server uses.
    const writes =
      options.writes && database
        ? await writeFlow(database.db, options.writes)
        : options.checkout && database
          ? await checkoutFlow(database.db)
          : null;
    // Start-up (migrations, seed, module loading) is left out: samples count from this mark on.
    const mark = await new Promise<number>((resolve) => {
      child.once('message', (msg: { mark: number }) => resolve(msg.mark));
      child.send('mark');
    });
    const result = writes
      ? await measure(base, { flow: writes.flow }, { serverInProcess: false })
      : await measure(`${base}${route}`, { headers }, { serverInProcess: false });
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    const what = options.checkout
      ? 'PUT basket + POST pay'
      : writes
        ? `POST /api/bookings (${options.writes})`
        : `GET ${route}`;
    console.log(`\nProfile of ${what} under load (--cpu-prof, ${driver}, the server in its own process):`);
    printComparison(driver, `${what} (profiled)`, null, result);
    if (writes) {
      const mix = Object.entries(result.statusCodeStats).map(([code, s]) => `${code}: ${s.count}`);
      console.log(`  status mix ${mix.join(', ')}`);
    }
    if (!file) {
      console.log('  no profile was written');
      return;
    }
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile;
    for (const line of summariseProfile(profile, mark)) console.log(line);
    console.log(`  (full profile: ${path.join(dir, file)}; open it in Chrome DevTools' Performance panel)`);
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await database?.close();
  }
}

/** The app's empty route: where the time of its own request pipeline goes. */
export const profileHello = () => profileRoute('/api/hello');

// `tsx bench/profile.ts [route] [pglite|postgres]`: one profile (signed in for any route but hello);
// `tsx bench/profile.ts writes`: the wide booking-write load of the bench, on PostgreSQL;
// `tsx bench/profile.ts checkout`: the checkout bench's basket and payment load, on PostgreSQL.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const route = process.argv[2] ?? '/api/hello';
  if (route === 'writes') await profileRoute('/api/bookings', { driver: 'postgres', writes: 'wide' });
  else if (route === 'checkout')
    await profileRoute('/api/checkout/pay', { driver: 'postgres', checkout: true });
  else
    await profileRoute(route, {
      driver: (process.argv[3] as Driver) ?? 'pglite',
      signedIn: route !== '/api/hello',
    });
}
