import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { arrayQuery } from '../../lib/array-query';
import {
  type ClubSearch,
  type ClubSearchShape,
  type ClubSearchValues,
  clubSearchSql,
  shapeOf,
  valuesOf,
} from './search-sql-repository';

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

/**
 * Runs a search as its shape's prepared statement (on PostgreSQL a named statement, parsed and planned per
 * pooled connection, then only bound and executed), its rows as arrays in CLUB_SEARCH_COLUMNS' order.
 */
export function runClubSearch(db: Db, s: ClubSearch): Promise<unknown[][]> {
  return statementOf(shapeOf(s))(db, valuesOf(s));
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
