import { is, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, PgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { dateOrNull, epochMs, jsonRow } from './array-query';

/** A field of an array row: a Drizzle column, or SQL typed with the JSON value it gives (`sql<number>`). */
export type RowField = AnyPgColumn | SQL;
export type RowFields = Record<string, RowField>;
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
 * once, as for a Drizzle select; the query selects them as one JSON array and the decoder names them
 * back in the same order, so no reader counts positions or casts a value.
 */
export function arrayRow<F extends RowFields>(fields: F): ArrayRow<F> {
  const keys = Object.keys(fields);
  const isDate = keys.map((key) => {
    const field = fields[key];
    if (!is(field, PgColumn)) return false;
    if (field.columnType === 'PgTimestamp') return true;
    if (SAME_IN_JSON.has(field.columnType)) return false;
    throw new Error(`arrayRow: ${key} (${field.columnType}) does not read the same from JSON`);
  });
  const selected = Object.fromEntries(
    keys.map((key, i) => [key, isDate[i] ? epochMs(fields[key] as AnyPgColumn) : (fields[key] as RowField)]),
  );
  return {
    select: jsonRow(selected),
    decode(queryRow) {
      const values = queryRow[0];
      if (!Array.isArray(values) || values.length !== keys.length)
        throw new Error(`arrayRow: expected a JSON array of ${keys.length} values`);
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        row[keys[i] as string] = isDate[i] ? dateOrNull(values[i]) : values[i];
      }
      return row as RowOf<F>;
    },
  };
}
