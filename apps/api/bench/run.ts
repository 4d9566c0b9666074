import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Driver, postgresReachable } from './harness';
import { benchMemberSummary } from './member';

/**
 * `npm run bench`: figures, never pass/fail. Each read route is measured beside a hello-world route of
 * the same server in the same run (20 connections, BENCH_SECONDS each), on PGlite and on PostgreSQL.
 */
const drivers: Driver[] = ['pglite'];
if (await postgresReachable()) drivers.push('postgres');
else console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL): PGlite only.');

console.log(`Node ${process.version}, ${process.env.BENCH_SECONDS ?? 5}s per measurement, 20 connections\n`);
for (const driver of drivers) await benchMemberSummary(driver);

// Booking benches live in their own module once the booking core exists.
const here = path.dirname(fileURLToPath(import.meta.url));
const bookingsBench = path.join(here, 'bookings.ts');
if (fs.existsSync(bookingsBench)) {
  const { benchBookings } = (await import(bookingsBench)) as { benchBookings: (d: Driver) => Promise<void> };
  for (const driver of drivers) await benchBookings(driver);
}

// Checkout payments per second with the sandbox gateway, beside the same run's booking write rate.
const { benchCheckout } = await import('./checkout');
if (drivers.includes('postgres')) await benchCheckout('postgres');

// Last: live delivery over two API instances and Redis (skipped with a line when either is unreachable).
const { benchLive } = await import('./live');
await benchLive();
