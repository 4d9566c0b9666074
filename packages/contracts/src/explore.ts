import { z } from 'zod';
import {
  CLUB_STATES,
  type ClubState,
  EXPLORE,
  EXPLORE_SORT,
  FACILITY_NAMES,
  type FacilityName,
} from './explore-constants';
import { boundedString, idParam, intQuery } from './primitives';

/** Explore clubs (club-discovery §3 Club search parameters), as query names of `GET /api/explore/clubs`. */

const queryBool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .default(false);

/** A decimal number in a query (`-0.1276`, `51.5`): no exponent, hex or spaces, within min..max. */
const decimalQuery = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?[0-9]{1,3}(\.[0-9]{1,12})?$/)
    .meta({ description: `A decimal number from ${min} to ${max}` })
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** `min,max` points, each 0..15, min ≤ max (15 means no upper limit). */
const minMaxRange = z
  .string()
  .regex(/^[0-9]{1,2},[0-9]{1,2}$/)
  .meta({ description: 'Price range in points: min,max within 0..15' })
  .transform((v) => v.split(',').map(Number) as [number, number])
  .refine(([min, max]) => min <= max && max <= EXPLORE.priceRangeMax, 'validation.invalid');

/** Comma-separated facility property names; every one listed must hold. */
const facilities = z
  .string()
  .max(200)
  .meta({ description: `Comma-separated: ${FACILITY_NAMES.join(', ')}` })
  .transform((v) => (v === '' ? [] : v.split(',')))
  .pipe(
    z
      .array(z.enum(FACILITY_NAMES as [FacilityName, ...FacilityName[]]))
      .max(FACILITY_NAMES.length)
      .refine((list) => new Set(list).size === list.length, 'validation.invalid'),
  );

export const ZExploreClubsQuery = z
  .object({
    numClubsToReturn: intQuery(1, EXPLORE.maxClubsToReturn).default(EXPLORE.pageSize),
    searchTerm: boundedString(EXPLORE.searchTermMax).trim().default(''),
    /** The search text is a location (a town or postcode), not a club name. */
    postcode: queryBool,
    sortByReverse: queryBool,
    latitude: decimalQuery(-90, 90).optional(),
    longitude: decimalQuery(-180, 180).optional(),
    sortBy: intQuery(0, 7)
      .default(EXPLORE_SORT.bestMatch)
      .transform((v) => v as (typeof EXPLORE_SORT)[keyof typeof EXPLORE_SORT]),
    /** Miles from the location; 100 means no limit. */
    distance: intQuery(0, EXPLORE.distanceMax).default(EXPLORE.distanceMax),
    /** Points; 10 means no limit. */
    maxAveragePrice: decimalQuery(0, EXPLORE.maxAveragePriceMax).default(EXPLORE.maxAveragePriceMax),
    minMaxRange: minMaxRange.default([0, EXPLORE.priceRangeMax]),
    facilities: facilities.default([]),
    /**
     * Only clubs of this tier. The spec lists "tier (value 2)" and "Search tier 2" without saying what it
     * selects; read as a filter to tier 2 it would hide the tier 3 clubs the map must draw in gold, so the
     * explore screen sends no tier and searches every tier. The parameter stays for API callers.
     */
    tier: intQuery(1, 3).optional(),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: 'validation.invalid',
    path: ['longitude'],
  });
export type ExploreClubsQuery = z.infer<typeof ZExploreClubsQuery>;

export const ZExploreClub = z.object({
  Id: z.number().int(),
  ClubId: z.number().int(),
  Name: z.string(),
  /** The club's name as it appears in public page paths (`/Club/{UrlName}/{Id}`). */
  UrlName: z.string(),
  Location: z.object({ Latitude: z.number(), Longitude: z.number() }).nullable(),
  Town: z.string(),
  Postcode: z.string().nullable(),
  State: z.enum(CLUB_STATES),
  Tier: z.number().int(),
  BookingClosedToVisitors: z.boolean(),
  ClosedToVisitors: z.boolean(),
  MyHomeClub: z.boolean(),
  NumberOfBookings: z.number().int(),
  Prices: z.object({ AvgPrice: z.number() }),
  ShortDescription: z.string(),
  BannerUrl: z.string().nullable(),
  CustomCSSClass: z.string(),
  Facilities: z.array(z.string()),
  /** Miles from the search location, null without one. */
  Distance: z.number().nullable(),
  IsFavourite: z.boolean(),
  /** The member's last booking start at the club (ISO), null if never. */
  LastBookingDate: z.string().nullable(),
  /** The member's rounds at the club (bookings not cancelled). */
  RoundsPlayed: z.number().int(),
  DateJoined: z.string(),
});
export type ExploreClub = z.infer<typeof ZExploreClub>;

export const ZExploreClubsResult = z.object({
  clubs: z.array(ZExploreClub),
  /** The clubs the filters match, exactly up to EXPLORE.countCap (then the cap itself). */
  totalClubsInFilter: z.number().int(),
  /** True when more clubs than EXPLORE.countCap match: the web app shows the count as "1,000+". */
  totalClubsInFilterCapped: z.boolean(),
  totalClubs: z.number().int(),
  /** True when distances could not be worked out (no location, or a location search that found nothing). */
  distancesAreBad: z.boolean(),
  /**
   * The point distances were measured from: the device's (latitude and longitude), or where a location
   * search's text resolved through the geocoder (the text plus ', United Kingdom'); null without one. The
   * map view centres on it at zoom 8.
   */
  location: z.object({ Latitude: z.number(), Longitude: z.number() }).nullable().meta({
    description:
      "The search's point (device location, or the location text geocoded with ', United Kingdom'); null without one",
  }),
});
export type ExploreClubsResult = z.infer<typeof ZExploreClubsResult>;

export const ZFavouriteParams = z.object({ clubId: idParam(0) });
export const ZFavouriteResult = z.object({ clubId: z.number().int(), isFavourite: z.boolean() });
export type FavouriteResult = z.infer<typeof ZFavouriteResult>;

/** Geocoder: place search and reverse geocoding (embedded UK gazetteer or GEOCODER_URL). */
export const ZGeoSearchQuery = z.object({ q: boundedString(200).trim().min(1) });
export const ZGeoReverseQuery = z.object({ lat: decimalQuery(-90, 90), lng: decimalQuery(-180, 180) });

export const ZGeoPlace = z.object({
  name: z.string(),
  /** Name with its region (`Newcastle upon Tyne, England`). */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** `postcode`: the embedded geocoder's coarse answer, the post town of the postcode's area. */
  kind: z.enum(['town', 'club', 'place', 'postcode']),
});
export type GeoPlace = z.infer<typeof ZGeoPlace>;
export const ZGeoSearchResult = z.object({ results: z.array(ZGeoPlace) });
export type GeoSearchResult = z.infer<typeof ZGeoSearchResult>;
export const ZGeoReverseResult = z.object({ place: ZGeoPlace.nullable() });
export type GeoReverseResult = z.infer<typeof ZGeoReverseResult>;

/**
 * A club as the explore map draws it: its id and names, its point, tier and state. The API's tile layer
 * (`listClubPoints`) and the web app's map both use this one shape.
 */
export type ClubPoint = {
  id: number;
  name: string;
  /** The club's name as its page's address writes it (`clubUrlName`). */
  urlName: string;
  lat: number;
  lng: number;
  tier: number;
  state: ClubState;
};
