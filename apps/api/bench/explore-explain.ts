import { ZExploreClubsQuery } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { clubSearchQuery } from '../src/modules/explore/search-repository';
import { clubSearchOf } from '../src/modules/explore/service';
import { seedDemoData } from '../src/seed';
import { EXPLORE_QUERIES, growNetwork } from './explore';
import { POSTGRES_URL } from './harness';

/**
 * `EXPLAIN_DATABASE=<name> npx tsx bench/explore-explain.ts`: `EXPLAIN (ANALYZE, BUFFERS)` of each explore bench
 * query on PostgreSQL at `EXPLAIN_CLUBS` clubs (100,000 by default). The database is created, migrated, seeded
 * and grown on the first run and kept (migrated again on later runs, so a new migration's plans compare on the
 * same generated clubs); `EXPLAIN_DROP=1` drops it after. Each statement is prepared and run seven times before it is explained.
 */
const name = process.env.EXPLAIN_DATABASE ?? '';
if (!/^[a-z_][a-z0-9_]{0,40}$/.test(name)) throw new Error('EXPLAIN_DATABASE=<lower-case database name>');
const clubs = Number(process.env.EXPLAIN_CLUBS ?? 100_000);

const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (!exists) await admin.query(`create database ${name}`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
const database = await openDatabase({ driver: 'postgres', url: url.toString() });
try {
  await database.migrate();
  if (!exists) await seedDemoData(database.db);
  await growNetwork(database, clubs);
  // A migration that rewrote clubs leaves its visibility map empty (no index-only scans until a vacuum).
  await database.db.execute(sql`vacuum analyze clubs`);
  const member = (await database.db.execute(
    sql`select id from members where email = 'member@example.com'`,
  )) as unknown as { rows: { id: string }[] };
  const memberId = member.rows[0]?.id as string;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  if (process.env.EXPLAIN_PLAN_CACHE_MODE)
    await client.query(`set plan_cache_mode = ${process.env.EXPLAIN_PLAN_CACHE_MODE}`);
  try {
    for (const [label, query] of EXPLORE_QUERIES) {
      const q = ZExploreClubsQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const point =
        q.latitude !== undefined && q.longitude !== undefined ? { lat: q.latitude, lng: q.longitude } : null;
      const { text, values } = clubSearchQuery(clubSearchOf(memberId, q, point));
      // As the app runs it: a prepared statement, executed more than five times (when PostgreSQL may settle on a
      // generic plan) before it is explained.
      const name = `explain_${label.replace(/[^a-z]+/g, '_')}`;
      for (let i = 0; i < 7; i++) await client.query({ name, text, values });
      const literals = values.map((v) => (v === null ? 'null' : client.escapeLiteral(String(v))));
      const plan = await client.query(
        `explain (analyze, buffers) execute ${name}${literals.length ? `(${literals.join(', ')})` : ''}`,
      );
      console.log(`\n== ${label}: ${query}\n`);
      for (const row of plan.rows) console.log(row['QUERY PLAN']);
      // The statement alone from one connection: milliseconds per run, round trip included.
      const runs = Number(process.env.EXPLAIN_RUNS ?? 200);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await client.query({ name, text, values });
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const at = (f: number) =>
        (times[Math.min(times.length - 1, Math.floor(f * times.length))] ?? 0).toFixed(2);
      console.log(`\n${runs} runs, one connection: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
    }
  } finally {
    await client.end();
  }
} finally {
  await database.close();
  if (process.env.EXPLAIN_DROP === '1') await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
