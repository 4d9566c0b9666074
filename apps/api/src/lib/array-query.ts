import type { PGlite } from '@electric-sql/pglite';
import { is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../db/client';

type Built = { toSQL(): { sql: string; params: unknown[] } };

/**
 * A hot read run by the database client itself, its rows as arrays in select order. Drizzle builds the
 * SQL once (one source for tables and columns); each call then skips Drizzle's per-call work (config
 * cloning, placeholder filling, mapping every column of every row through its column object), which
 * costs more CPU than the rest of a small read. On PostgreSQL it is a named statement, parsed and
 * planned once per pooled connection; on PGlite a plain extended-protocol query. For reads outside
 * transactions only, and only columns whose JavaScript value is the same on both drivers: int2/int4,
 * float8, boolean, text, json/jsonb (cast others in the SQL: `::int`, epoch milliseconds as float8).
 */
export function arrayQuery<P extends string>(name: string, build: (db: Db) => Built) {
  const runs = new WeakMap<Db, Run>();
  return (db: Db, input: Record<P, unknown>): Promise<unknown[][]> => {
    let run = runs.get(db);
    if (!run) {
      run = runner(db, name, build(db));
      runs.set(db, run);
    }
    return run(input);
  };
}

const dialect = new PgDialect();

/**
 * An arrayQuery written as SQL (`sql` with `sql.placeholder` for each value): its text is made once, here.
 * Not only reads: a call of a database function that is its own transaction (a booking made alone).
 */
export function sqlArrayQuery<P extends string>(name: string, text: SQL) {
  const query = dialect.sqlToQuery(text);
  return arrayQuery<P>(name, () => ({ toSQL: () => query }));
}

type Run = (input: Record<string, unknown>) => Promise<unknown[][]>;

function runner(db: Db, name: string, built: Built): Run {
  const { sql: text, params } = built.toSQL();
  // Each parameter in order: a placeholder's name (filled from the input), or a constant of the query.
  const order = params.map((p) => (is(p, Placeholder) ? p.name : { value: p }));
  const valuesOf = (input: Record<string, unknown>) =>
    order.map((p) => (typeof p === 'string' ? input[p] : p.value));
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('waitReady' in client) {
    return async (input) => (await client.query<unknown[]>(text, valuesOf(input), { rowMode: 'array' })).rows;
  }
  return async (input) =>
    (await client.query<unknown[]>({ name, text, values: valuesOf(input), rowMode: 'array' })).rows;
}

/**
 * A timestamp column as epoch milliseconds (float8), for array rows: the same number on both drivers,
 * floored as parsing the timestamp to a Date would. Null stays null.
 */
export const epochMs = (column: AnyPgColumn | SQL) =>
  sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`;

/** An epoch-ms value of an array row as a Date, or null. */
export const dateOrNull = (ms: unknown): Date | null => (ms === null ? null : new Date(ms as number));
