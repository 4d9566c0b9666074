import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { arrayQuery } from '../../lib/array-query';
import {
  type ClubSearch,
  type ClubSearchShape,
  type ClubSearchValues,
  shapeOf,
  valuesOf,
} from './search-shape';
import { CLUB_SEARCH_COLUMNS, clubSearchSql } from './search-sql-repository';

const dialect = new PgDialect();
/**
 * One prepared statement per search shape (8 sorts × which of 9 filters are set × the ranked count's step;
 * a few dozen in use).
 */
const statements = new Map<string, ReturnType<typeof arrayQuery<keyof ClubSearchValues>>>();

function statementOf(shape: ClubSearchShape) {
  const flags = [shape.reverse, shape.name, shape.point, shape.within, shape.maxAveragePrice, shape.minPrice];
  flags.push(shape.maxPrice, shape.facilities, shape.tier);
  const key = `${shape.sortBy}:${flags.map((f) => (f ? 1 : 0)).join('')}:${shape.ranks}`;
  let statement = statements.get(key);
  if (!statement) {
    const text = dialect.sqlToQuery(clubSearchSql(shape));
    statement = arrayQuery<keyof ClubSearchValues>(`explore_search_${statements.size}`, () => ({
      toSQL: () => text,
    }));
    statements.set(key, statement);
  }
  return statement;
}

/** How many filters' counts each database's searches keep (the oldest used goes first). */
export const KEPT_COUNTS = 2_000;
type KeptCount = { version: number; count: number };
const keptCounts = new WeakMap<Db, Map<string, KeptCount>>();
const OPEN_IN_FILTER = CLUB_SEARCH_COLUMNS.indexOf('open_in_filter');
const COUNTS_VERSION = CLUB_SEARCH_COLUMNS.indexOf('counts_version');

/** What a filtered search's count of clubs open to visitors depends on: its filters, never the member or the sort. */
function countKey(shape: ClubSearchShape, v: ClubSearchValues): string {
  return JSON.stringify([
    shape.name && v.name,
    shape.point && [v.lat, v.lng],
    shape.within && v.metres,
    shape.maxAveragePrice && v.maxAveragePrice,
    shape.minPrice && v.minPrice,
    shape.maxPrice && v.maxPrice,
    shape.facilities && v.facilityBits,
    shape.tier && v.tier,
  ]);
}

/**
 * Runs a search as its shape's prepared statement (on PostgreSQL a named statement, parsed and planned per
 * pooled connection, then only bound and executed), its rows as arrays in CLUB_SEARCH_COLUMNS' order.
 *
 * A filtered search's count of the clubs open to visitors is kept per filters with the network's version it
 * was made at (club_totals.version); the next search with the same filters sends both, and the statement
 * counts again only if the version has moved (a club added, removed, moved, repriced, renamed…), in the same
 * snapshot as its page. A location search near a town or a home club asks the same count again and again:
 * at 100,000 clubs it was half the statement.
 */
export async function runClubSearch(db: Db, s: ClubSearch): Promise<unknown[][]> {
  const shape = shapeOf(s);
  const values = valuesOf(s);
  let kept = keptCounts.get(db);
  if (!kept) {
    kept = new Map();
    keptCounts.set(db, kept);
  }
  const key = countKey(shape, values);
  const known = kept.get(key);
  if (known) {
    values.countsVersion = known.version;
    values.knownCount = known.count;
  }
  const rows = await statementOf(shape)(db, values);
  const count = rows[0]?.[OPEN_IN_FILTER];
  const version = rows[0]?.[COUNTS_VERSION];
  if (typeof count === 'number' && typeof version === 'number') {
    kept.delete(key);
    kept.set(key, { version, count });
    if (kept.size > KEPT_COUNTS) kept.delete(kept.keys().next().value as string);
  }
  return rows;
}

/** The statement's text and parameters for a search, as runClubSearch sends them (for EXPLAIN). */
export function clubSearchQuery(s: ClubSearch): { text: string; values: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(clubSearchSql(shapeOf(s)));
  const values = valuesOf(s) as Record<string, unknown>;
  return {
    text,
    values: params.map((p) => values[(p as { name: string }).name]),
  };
}
