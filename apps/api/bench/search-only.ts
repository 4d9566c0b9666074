import { postgresReachable } from './harness';
import { benchSearch } from './search';

/** `npx tsx bench/search-only.ts`: the network tee-time search bench alone (PostgreSQL). */
if (await postgresReachable()) await benchSearch('postgres');
else
  console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL): search bench skipped.');
