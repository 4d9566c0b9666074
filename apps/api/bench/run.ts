import { benchBookings } from './bookings';
import { benchCheckout } from './checkout';
import { benchExplore } from './explore';
import {
  type Driver,
  measureCeiling,
  postgresReachable,
  printComparison,
  runPgbench,
  SECONDS,
} from './harness';
import { benchLive } from './live';
import { benchMail } from './mail';
import { benchMemberSummary } from './member';
import { benchPipeline } from './overhead';
import { profileHello } from './profile';
import { benchRush } from './rush';

/**
 * `npm run bench`: figures (pass/fail only for the rush's invariants). The load comes from a separate process (autocannon in a
 * child Node process, 20 connections, BENCH_SECONDS each). First the ceilings of this run: bare Fastify
 * in its own process, and PostgreSQL's own rates (pgbench); then each route as req/s, p50, p99 and its
 * share of bare Fastify, on PGlite and PostgreSQL (course-day and upcoming also as a share of bare Fastify
 * sending a reply of the same size, each server in its own process: `fair`, bench/overhead.ts); writes as a share of the TPC-B-like rate; live
 * delivery; the morning rush (two instances, 2,000 members at one instant, then a ballot); last a CPU
 * profile of the hello route. `BENCH_ONLY=reads,fair,writes,checkout,mail,explore,live,rush,profile`
 * (comma-separated) runs a subset; `BENCH_DRIVERS=postgres` one driver. Exits 1 when an invariant of
 * the rush fails.
 */
const only = new Set(
  (process.env.BENCH_ONLY ?? 'reads,writes,checkout,mail,explore,live,rush,profile').split(','),
);
const wanted = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as Driver[];
const drivers: Driver[] = wanted.includes('pglite') ? ['pglite'] : [];
if (wanted.includes('postgres')) {
  if (await postgresReachable()) drivers.push('postgres');
  else console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL): PGlite only.');
}

console.log(
  `Node ${process.version}, ${SECONDS}s per measurement, 20 connections, load from a child process\n`,
);
const bare = await measureCeiling();
printComparison('-', 'bare Fastify (own process)', null, bare);
if (drivers.includes('postgres')) await runPgbench();

if (only.has('reads')) for (const driver of drivers) await benchMemberSummary(driver);
// Course-day and upcoming against bare Fastify sending a reply of the same size (issue 45 §4).
// Each server in its own process (bench/overhead.ts), interleaved rounds, medians; PostgreSQL only.
if ((only.has('reads') || only.has('fair')) && drivers.includes('postgres')) await benchPipeline();
if (only.has('reads') || only.has('writes')) {
  for (const driver of drivers) {
    await benchBookings(driver, { reads: only.has('reads'), writes: only.has('writes') });
  }
}
// Checkout payments per second with the sandbox gateway, beside the same run's booking write rate.
if (only.has('checkout') && drivers.includes('postgres')) await benchCheckout('postgres');
// What a receipt e-mail costs the API process, over SMTP pooled and not, and into the outbox.
if (only.has('mail')) await benchMail();
// Explore search over 1k → 100k clubs (PostgreSQL only: the target is for the production database).
if (only.has('explore') && drivers.includes('postgres')) await benchExplore('postgres');
// Live delivery over two API instances and Redis (skipped with a line when either is unreachable).
if (only.has('live')) await benchLive();
// The morning rush (issue 24 §1), its anchor the TPC-B rate above: invariants, so it can fail the run.
const rushOk = only.has('rush') && drivers.includes('postgres') ? await benchRush() : null;
// Where the time of the empty route goes (the app's own pipeline), from a --cpu-prof profile.
if (only.has('profile')) await profileHello();
if (rushOk === false) process.exit(1);
