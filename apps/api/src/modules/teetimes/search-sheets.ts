import type { Db } from '../../db/client';
import { type CourseSheet, distanceKmAt, findCourseSheets, latitudeCosine } from './search-repository';

/** As long as a club's reference snapshot (courses module): configuration staff change rarely. */
export const SHEETS_TTL_MS = 30_000;

/**
 * The kept sheets with a grid of whole degrees over them: a search reads the cells its radius can reach,
 * not every course of the network (10,000 in the bench: scanning them was a tenth of a search's CPU). What
 * the radius tests of each sheet is kept in columns beside them (a 150 km search of the bench's network tests
 * about 3,600 sheets and hands on about 1,700): no sheet object is read until one passes the box.
 */
type KeptSheets = {
  sheets: CourseSheet[];
  cells: Map<number, Int32Array>;
  lat: Float64Array;
  lng: Float64Array;
  /** Each sheet's `latitudeCosine`, worked out once for every search's distances. */
  cosLat: Float64Array;
  /**
   * Each sheet's lowest adult price of its bands (Infinity: unpriced that day): an adults-only party's lowest
   * cost is its players times it (a positive factor keeps the order, rounding too).
   */
  lowestAdult: Float64Array;
  /** Each club's first sheet (where the club lies: every search without a point asks for the home club's). */
  clubs: Map<number, number>;
};
type Entry = { expiresAt: number; generation: number; refreshing: boolean; value: Promise<KeptSheets> };

const cellOf = (lat: number, lng: number) => (Math.floor(lat) + 90) * 400 + (Math.floor(lng) + 180);

function keep(sheets: CourseSheet[]): KeptSheets {
  const lists = new Map<number, number[]>();
  const clubs = new Map<number, number>();
  sheets.forEach((sheet, i) => {
    if (!clubs.has(sheet.clubId)) clubs.set(sheet.clubId, i);
    const cell = cellOf(sheet.lat, sheet.lng);
    const list = lists.get(cell);
    if (list) list.push(i);
    else lists.set(cell, [i]);
  });
  const cells = new Map<number, Int32Array>();
  for (const [cell, list] of lists) cells.set(cell, Int32Array.from(list));
  return {
    sheets,
    cells,
    clubs,
    lat: Float64Array.from(sheets, (s) => s.lat),
    lng: Float64Array.from(sheets, (s) => s.lng),
    cosLat: Float64Array.from(sheets, (s) => latitudeCosine(s.lat)),
    lowestAdult: Float64Array.from(sheets, (s) =>
      s.bands.reduce((lowest, band) => Math.min(lowest, band[0]), Number.POSITIVE_INFINITY),
    ),
  };
}

const readSheets = (db: Db, season: string, dayOfWeek: number) =>
  findCourseSheets(db, season, dayOfWeek).then(keep);
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
function sheetsOf(db: Db, season: string, dayOfWeek: number, now = Date.now()): Promise<KeptSheets> {
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
      const next = readSheets(db, season, dayOfWeek);
      next.then(
        () => cache.get(key) === hit && cache.set(key, fresh(next, now, hit.generation)),
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value;
  }
  const entry = fresh(readSheets(db, season, dayOfWeek), now, generation);
  cache.set(key, entry);
  entry.value.catch(() => cache.get(key) === entry && cache.delete(key));
  return entry.value;
}

const fresh = (value: Promise<KeptSheets>, now: number, of: number): Entry => ({
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

/**
 * Hands `visit` each golf course within `radiusKm` of a point that is priced that day (an unpriced day lists
 * nothing: the write's NO_PRICE) and, with `maxCost`, has a band within it, with its distance and the lowest
 * whole-party price of its bands, from the kept sheets (no statement once they are kept). The kept sheet
 * itself, and no object made per course: up to a few thousand a search (150 km of the bench network).
 */
export async function findCourseDaysInRadius(
  db: Db,
  input: {
    origin: { lat: number; lng: number };
    radiusKm: number;
    season: string;
    dayOfWeek: number;
    players: number;
    juniors: number;
    maxCost?: number;
  },
  visit: (sheet: CourseSheet, distanceKm: number, lowestCost: number) => void,
): Promise<void> {
  const { origin, radiusKm } = input;
  const dLat = radiusKm / 111.2;
  const cos = Math.cos((origin.lat * Math.PI) / 180);
  const dLng = cos < 0.01 ? 180 : radiusKm / (111.32 * cos);
  const lngAll = dLng >= 180 || origin.lng - dLng < -180 || origin.lng + dLng > 180;
  const adults = input.players - input.juniors;
  const { juniors, maxCost } = input;
  const cosOrigin = latitudeCosine(origin.lat);
  const kept = await sheetsOf(db, input.season, input.dayOfWeek);
  // The cheap tests first (the box, then the price), the distance's trigonometry last: within 150 km of the
  // bench's 10,000 clubs lie thousands of courses, and a search judges a few dozen of them.
  const { lat, lng, cosLat, lowestAdult, sheets } = kept;
  const consider = (i: number) => {
    const sheetLat = lat[i]!;
    if (Math.abs(sheetLat - origin.lat) > dLat) return;
    const sheetLng = lng[i]!;
    if (!lngAll && Math.abs(sheetLng - origin.lng) > dLng) return;
    let lowest = Number.POSITIVE_INFINITY;
    if (juniors === 0) {
      lowest = adults * lowestAdult[i]!;
    } else {
      const { bands } = sheets[i]!;
      for (let b = 0; b < bands.length; b++) {
        const band = bands[b]!;
        const cost = adults * band[0] + juniors * band[1];
        if (cost < lowest) lowest = cost;
      }
    }
    // Unpriced that day (no band): the write's NO_PRICE.
    if (lowest === Number.POSITIVE_INFINITY) return;
    if (maxCost !== undefined && lowest > maxCost) return;
    const d = distanceKmAt(origin.lat, origin.lng, cosOrigin, sheetLat, sheetLng, cosLat[i]!);
    if (d > radiusKm) return;
    visit(sheets[i]!, d, lowest);
  };
  if (lngAll) {
    for (let i = 0; i < sheets.length; i++) consider(i);
    return;
  }
  // The grid cells the box of ±dLat, ±dLng around the origin touches, cell by cell (the search orders the
  // candidates by key).
  const latFrom = Math.max(-90, Math.floor(origin.lat - dLat));
  const latTo = Math.min(90, Math.floor(origin.lat + dLat));
  const lngFrom = Math.floor(origin.lng - dLng);
  const lngTo = Math.floor(origin.lng + dLng);
  for (let lat = latFrom; lat <= latTo; lat++) {
    for (let lng = lngFrom; lng <= lngTo; lng++) {
      const cell = kept.cells.get(cellOf(lat, lng));
      if (cell) for (let c = 0; c < cell.length; c++) consider(cell[c]!);
    }
  }
}

/**
 * Where a club lies, from the kept sheets of the season's weekday (no statement once they are kept); null
 * when the club has no golf course there (the caller reads it then).
 */
export async function keptClubPoint(
  db: Db,
  input: { clubId: number; season: string; dayOfWeek: number },
): Promise<{ lat: number; lng: number } | null> {
  const kept = await sheetsOf(db, input.season, input.dayOfWeek);
  const i = kept.clubs.get(input.clubId);
  const sheet = i === undefined ? undefined : kept.sheets[i];
  return sheet ? { lat: sheet.lat, lng: sheet.lng } : null;
}
