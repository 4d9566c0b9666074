import { type ClubState, FACILITY_NAMES, type FacilityName } from '@fairway/contracts';
import { type Town, ukTowns } from '../modules/geo';
import { demoClubPages } from './club-pages';
import { seedClubs } from './clubs';
import { pricesFor } from './courses';

/**
 * The demo network (issue 9): the eleven themed clubs plus 251 generated clubs with fictional names on
 * real UK towns from the gazetteer (GeoNames). Deterministic: every choice comes from a PRNG seeded with
 * the club id, and towns are taken in the gazetteer's stable order.
 */
export type NetworkClub = {
  id: number;
  name: string;
  town: Town;
  tier: 1 | 2 | 3;
  state: ClubState;
  closedToVisitors: boolean;
  bookingClosedToVisitors: boolean;
  facilities: FacilityName[];
  /** Shift of the golf points matrix against the themed clubs' (−3 … +3). */
  priceOffset: number;
  averagePrice: number;
  minPrice: number;
  maxPrice: number;
  numberOfBookings: number;
  dateJoined: string;
  shortDescription: string;
};

export const GENERATED_CLUB_FIRST_ID = 601;
export const GENERATED_CLUB_COUNT = 251;

/** mulberry32: a small, well-distributed PRNG; the same seed gives the same network on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FEATURES = [
  'Oaks',
  'Meadows',
  'Ridge',
  'Vale',
  'Heath',
  'Downs',
  'Park',
  'Links',
  'Woods',
  'Brook',
  'Hollow',
  'Fields',
];
const SUFFIXES = ['Golf Club', 'Golf & Country Club', 'Golf Club', 'Golf Centre', 'Golf Club', 'Golf Resort'];
const BLURBS = [
  'A parkland course with mature trees and fast, true greens.',
  'Heathland golf with heather-lined fairways and a friendly clubhouse.',
  'A links course shaped by the wind, with views out to sea.',
  'Rolling downland holes and a warm welcome for visitors.',
  'A championship layout with a well-stocked pro shop.',
  'Tree-lined fairways, water in play and a lively nineteenth hole.',
];

/**
 * Themed clubs (their documents are in clubs.ts; their towns come from their addresses, `townOfAddress`);
 * club 0 is the network's brand, not a venue.
 */
const THEMED: Record<number, { tier: 1 | 2 | 3; joined: string; facilities: FacilityName[] }> = {
  151: { tier: 3, joined: '2016-04-01', facilities: [...FACILITY_NAMES] },
  563: {
    tier: 3,
    joined: '2017-06-12',
    facilities: ['DrivingRange', 'PuttingGreen', 'Bar', 'Restaurant', 'Gym', 'Pool', 'FreeWiFi'],
  },
  541: {
    tier: 2,
    joined: '2018-03-20',
    facilities: ['DrivingRange', 'PuttingGreen', 'Bar', 'BarFood'],
  },
  523: {
    tier: 3,
    joined: '2016-09-01',
    facilities: ['DrivingRange', 'PuttingGreen', 'Bar', 'BarFood', 'CoffeeShop', 'Restaurant', 'FreeWiFi'],
  },
  449: {
    tier: 2,
    joined: '2019-02-14',
    facilities: ['PuttingGreen', 'Bar', 'BarFood', 'FreeWiFi'],
  },
  537: {
    tier: 2,
    joined: '2019-05-30',
    facilities: ['DrivingRange', 'PuttingGreen', 'Restaurant'],
  },
  238: {
    tier: 1,
    joined: '2020-07-07',
    facilities: ['PuttingGreen', 'Bar', 'CoffeeShop'],
  },
  234: {
    tier: 1,
    joined: '2021-01-18',
    facilities: ['DrivingRange', 'Bar', 'BarFood', 'Gym'],
  },
  259: {
    tier: 2,
    joined: '2022-08-22',
    facilities: ['PuttingGreen', 'BarFood', 'CoffeeShop', 'FreeWiFi'],
  },
  260: {
    tier: 1,
    joined: '2023-03-03',
    facilities: ['DrivingRange', 'PuttingGreen', 'Bar', 'Pool'],
  },
};

/** The golf matrix's average, cheapest and dearest adult cost (one decimal), for the explore filters. */
export function golfPriceSummary(offset: number, rounds: boolean) {
  const costs: number[] = [];
  for (const season of ['summer', 'winter'] as const) {
    for (let day = 0; day < 7; day++) {
      for (const band of pricesFor('golf', season, day === 0 || day === 6, rounds, offset))
        costs.push(band.adultCost);
    }
  }
  const average = Math.round((costs.reduce((a, b) => a + b, 0) / costs.length) * 10) / 10;
  return { averagePrice: average, minPrice: Math.min(...costs), maxPrice: Math.max(...costs) };
}

function isoDay(from: string, plusDays: number): string {
  const day = new Date(`${from}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + plusDays);
  return day.toISOString().slice(0, 10);
}

/**
 * The town a club's address names: the first of its lines after the club's name (or a comma-separated part
 * of one, "Rickmansworth, Hertfordshire") that the gazetteer knows. Explore lists and places the club there,
 * so the listing and the address (club pages, Contact) never disagree (issue 44 item 15).
 */
export function townOfAddress(towns: readonly Town[], address: readonly string[]): Town {
  for (const part of address.slice(1).flatMap((line) => line.split(','))) {
    const town = towns.find((t) => t.name === part.trim());
    if (town) return town;
  }
  throw new Error(`seed: no line of the address ${address.join(', ')} names a town of the gazetteer`);
}

function themedTown(towns: readonly Town[], clubId: number): Town {
  const pages = demoClubPages[clubId];
  if (!pages) throw new Error(`seed: themed club ${clubId} has no club pages`);
  return townOfAddress(towns, pages.address ?? []);
}

function buildNetwork(): NetworkClub[] {
  const towns = ukTowns();
  const themedTowns = new Set(Object.keys(THEMED).map((id) => themedTown(towns, Number(id)).name));
  const out: NetworkClub[] = [];
  for (const club of seedClubs) {
    const themed = THEMED[club.id];
    if (!themed) continue;
    const rng = prng(club.id);
    out.push({
      id: club.id,
      name: club.name,
      town: themedTown(towns, club.id),
      tier: themed.tier,
      state: 'Available',
      closedToVisitors: false,
      bookingClosedToVisitors: false,
      facilities: themed.facilities,
      priceOffset: 0,
      ...golfPriceSummary(0, club.content.disablePoints),
      numberOfBookings: 500 + Math.floor(rng() * 4500),
      dateJoined: themed.joined,
      shortDescription: `${club.content.clubNameShort}: ${BLURBS[club.id % BLURBS.length]}`,
    });
  }
  // Spread over the country: every third town of the 900 most populous, skipping the themed clubs' towns.
  const candidates = towns.slice(0, 900).filter((t, i) => i % 3 === 0 && !themedTowns.has(t.name));
  for (let i = 0; i < GENERATED_CLUB_COUNT; i++) {
    const id = GENERATED_CLUB_FIRST_ID + i;
    const rng = prng(id * 7919);
    const town = candidates[i % candidates.length] as Town;
    const feature = FEATURES[Math.floor(rng() * FEATURES.length)];
    const suffix = SUFFIXES[Math.floor(rng() * SUFFIXES.length)];
    const roll = rng();
    const tier: 1 | 2 | 3 = roll < 0.1 ? 3 : roll < 0.45 ? 2 : 1;
    const priceOffset = Math.floor(rng() * 7) - 3;
    // Small offsets (within a couple of km) so a club is near, not on, the town's centre.
    const lat = Math.round((town.lat + (rng() - 0.5) * 0.04) * 1e5) / 1e5;
    const lng = Math.round((town.lng + (rng() - 0.5) * 0.06) * 1e5) / 1e5;
    out.push({
      id,
      name: `${town.name} ${feature} ${suffix}`,
      town: { ...town, lat, lng },
      tier,
      state: rng() < 0.05 ? 'Unavailable' : 'Available',
      closedToVisitors: rng() < 0.04,
      bookingClosedToVisitors: rng() < 0.06,
      facilities: FACILITY_NAMES.filter(() => rng() < 0.55),
      priceOffset,
      ...golfPriceSummary(priceOffset, false),
      numberOfBookings: Math.floor(rng() * 3000),
      dateJoined: isoDay('2015-01-05', Math.floor(rng() * 4000)),
      shortDescription: BLURBS[Math.floor(rng() * BLURBS.length)] as string,
    });
  }
  return out;
}

let network: NetworkClub[] | null = null;
/** The whole demo network (themed clubs first), built once. */
export function networkClubs(): NetworkClub[] {
  if (!network) network = buildNetwork();
  return network;
}
