/**
 * Explore (club-discovery §3, §9): zod-free so the explore screen can import them without the schemas.
 */

/** The nine facility filters, label → property name, in the spec's order. */
export const FACILITY_FILTERS = [
  { property: 'DrivingRange', label: 'Driving Range' },
  { property: 'PuttingGreen', label: 'Putting Green' },
  { property: 'Bar', label: 'Bar' },
  { property: 'BarFood', label: 'Bar Food' },
  { property: 'CoffeeShop', label: 'Coffee Shop' },
  { property: 'Restaurant', label: 'Restaurant' },
  { property: 'Gym', label: 'Gym' },
  { property: 'Pool', label: 'Pool' },
  { property: 'FreeWiFi', label: 'Free WiFi' },
] as const;
export type FacilityName = (typeof FACILITY_FILTERS)[number]['property'];
export const FACILITY_NAMES = FACILITY_FILTERS.map((f) => f.property) as readonly FacilityName[];

export const CLUB_STATES = ['Available', 'Unavailable'] as const;
export type ClubState = (typeof CLUB_STATES)[number];

/** Sort options: 0 best match (default) … 7 newest. */
export const EXPLORE_SORT = {
  bestMatch: 0,
  distance: 1,
  alphabetical: 2,
  averagePrice: 3,
  favourites: 4,
  lastBookingDate: 5,
  roundsPlayed: 6,
  newest: 7,
} as const;
export type ExploreSort = (typeof EXPLORE_SORT)[keyof typeof EXPLORE_SORT];

export const EXPLORE = {
  pageSize: 10,
  mapLimit: 10_000,
  /** The largest numClubsToReturn a request may ask for (the map's list). */
  maxClubsToReturn: 10_000,
  /**
   * A filtered search counts its clubs exactly up to this many; past it the reply says `totalClubsInFilter`
   * is this cap with `totalClubsInFilterCapped` (shown as "1,000+"): counting every club of a large network
   * for each search was most of the location and filtered modes' time.
   */
  countCap: 1_000,
  /** Distance slider in miles: 100 means no limit (shown as 100mi+). */
  distanceMax: 100,
  /** Maximum average price in points: 10 means no limit (shown as +). */
  maxAveragePriceMax: 10,
  /** Price range in points: [0, 15] by default, 15 meaning no upper limit (15+). */
  priceRangeMax: 15,
  debounceMs: 600,
  scrollPromptPx: 200,
  backToTopPx: 1000,
  carouselAutoplayMs: 5000,
  listScrollTopDelayMs: 1000,
  geolocation: { maximumAge: 3000, timeout: 5000, enableHighAccuracy: true },
  searchTermMax: 100,
  /** Map: the middle of the UK at zoom 4.8, zoom 8 around a location. */
  mapCentre: { lat: 54.4, lng: -3.2 },
  mapZoom: 4.8,
  mapLocationZoom: 8,
} as const;

/** A club's name as a path segment of its public pages: `Foxhill Heath Golf Club` → `Foxhill-Heath-Golf-Club`. */
export const clubUrlName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
