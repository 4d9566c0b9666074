import { ZTeeTimeSearchQuery } from '@fairway/contracts';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openDatabase } from '../src/db/client';
import { searchTeeTimes } from '../src/modules/teetimes';
import { seedDemoData } from '../src/seed';
import { POSTGRES_URL } from './harness';
import { fillThirtyDays, growSearchNetwork, SEARCH_QUERIES } from './search';

/**
 * `EXPLAIN_DATABASE=<name> npx tsx bench/search-explain.ts`: where one network search's time goes on
 * PostgreSQL at `EXPLAIN_CLUBS` clubs (10,000 by default; the bench's network, generated clubs with a golf
 * course each). Each bench query runs once to warm the caches, then once through a database whose every
 * statement is first run under `EXPLAIN (ANALYZE, BUFFERS)` and printed, then `EXPLAIN_RUNS` times (20)
 * one at a time for its wall time. The database is made on the first run and kept; `EXPLAIN_DROP=1` drops it.
 */
const name = process.env.EXPLAIN_DATABASE ?? '';
if (!/^[a-z_][a-z0-9_]{0,40}$/.test(name)) throw new Error('EXPLAIN_DATABASE=<lower-case database name>');
const clubs = Number(process.env.EXPLAIN_CLUBS ?? 10_000);
const runs = Number(process.env.EXPLAIN_RUNS ?? 20);

const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (!exists) await admin.query(`create database ${name}`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
const database = await openDatabase({ driver: 'postgres', url: url.toString() });
try {
  await database.migrate();
  if (!exists) {
    await seedDemoData(database.db);
    await fillThirtyDays(database);
    await growSearchNetwork(database, clubs);
  }
  const member = (await database.db.execute(
    sql`select id from members where email = 'member@example.com'`,
  )) as unknown as { rows: { id: string }[] };
  const memberId = member.rows[0]?.id as string;
  /** The database, every statement explained (and printed with its time) before it runs. */
  const explaining = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        const plan = (await target.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
          rows: Record<string, string>[];
        };
        console.log('---');
        for (const row of plan.rows) console.log(row['QUERY PLAN']);
        return target.execute(query);
      };
    },
  }) as Db;
  for (const [label, query] of SEARCH_QUERIES) {
    const q = ZTeeTimeSearchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const input = { memberId, query: q, party: [], consented: true };
    const first = await searchTeeTimes(database.db, input);
    console.log(`\n== ${label}: ${query} (${first.Results.length} courses on the page)\n`);
    await searchTeeTimes(explaining, input);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await searchTeeTimes(database.db, input);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `\n${label}: one at a time, median ${times[Math.floor(runs / 2)]!.toFixed(1)} ms, max ${times[runs - 1]!.toFixed(1)} ms`,
    );
  }
} finally {
  await database.close();
  if (process.env.EXPLAIN_DROP) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
