import type { Db } from '../../db/client';
import type { Season } from '../../db/schema/courses';
import type { PriceBand } from '../../domain/booking-rules/pricing';
import type { Schedule } from '../../domain/booking-rules/schedule';
import {
  type ClubRules,
  type CourseRow,
  findClubRules,
  findCoursesByClub,
  findPriceBandsOfClub,
  findSchedulesOfClub,
} from './repository';

/**
 * A club's reference data: its rules, courses, tee sheets and points matrices, as one snapshot.
 *
 * Why caching this in process memory is safe with many API instances: it is configuration that staff
 * change rarely (never from a member request), nothing here is a balance, a booking or an occupancy —
 * those are always read fresh inside their transaction — and every entry lives at most `TTL_MS`, so an
 * instance that did not see a change serves the old rules for at most that long. A change made through
 * this process calls `invalidateReference` to be visible at once here.
 */
export type ClubReference = {
  club: ClubRules;
  /** In the club's display order. */
  courses: CourseRow[];
  schedule: (courseId: number, season: Season, dayOfWeek: number) => Schedule | null;
  /** Bands of one course, season and weekday, ordered by their first minute. */
  bands: (courseId: number, season: Season, dayOfWeek: number) => PriceBand[];
};

export const REFERENCE_TTL_MS = 30_000;
/** Bounds memory when callers ask for many club ids; a cleared cache only costs reloads. */
const MAX_ENTRIES = 1_000;

type Entry = { expiresAt: number; generation: number; value: Promise<ClubReference | null> };
const caches = new WeakMap<Db, Map<number, Entry>>();
/** Bumped by a global invalidate: entries of an older generation are ignored. */
let generation = 0;

const key = (courseId: number, season: Season, dayOfWeek: number) => `${courseId}:${season}:${dayOfWeek}`;

/** The club's reference snapshot (null for an unknown club); loads it at most once per TTL per database. */
export function clubReference(db: Db, clubId: number, now = Date.now()): Promise<ClubReference | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(clubId);
  if (hit && hit.expiresAt > now && hit.generation === generation) return hit.value;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  // The promise itself is cached so that a burst of requests shares one load.
  const value = loadClubReference(db, clubId);
  const entry = { expiresAt: now + REFERENCE_TTL_MS, generation, value };
  cache.set(clubId, entry);
  // Unknown clubs and failed loads are not kept: the next request asks the database again.
  value.then(
    (ref) => ref === null && cache.get(clubId) === entry && cache.delete(clubId),
    () => cache.get(clubId) === entry && cache.delete(clubId),
  );
  return value;
}

/** Forgets cached reference data: one club of one database, every club of one database, or everything. */
export function invalidateReference(db?: Db, clubId?: number): void {
  if (!db) {
    generation++;
    return;
  }
  const cache = caches.get(db);
  if (clubId === undefined) cache?.clear();
  else cache?.delete(clubId);
}

async function loadClubReference(db: Db, clubId: number): Promise<ClubReference | null> {
  const [club, courses, schedules, prices] = await Promise.all([
    findClubRules(db, clubId),
    findCoursesByClub(db, clubId),
    findSchedulesOfClub(db, clubId),
    findPriceBandsOfClub(db, clubId),
  ]);
  if (!club) return null;
  const scheduleOf = new Map<string, Schedule>();
  for (const { courseId, season, dayOfWeek, ...s } of schedules)
    scheduleOf.set(key(courseId, season, dayOfWeek), s);
  const bandsOf = new Map<string, PriceBand[]>();
  for (const { courseId, season, dayOfWeek, ...band } of prices) {
    const k = key(courseId, season, dayOfWeek);
    const list = bandsOf.get(k) ?? [];
    list.push(band);
    bandsOf.set(k, list);
  }
  return {
    club,
    courses,
    schedule: (courseId, season, dayOfWeek) => scheduleOf.get(key(courseId, season, dayOfWeek)) ?? null,
    bands: (courseId, season, dayOfWeek) => bandsOf.get(key(courseId, season, dayOfWeek)) ?? [],
  };
}
