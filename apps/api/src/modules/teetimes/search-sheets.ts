import type { Db } from '../../db/client';
import { type CourseSheet, distanceKm, findCourseSheets } from './search-repository';

/** As long as a club's reference snapshot (courses module): configuration staff change rarely. */
export const SHEETS_TTL_MS = 30_000;

type Entry = { expiresAt: number; generation: number; refreshing: boolean; value: Promise<CourseSheet[]> };
const caches = new WeakMap<Db, Map<string, Entry>>();
/** Bumped by a forget without a database: entries of an older generation are not used. */
let generation = 0;

/**
 * The network's golf course sheets of one season's weekday, kept per database for `SHEETS_TTL_MS` (the
 * promise itself, so a burst of searches shares one read; once expired, the last sheets serve until the
 * next read lands): what the search orders its course-days by before it reads anything of a club. Like the reference cache, it holds configuration only (never places or
 * balances, always read fresh); a staff change is seen within the TTL, at once where `forgetCourseSheets`
 * is called.
 */
function sheetsOf(db: Db, season: string, dayOfWeek: number, now = Date.now()): Promise<CourseSheet[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${season}:${dayOfWeek}`;
  const hit = cache.get(key);
  if (hit && hit.generation === generation) {
    if (hit.expiresAt > now) return hit.value;
    // Expired: the next read starts, and searches keep the last sheets until it lands (a read of every
    // course of a large network must not stall the searches that arrive meanwhile).
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = findCourseSheets(db, season, dayOfWeek);
      next.then(
        () => cache.get(key) === hit && cache.set(key, fresh(next, now, hit.generation)),
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value;
  }
  const entry = fresh(findCourseSheets(db, season, dayOfWeek), now, generation);
  cache.set(key, entry);
  entry.value.catch(() => cache.get(key) === entry && cache.delete(key));
  return entry.value;
}

const fresh = (value: Promise<CourseSheet[]>, now: number, of: number): Entry => ({
  expiresAt: now + SHEETS_TTL_MS,
  generation: of,
  refreshing: false,
  value,
});

/** Forgets the kept sheets of one database (every database without one). */
export function forgetCourseSheets(db?: Db): void {
  if (db) caches.delete(db);
  else generation++;
}

/** A golf course within the radius on the searched day, with the lowest whole-party price of its bands. */
export type CourseDayCandidate = CourseSheet & { distanceKm: number; lowestCost: number | null };

/** The golf courses within `radiusKm` of a point, from the kept sheets (no statement once they are kept). */
export async function findCourseDaysInRadius(
  db: Db,
  input: {
    origin: { lat: number; lng: number };
    radiusKm: number;
    season: string;
    dayOfWeek: number;
    players: number;
    juniors: number;
  },
): Promise<CourseDayCandidate[]> {
  const { origin, radiusKm } = input;
  const dLat = radiusKm / 111.2;
  const cos = Math.cos((origin.lat * Math.PI) / 180);
  const dLng = cos < 0.01 ? 180 : radiusKm / (111.32 * cos);
  const lngAll = dLng >= 180 || origin.lng - dLng < -180 || origin.lng + dLng > 180;
  const adults = input.players - input.juniors;
  const out: CourseDayCandidate[] = [];
  for (const sheet of await sheetsOf(db, input.season, input.dayOfWeek)) {
    if (Math.abs(sheet.lat - origin.lat) > dLat) continue;
    if (!lngAll && Math.abs(sheet.lng - origin.lng) > dLng) continue;
    const d = distanceKm(origin, sheet);
    if (d > radiusKm) continue;
    let lowest: number | null = null;
    for (const [adult, junior] of sheet.bands) {
      const cost = adults * adult + input.juniors * junior;
      if (lowest === null || cost < lowest) lowest = cost;
    }
    out.push({ ...sheet, distanceKm: d, lowestCost: lowest });
  }
  return out;
}

/**
 * Where a club lies, from the kept sheets of the season's weekday (no statement once they are kept); null
 * when the club has no golf course there (the caller reads it then).
 */
export async function keptClubPoint(
  db: Db,
  input: { clubId: number; season: string; dayOfWeek: number },
): Promise<{ lat: number; lng: number } | null> {
  for (const sheet of await sheetsOf(db, input.season, input.dayOfWeek)) {
    if (sheet.clubId === input.clubId) return { lat: sheet.lat, lng: sheet.lng };
  }
  return null;
}
