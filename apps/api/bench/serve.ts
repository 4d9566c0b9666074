import fs from 'node:fs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { isEmpty, seedDemoData } from '../src/seed';

/**
 * One API instance in its own process for the profile and the soak (`node --cpu-prof --import tsx
 * bench/serve.ts`): in-memory PGlite seeded with the demo data, or BENCH_SERVE_DATABASE_URL; without a
 * logger unless BENCH_SERVE_LOG names a level. Prints its port on stdout; SIGTERM closes it and exits,
 * which writes the profile.
 */
const url = process.env.BENCH_SERVE_DATABASE_URL;
const poolMax = process.env.DATABASE_POOL_MAX ? Number(process.env.DATABASE_POOL_MAX) : undefined;
const database = await openDatabase(
  url ? { driver: 'postgres', url, poolMax } : { driver: 'pglite', dataDir: null },
);
await database.migrate();
if (await isEmpty(database.db)) await seedDemoData(database.db);
// BENCH_SERVE_LOG=info: the request log as production writes it by default (LOG_LEVEL=info, two lines a
// request), to /dev/null; otherwise no logger at all, as every bench measures the API.
const logLevel = process.env.BENCH_SERVE_LOG;
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: logLevel ?? 'silent',
  WEB_DIST: '/nonexistent',
  RATE_LIMIT_LOGIN_PER_IP: '100000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '100000',
});
const app = await buildApp({
  config,
  database,
  logger: logLevel ? { level: logLevel, stream: fs.createWriteStream('/dev/null') } : false,
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('message', (msg) => {
  if (msg === 'memory') process.send?.(process.memoryUsage());
  // The monotonic clock in µs, as the CPU profile's timestamps count it: the profile is read from here on.
  if (msg === 'mark') process.send?.({ mark: Number(process.hrtime.bigint() / 1000n) });
});
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
