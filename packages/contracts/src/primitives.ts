import { z } from 'zod';

/**
 * The building blocks every request schema is made of, so that no input can reach the database or a
 * date library outside what they accept (a value they refuse would be a 500, not a 400):
 * strings refuse NUL (PostgreSQL text cannot hold it) and unpaired surrogates (jsonb refuses them, and
 * text would keep U+FFFD instead of what was sent) and have a maximum; integers fit int4; ids in
 * paths and queries are plain decimal digits (`z.coerce.number()` would read `0x11`, `1e3`, ` 17` and
 * an empty segment as numbers); dates and instants lie within sane years.
 */

/** The largest value of a PostgreSQL `integer` (int4), the type of every id column. */
export const INT4_MAX = 2_147_483_647;
/** Years a date of birth, a booking or a query date may name. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

/** False for a string holding NUL, which PostgreSQL text refuses. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** A UTF-16 surrogate that is not half of a pair: with the `u` flag a pair is one code point, never a match. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** False for a string PostgreSQL cannot store as sent: NUL, or an unpaired surrogate (no character at all). */
export const isStorableText = (value: string) => hasNoNul(value) && !UNPAIRED_SURROGATE.test(value);

/**
 * A string of at most `max` characters that PostgreSQL can store as sent (`isStorableText`). Left without
 * a message, the refusal reads as `validation.invalid` (or the field's own catalogue code in forms that
 * name one).
 */
export const boundedString = (max: number) => z.string().max(max).refine(isStorableText);

/** An integer within `min`..`max` (int4 by default), as a JSON number. */
export const boundedInt = (min = 0, max = INT4_MAX) => z.number().int().min(min).max(max);

const DECIMAL = /^[0-9]{1,10}$/;

/** Plain decimal digits read as an integer within `min`..`max`: for path and query values. */
export const decimalInt = (min: number, max: number) =>
  z
    .string()
    .regex(DECIMAL)
    .meta({ description: `An integer from ${min} to ${max}, in plain decimal digits` })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** An id in a path or query: 1..int4 (club ids take `min` 0, club 0 being the platform's own). */
export const idParam = (min = 1) => decimalInt(min, INT4_MAX);

/** A bounded integer in a query string, plain decimal. */
export const intQuery = (min: number, max: number) => decimalInt(min, max);

const yearInRange = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

/** A calendar day `YYYY-MM-DD` that exists (no 30 February) within MIN_YEAR..MAX_YEAR. */
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    }, 'validation.date')
    .refine((value) => yearInRange(Number(value.slice(0, 4))), 'validation.dateRange');

/** An ISO 8601 instant with `Z` or an offset, whose year lies within MIN_YEAR..MAX_YEAR. */
export const isoDateTime = () =>
  z.iso
    .datetime({ offset: true, message: 'validation.dateTime' })
    .refine((value) => yearInRange(new Date(value).getUTCFullYear()), 'validation.dateRange');
