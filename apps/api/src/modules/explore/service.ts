import {
  clubUrlName,
  EXPLORE_SORT,
  type ExploreClub,
  type ExploreClubsQuery,
  type ExploreClubsResult,
} from '@fairway/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, favouriteClubs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Geocoder } from '../geo/geocoder';
import { type ClubSearch, type ClubSearchRow, clubSearchSql } from './search-sql';

const num = (v: number | string | null) => (v === null ? 0 : Number(v));

function toClub(r: ClubSearchRow & { id: number }): ExploreClub {
  const last = r.last_booking;
  return {
    Id: r.id,
    ClubId: r.id,
    Name: r.name,
    UrlName: clubUrlName(r.name),
    Location:
      r.latitude === null || r.longitude === null
        ? null
        : { Latitude: Number(r.latitude), Longitude: Number(r.longitude) },
    Town: r.town,
    Postcode: null,
    State: r.state,
    Tier: r.tier,
    BookingClosedToVisitors: r.booking_closed_to_visitors,
    ClosedToVisitors: r.closed_to_visitors,
    MyHomeClub: r.my_home,
    NumberOfBookings: r.number_of_bookings,
    Prices: { AvgPrice: Number(r.average_price) },
    ShortDescription: r.short_description,
    BannerUrl: r.banner_url,
    CustomCSSClass: `club-${r.id}`,
    Facilities: r.facilities,
    Distance: r.distance_mi === null ? null : Math.round(Number(r.distance_mi) * 10) / 10,
    IsFavourite: r.is_favourite,
    LastBookingDate: last === null ? null : new Date(last).toISOString(),
    RoundsPlayed: num(r.rounds),
    DateJoined: r.date_joined,
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
  const result = await db.execute(clubSearchSql(search));
  const rows = (result as unknown as { rows: ClubSearchRow[] }).rows;
  const totalClubs = num(rows[0]?.total_clubs ?? 0);
  const wantsDistance = q.sortBy === EXPLORE_SORT.distance || q.postcode || q.distance < 100;
  if (unresolvedLocation)
    return { clubs: [], totalClubsInFilter: 0, totalClubs, distancesAreBad: true, location: null };
  const found = rows.filter((r): r is ClubSearchRow & { id: number } => r.id !== null);
  return {
    clubs: found.map(toClub),
    totalClubsInFilter: num(found[0]?.total_in_filter ?? 0),
    totalClubs,
    distancesAreBad: wantsDistance && !point,
    location: point ? { Latitude: point.lat, Longitude: point.lng } : null,
  };
}

async function assertClub(db: Db, clubId: number) {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw new AppError('CLUB_NOT_FOUND', { params: { clubId } });
}

/** Marks a favourite; marking twice is the same as once. */
export async function addFavourite(db: Db, memberId: string, clubId: number) {
  await assertClub(db, clubId);
  await db.insert(favouriteClubs).values({ memberId, clubId }).onConflictDoNothing();
  return { clubId, isFavourite: true };
}

export async function removeFavourite(db: Db, memberId: string, clubId: number) {
  await assertClub(db, clubId);
  await db
    .delete(favouriteClubs)
    .where(and(eq(favouriteClubs.memberId, memberId), eq(favouriteClubs.clubId, clubId)));
  return { clubId, isFavourite: false };
}
