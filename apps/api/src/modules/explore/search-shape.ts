import { EXPLORE, type ExploreSort, FACILITY_NAMES, type FacilityName } from '@fairway/contracts';

/**
 * An explore search as its statement takes it: the search resolved (`ClubSearch`), the shape that decides
 * the statement's text (`shapeOf`) and the values that are its parameters (`valuesOf`). The statement itself
 * is search-sql-repository.ts's.
 */
/** What the search statement needs, already resolved (a location search's text is a point by now). */
export type ClubSearch = {
  memberId: string;
  limit: number;
  /** Lower-cased name search text, or null (no name filter). */
  name: string | null;
  point: { lat: number; lng: number } | null;
  sortBy: ExploreSort;
  reverse: boolean;
  /** Miles; EXPLORE.distanceMax means no limit. */
  distance: number;
  maxAveragePrice: number;
  priceRange: [number, number];
  facilities: FacilityName[];
  tier: number | null;
};

export const METRES_PER_MILE = 1609.344;

/**
 * The word similarity a club's name needs to match a name search: pg_trgm's default (0.6) let one typo
 * through but not two ("foxhil heth" scores 0.57 against "foxhill heath golf club"); 0.5 takes two typos
 * and still nothing unrelated ("foxhill" against "fox hollow golf club": 0.38). explore_name_matches sets
 * the same figure for its `<%`.
 */
export const NAME_MATCH_THRESHOLD = 0.5;

/**
 * What decides the statement's text: which filters a search has and how it sorts, never their values. Each
 * shape is one prepared statement (search-statement.ts); its values are the statement's parameters.
 */
export type ClubSearchShape = {
  sortBy: ExploreSort;
  reverse: boolean;
  name: boolean;
  point: boolean;
  /** A distance limit (with a point). */
  within: boolean;
  maxAveragePrice: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  facilities: boolean;
  tier: boolean;
  /**
   * A list with no filter: how many clubs it ranks, written into the statement's text (the page's size
   * rounded up to one of LIMIT_STEPS; the statement then returns the page's own `limit` of them). A planner
   * that knows the limit plans such a list once per connection: with `limit $n` a generic plan must assume
   * a tenth of the clubs and would rank them all, so the default list was planned on every call (0.6 ms of
   * its 0.9). Null for a filtered search, whose generic plan is already its best (with the limit written
   * in, its custom plans looked cheaper and were made on every call: 0.9 ms of planning).
   */
  ranks: number | null;
};

/** The ranked rows' counts a statement is made for (EXPLORE.pageSize first; the largest is the cap). */
export const LIMIT_STEPS = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, EXPLORE.maxClubsToReturn];

export function shapeOf(s: ClubSearch): ClubSearchShape {
  const [min, max] = s.priceRange;
  const shape = {
    sortBy: s.sortBy,
    reverse: s.reverse,
    name: s.name !== null,
    point: s.point !== null,
    within: s.point !== null && s.distance < EXPLORE.distanceMax,
    maxAveragePrice: s.maxAveragePrice < EXPLORE.maxAveragePriceMax,
    minPrice: min > 0,
    maxPrice: max < EXPLORE.priceRangeMax,
    facilities: s.facilities.length > 0,
    tier: s.tier !== null,
  };
  // A name, a point or any filter: everything but the sort and its direction.
  const { sortBy: _sortBy, reverse: _reverse, ...narrowing } = shape;
  const filtered = Object.values(narrowing).some(Boolean);
  return { ...shape, ranks: filtered ? null : (LIMIT_STEPS.find((step) => step >= s.limit) ?? null) };
}

/** The facilities as bits in FACILITY_NAMES' order, as clubs.facility_bits holds them (migration 0028). */
export const facilityBits = (facilities: readonly FacilityName[]) =>
  facilities.reduce((bits, f) => bits | (1 << FACILITY_NAMES.indexOf(f)), 0);

/** Every bit pattern of the nine facilities that holds all of `bits` (2^(9 - facilities asked) of them). */
export function facilityPatterns(bits: number): number[] {
  const patterns: number[] = [];
  for (let p = 0; p < 1 << FACILITY_NAMES.length; p++) if ((p & bits) === bits) patterns.push(p);
  return patterns;
}

/** The statement's parameters (those its shape does not use are left out of its text). */
export type ClubSearchValues = {
  memberId: string;
  limit: number;
  offset: number;
  name: string | null;
  lat: number | null;
  lng: number | null;
  metres: number | null;
  /** The point as earthdistance's ll_to_earth makes it, as cube text (`earthPoint`). */
  here: string | null;
  /** The distance limit as gc_to_sec makes it (`earthChord`). */
  chord: number | null;
  maxAveragePrice: number;
  minPrice: number;
  maxPrice: number;
  facilityBits: number;
  /** facilityPatterns(facilityBits), as a PostgreSQL array literal. */
  facilityPatterns: string;
  tier: number | null;
  /**
   * The count of clubs open to visitors that this search's filters match, as a search with the same filters
   * made it at club_totals' `version` (-1: none kept): while the version holds, the statement answers it
   * without counting again (search-repository.ts keeps them).
   */
  countsVersion: number;
  knownCount: number;
};

export function valuesOf(s: ClubSearch): ClubSearchValues {
  const bits = facilityBits(s.facilities);
  return {
    memberId: s.memberId,
    limit: s.limit,
    offset: s.limit - 1,
    name: s.name,
    lat: s.point?.lat ?? null,
    lng: s.point?.lng ?? null,
    metres: s.distance * METRES_PER_MILE,
    here: s.point ? earthPoint(s.point.lat, s.point.lng) : null,
    chord: earthChord(s.distance * METRES_PER_MILE),
    maxAveragePrice: s.maxAveragePrice,
    minPrice: s.priceRange[0],
    maxPrice: s.priceRange[1],
    facilityBits: bits,
    facilityPatterns: s.facilities.length ? `{${facilityPatterns(bits).join(',')}}` : '{}',
    tier: s.tier,
    countsVersion: -1,
    knownCount: 0,
  };
}

/** earthdistance's earth(): the radius, in metres, its points and chords are measured in. */
const EARTH_M = 6378168;
/** PostgreSQL's radians() multiplies by this double (RADIANS_PER_DEGREE), the same as Math.PI / 180. */
const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * A point as `ll_to_earth(lat, lng)::cube` makes it, as the cube's text: the same operations in the same order
 * on the same doubles (cos and sin are each platform's, so the last bit may differ where two libraries round
 * differently: a distance moves by nanometres, and the reply rounds it to a tenth of a mile).
 * `explore-earth.int.test.ts` compares them with the database's on both databases.
 */
export function earthPoint(lat: number, lng: number): string {
  const la = lat * RADIANS_PER_DEGREE;
  const lo = lng * RADIANS_PER_DEGREE;
  const x = EARTH_M * Math.cos(la) * Math.cos(lo);
  const y = EARTH_M * Math.cos(la) * Math.sin(lo);
  const z = EARTH_M * Math.sin(la);
  return `(${x}, ${y}, ${z})`;
}

/** `gc_to_sec(metres)`: the straight-line chord of a great-circle distance, as earthdistance works it out. */
export function earthChord(metres: number): number {
  if (metres < 0) return 0;
  if (metres / EARTH_M > Math.PI) return 2 * EARTH_M;
  return 2 * EARTH_M * Math.sin(metres / (2 * EARTH_M));
}
