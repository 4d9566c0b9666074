import { ZExploreClubsQuery } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/db/seed';
import { clubSearchSql } from '../src/modules/explore/search-sql';
import { clubSearchOf } from '../src/modules/explore/service';
import { EXPLORE_QUERIES, growNetwork } from './explore';
import { POSTGRES_URL } from './harness';

/**
 * `EXPLAIN_DATABASE=<name> npx tsx bench/explore-explain.ts`: `EXPLAIN (ANALYZE, BUFFERS)` of each explore bench
 * query on PostgreSQL at `EXPLAIN_CLUBS` clubs (100,000 by default). The database is created, migrated, seeded
 * and grown on the first run and kept (migrated again on later runs, so a new migration's plans compare on the
 * same generated clubs); `EXPLAIN_DROP=1` drops it after. Each statement runs twice before it is explained.
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
  const member = (await database.db.execute(
    sql`select id from members where email = 'member@example.com'`,
  )) as unknown as { rows: { id: string }[] };
  const memberId = member.rows[0]?.id as string;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const [label, query] of EXPLORE_QUERIES) {
      const q = ZExploreClubsQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const point =
        q.latitude !== undefined && q.longitude !== undefined ? { lat: q.latitude, lng: q.longitude } : null;
      const built = (
        database.db as unknown as { dialect: { sqlToQuery(s: unknown): { sql: string; params: unknown[] } } }
      ).dialect.sqlToQuery(clubSearchSql(clubSearchOf(memberId, q, point)));
      for (let i = 0; i < 2; i++) await client.query(built.sql, built.params);
      const plan = await client.query(`explain (analyze, buffers) ${built.sql}`, built.params);
      console.log(`\n== ${label}: ${query}\n`);
      for (const row of plan.rows) console.log(row['QUERY PLAN']);
    }
  } finally {
    await client.end();
  }
} finally {
  await database.close();
  if (process.env.EXPLAIN_DROP === '1') await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
