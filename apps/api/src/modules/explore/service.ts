import {
  clubUrlName,
  EXPLORE,
  EXPLORE_SORT,
  type ExploreClub,
  type ExploreClubsQuery,
  type ExploreClubsResult,
} from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { clubExists } from '../courses';
import type { Geocoder } from '../geo';
import { deleteFavourite, insertFavourite } from './favourite-repository';
import { runClubSearch } from './search-repository';
import type { ClubSearch } from './search-shape';

/** A row of the search statement (CLUB_SEARCH_COLUMNS' order); the club columns are null on a lone totals row. */
type Row = [
  id: number | null,
  name: string,
  latitude: number | null,
  longitude: number | null,
  town: string,
  tier: number,
  state: 'Available' | 'Unavailable',
  facilities: string[],
  averagePrice: number | string,
  numberOfBookings: number,
  dateJoined: string,
  shortDescription: string,
  bannerUrl: string | null,
  closedToVisitors: boolean,
  bookingClosedToVisitors: boolean,
  myHome: boolean,
  distanceMi: number | null,
  isFavourite: boolean,
  lastBookingMs: number | null,
  rounds: number,
  totalInFilter: number,
  totalClubs: number,
  /** The search has filters, so its count stopped one past EXPLORE.countCap. */
  filterCountCapped: boolean,
];

function toClub(r: Row & { 0: number }): ExploreClub {
  const [id, name, latitude, longitude, town, tier, state, facilities, averagePrice, numberOfBookings] = r;
  const last = r[18];
  return {
    Id: id,
    ClubId: id,
    Name: name,
    UrlName: clubUrlName(name),
    Location: latitude === null || longitude === null ? null : { Latitude: latitude, Longitude: longitude },
    Town: town,
    Postcode: null,
    State: state,
    Tier: tier,
    BookingClosedToVisitors: r[14],
    ClosedToVisitors: r[13],
    MyHomeClub: r[15],
    NumberOfBookings: numberOfBookings,
    Prices: { AvgPrice: Number(averagePrice) },
    ShortDescription: r[11],
    BannerUrl: r[12],
    CustomCSSClass: `club-${id}`,
    Facilities: facilities,
    Distance: r[16] === null ? null : Math.round(r[16] * 10) / 10,
    IsFavourite: r[17],
    LastBookingDate: last === null ? null : new Date(last).toISOString(),
    RoundsPlayed: r[19],
    DateJoined: r[10],
  };
}

/** The search statement's input from the request (a location search's text already resolved to `point`). */
export function clubSearchOf(
  memberId: string,
  q: ExploreClubsQuery,
  point: { lat: number; lng: number } | null,
): ClubSearch {
  return {
    memberId,
    limit: q.numClubsToReturn,
    name: !q.postcode && q.searchTerm ? q.searchTerm.toLowerCase() : null,
    point,
    sortBy: q.sortBy,
    reverse: q.sortByReverse,
    distance: q.distance,
    maxAveragePrice: q.maxAveragePrice,
    priceRange: q.minMaxRange,
    facilities: q.facilities,
    tier: q.tier ?? null,
  };
}

/**
 * Explore clubs: a location search's text becomes a point through the geocoder first (unless the device's
 * point came with it), then one SQL statement filters, ranks and pages.
 */
export async function searchClubs(
  db: Db,
  geocoder: Geocoder,
  memberId: string,
  q: ExploreClubsQuery,
): Promise<ExploreClubsResult> {
  let point =
    q.latitude !== undefined && q.longitude !== undefined ? { lat: q.latitude, lng: q.longitude } : null;
  let unresolvedLocation = false;
  if (q.postcode && q.searchTerm && !point) {
    const [place] = await geocoder.search(`${q.searchTerm}, United Kingdom`, 1);
    if (place) point = { lat: place.latitude, lng: place.longitude };
    else unresolvedLocation = true;
  }
  const search = clubSearchOf(memberId, q, point);
  const rows = (await runClubSearch(db, search)) as Row[];
  const totalClubs = rows[0]?.[21] ?? 0;
  const wantsDistance = q.sortBy === EXPLORE_SORT.distance || q.postcode || q.distance < 100;
  if (unresolvedLocation)
    return {
      clubs: [],
      totalClubsInFilter: 0,
      totalClubsInFilterCapped: false,
      totalClubs,
      distancesAreBad: true,
      location: null,
    };
  const found = rows.filter((r): r is Row & { 0: number } => r[0] !== null);
  // A filtered count stops one past the cap (search-sql.ts); the whole network's is exact (club_totals).
  const inFilter = found[0]?.[20] ?? 0;
  const capped = (found[0]?.[22] ?? false) && inFilter > EXPLORE.countCap;
  return {
    clubs: found.map(toClub),
    totalClubsInFilter: capped ? EXPLORE.countCap : inFilter,
    totalClubsInFilterCapped: capped,
    totalClubs,
    distancesAreBad: wantsDistance && !point,
    location: point ? { Latitude: point.lat, Longitude: point.lng } : null,
  };
}

async function assertClub(db: Db, clubId: number) {
  if (!(await clubExists(db, clubId))) throw new AppError('CLUB_NOT_FOUND', { params: { clubId } });
}

/** Marks a favourite; marking twice is the same as once. */
export async function addFavourite(db: Db, memberId: string, clubId: number) {
  await assertClub(db, clubId);
  await insertFavourite(db, memberId, clubId);
  return { clubId, isFavourite: true };
}

export async function removeFavourite(db: Db, memberId: string, clubId: number) {
  await assertClub(db, clubId);
  await deleteFavourite(db, memberId, clubId);
  return { clubId, isFavourite: false };
}
