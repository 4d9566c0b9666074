import { is, SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { dateOrNull, epochMs } from './array-query';

/** A field of an array row: a Drizzle column, or SQL typed with the JSON value it gives (`sql<number>`). */
export type RowField = AnyPgColumn | SQL;
/** The fields by name, as a Drizzle select takes them: a name may group fields of its own. */
export type RowFields = { [name: string]: RowField | RowFields };
/** What Drizzle's typed select answers for these fields, and so what the decoder answers. */
export type RowOf<F extends RowFields> = SelectResultFields<F>;

/**
 * Column types whose value is the same read from JSON as Drizzle maps it from the driver. A timestamp
 * (mode `date`) travels as epoch milliseconds and is decoded to a Date; any other type (numeric as a
 * string, bigint, intervals, custom types…) is refused when the row is declared, not misread later.
 */
const SAME_IN_JSON = new Set([
  'PgInteger',
  'PgSmallInt',
  'PgSerial',
  'PgSmallSerial',
  'PgBigInt53',
  'PgNumericNumber',
  'PgReal',
  'PgDoublePrecision',
  'PgBoolean',
  'PgText',
  'PgVarchar',
  'PgChar',
  'PgUUID',
  'PgEnumColumn',
  'PgDateString',
  'PgJson',
  'PgJsonb',
]);

export type ArrayRow<F extends RowFields> = {
  /** The select list: one JSON array of the fields in their order (`db.select({ row: shape.select })`). */
  select: SQL<unknown[]>;
  /** A row of that select, read as an array (arrayQuery): the fields by name, typed as Drizzle types them. */
  decode(queryRow: readonly unknown[]): RowOf<F>;
};

/**
 * The one way to read a row that comes as an array (src/lib/array-query.ts): the fields are declared
 * once, as for a Drizzle select (groups included); the query selects them as one JSON array and the
 * decoder names them back in the same order, so no reader counts positions or casts a value.
 */
export function arrayRow<F extends RowFields>(fields: F): ArrayRow<F> {
  const selected: RowField[] = [];
  /** A field's place in the JSON array (selected in that order), decoded as its column is. */
  const leaf = (key: string, field: RowField): string => {
    const at = `v[${selected.length}]`;
    const date = is(field, PgColumn) && isTimestamp(key, field);
    selected.push(date ? epochMs(field) : field);
    return date ? `dateOrNull(${at})` : at;
  };
  // The row's object written out as a literal, made once: as fast as a reader written by hand (a loop
  // naming each value measured several times slower on the member summary's 22 fields).
  const literalOf = (group: RowFields, path: string): string => {
    const entries = Object.entries(group).map(([name, field]) => {
      const key = `${path}${name}`;
      const value = isField(field) ? leaf(key, field) : literalOf(field, `${key}.`);
      return `${JSON.stringify(name)}: ${value}`;
    });
    return `{ ${entries.join(', ')} }`;
  };
  const literal = literalOf(fields, '');
  const width = selected.length;
  const named = new Function('dateOrNull', `return (v) => (${literal});`)(dateOrNull) as (
    values: unknown[],
  ) => RowOf<F>;
  return {
    select: sql<unknown[]>`json_build_array(${sql.join(selected, sql`, `)})`,
    decode(queryRow) {
      const values = queryRow[0];
      if (!Array.isArray(values) || values.length !== width)
        throw new Error(`arrayRow: expected a JSON array of ${width} values`);
      return named(values);
    },
  };
}

const isField = (field: RowField | RowFields): field is RowField => is(field, SQL) || is(field, PgColumn);

/** Whether a column travels as epoch ms (a timestamp); throws for a column JSON would misread. */
function isTimestamp(key: string, column: AnyPgColumn): boolean {
  if (column.columnType === 'PgTimestamp') return true;
  if (SAME_IN_JSON.has(column.columnType)) return false;
  throw new Error(`arrayRow: ${key} (${column.columnType}) does not read the same from JSON`);
}
