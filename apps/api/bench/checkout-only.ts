import { benchCheckout } from './checkout';
import { postgresReachable } from './harness';

/** `tsx bench/checkout-only.ts`: just the checkout bench (run.ts runs it after the others), PostgreSQL only. */
if (await postgresReachable()) await benchCheckout('postgres');
else console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL): no checkout bench.');
