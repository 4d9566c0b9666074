import type { TeeTimeSearchSort } from '@fairway/contracts';
import { AppError, fieldError } from '../../lib/app-error';
import type { CourseDayPlan, JudgedStart } from './search-judge';

/**
 * The search's order and its cursor: a result's key under each sort, how keys compare, and the cursor that
 * carries the last key of a page to the next (search.ts pages by them).
 */

/** A course-day's result key under the sort: its first start, distance and course, the cheapest by its lowest cost. */
export function sortKey(
  sort: TeeTimeSearchSort,
  starts: readonly JudgedStart[],
  d: CourseDayPlan,
): (number | string)[] {
  const firstTime = starts[0]!.at;
  if (sort === 'nearest') return [d.distanceKm, firstTime, d.courseId];
  let lowest = Number.POSITIVE_INFINITY;
  for (const s of starts) if (s.cost < lowest) lowest = s.cost;
  if (sort === 'cheapest') return [lowest, firstTime, d.distanceKm, d.courseId];
  return [firstTime, d.distanceKm, d.courseId];
}

/** Keys compare element by element; where one ends first it comes first (a cursor may be shorter). */
export function compareKeys(a: readonly (number | string)[], b: readonly (number | string)[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

export function writeCursor(sort: TeeTimeSearchSort, key: readonly (number | string)[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: key })).toString('base64url');
}

/** The key after which the next page starts; a cursor of another sort, or not ours, is a 400. */
export function readCursor(cursor: string, sort: TeeTimeSearchSort): (number | string)[] {
  const refuse = () => new AppError('VALIDATION', { fields: { cursor: fieldError('validation.invalid') } });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const p = parsed as { s?: unknown; k?: unknown };
  if (
    typeof p !== 'object' ||
    p === null ||
    p.s !== sort ||
    !Array.isArray(p.k) ||
    p.k.length > 5 ||
    !p.k.every((v) => typeof v === 'number' && Number.isFinite(v))
  ) {
    throw refuse();
  }
  return p.k as number[];
}
