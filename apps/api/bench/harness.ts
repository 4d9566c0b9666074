import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { seedDemoData } from '../src/db/seed';
import { createTestDatabase } from '../test/database';

export type Driver = 'pglite' | 'postgres';
export type Server = { app: FastifyInstance; database: Database; url: string; close: () => Promise<void> };
export type Measure = { reqPerSec: number; p99: number; non2xx: number; errors: number };

export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A real server on a random loopback port over a fresh, seeded database of the given driver. */
export async function startServer(driver: Driver): Promise<Server> {
  if (driver === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES_URL;
  const database = await createTestDatabase(driver);
  await seedDemoData(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '100000',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    database,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function loginCookie(server: Server, email: string): Promise<string> {
  const res = await fetch(`${server.url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Fairway2026!' }),
  });
  if (!res.ok) throw new Error(`bench login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('bench login set no cookie');
  return cookie;
}

export async function measure(
  url: string,
  options: { headers?: Record<string, string>; connections?: number; duration?: number } = {},
): Promise<Measure> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: options.duration ?? Number(process.env.BENCH_SECONDS ?? 5),
    headers: options.headers,
    // The load generator runs on its own thread, so its work does not queue behind the server's requests.
    workers: 1,
  });
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Prints one route beside the same run's hello-world: req/s, p99 and the ratio of their throughputs. */
export function printComparison(driver: Driver, route: string, hello: Measure, m: Measure) {
  const ratio = ((m.reqPerSec / hello.reqPerSec) * 100).toFixed(1);
  console.log(
    [
      driver.padEnd(8),
      route.padEnd(34),
      `${Math.round(m.reqPerSec)} req/s`.padStart(12),
      `p99 ${m.p99} ms`.padStart(12),
      `hello ${Math.round(hello.reqPerSec)} req/s`.padStart(18),
      `ratio ${ratio}%`.padStart(12),
      m.non2xx || m.errors ? `  (non-2xx ${m.non2xx}, errors ${m.errors})` : '',
    ].join(' '),
  );
}
