import type { Db } from '../../db/client';
import type { Season } from '../../db/schema/courses';
import type { PriceBand } from '../../domain/booking-rules/pricing';
import type { Schedule } from '../../domain/booking-rules/schedule';
import { type ClubReferenceRows, type ClubRules, type CourseRow, findClubReferenceRows } from './repository';

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
/**
 * Bounds memory when callers ask for many club ids: the least recently used entry goes first. Sized above
 * the network (10,000 clubs in the search bench), so a search over every club never evicts what it needs.
 */
const MAX_ENTRIES = 50_000;

type Entry = { expiresAt: number; generation: number; value: Promise<ClubReference | null> };
const caches = new WeakMap<Db, Map<number, Entry>>();
/** Bumped by a global invalidate: entries of an older generation are ignored. */
let generation = 0;

const key = (courseId: number, season: Season, dayOfWeek: number) => `${courseId}:${season}:${dayOfWeek}`;

/** The club's reference snapshot (null for an unknown club); loads it at most once per TTL per database. */
export function clubReference(db: Db, clubId: number, now = Date.now()): Promise<ClubReference | null> {
  return clubReferences(db, [clubId], now)[0]!;
}

/**
 * Each club's reference snapshot, in the order asked (null for an unknown club): the clubs not cached are
 * read together, in one statement.
 */
export function clubReferences(
  db: Db,
  clubIds: readonly number[],
  now = Date.now(),
): Promise<ClubReference | null>[] {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const out: Promise<ClubReference | null>[] = new Array(clubIds.length);
  const missing: number[] = [];
  const missingAt: number[] = [];
  for (let i = 0; i < clubIds.length; i++) {
    const clubId = clubIds[i]!;
    const hit = cache.get(clubId);
    if (hit && hit.expiresAt > now && hit.generation === generation) {
      // Most recently used last: the map's first key is the one to evict.
      cache.delete(clubId);
      cache.set(clubId, hit);
      out[i] = hit.value;
    } else {
      missing.push(clubId);
      missingAt.push(i);
    }
  }
  if (missing.length === 0) return out;
  const unique = [...new Set(missing)];
  // The promises themselves are cached so that a burst of requests shares one load.
  const loaded = findClubReferenceRows(db, unique);
  for (const clubId of unique) {
    const value = loaded.then((rows) => {
      const found = rows.get(clubId);
      return found ? snapshotOf(found) : null;
    });
    const entry = { expiresAt: now + REFERENCE_TTL_MS, generation, value };
    cache.delete(clubId);
    cache.set(clubId, entry);
    // Unknown clubs and failed loads are not kept: the next request asks the database again.
    value.then(
      (ref) => ref === null && cache.get(clubId) === entry && cache.delete(clubId),
      () => cache.get(clubId) === entry && cache.delete(clubId),
    );
  }
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  missing.forEach((clubId, j) => {
    out[missingAt[j]!] = cache.get(clubId)!.value;
  });
  return out;
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

function snapshotOf({ club, courses, schedules, prices }: ClubReferenceRows): ClubReference {
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
