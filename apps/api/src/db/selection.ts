import { QueryBuilder } from 'drizzle-orm/pg-core';

/** How the tables' TypeScript names become column names: one setting for the client and for selections. */
export const CASING = 'snake_case' as const;

/**
 * Builds a selection an owner hands to other modules' statements: a subquery of its rows with the columns
 * it names (`selection.select({…}).from(table).as('name')`), which the caller joins like a table and so
 * keeps its one statement. PostgreSQL pulls such a subquery up into the caller's join (the plan is the
 * plain join's: `owner-selections.pg.int.test.ts`). Built with the client's casing, so its columns are
 * named as the tables name them.
 */
export const selection = new QueryBuilder({ casing: CASING });
