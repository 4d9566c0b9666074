import { benchExplore } from './explore';
import { postgresReachable } from './harness';

/** `npx tsx bench/explore-only.ts`: the explore search bench alone (PostgreSQL). */
if (await postgresReachable()) await benchExplore('postgres');
else
  console.log('PostgreSQL is not reachable (BENCH_DATABASE_URL / TEST_DATABASE_URL): explore bench skipped.');
