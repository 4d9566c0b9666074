import {
  EXPLORE,
  EXPLORE_SORT,
  type ExploreSort,
  FACILITY_NAMES,
  type FacilityName,
} from '@fairway/contracts/constants';

/**
 * The explore screen's whole search lives in its URL (club-discovery §2: searchterm, location, sortby,
 * searchislocation, latitude, longitude, distance, maxaverageprice, minmaxrange, clubindex, showmap;
 * facilities too), so a link reproduces a search. Values that do not parse fall back to the default.
 */
export type ExploreState = {
  searchTerm: string;
  /** The name of the device location's town (after Use current location). */
  location: string;
  sortBy: ExploreSort;
  searchIsLocation: boolean;
  latitude: number | null;
  longitude: number | null;
  distance: number;
  maxAveragePrice: number;
  minMaxRange: [number, number];
  facilities: FacilityName[];
  /** How many clubs the list shows (grows by 10). */
  clubIndex: number;
  showMap: boolean;
};

export const DEFAULT_STATE: ExploreState = {
  searchTerm: '',
  location: '',
  sortBy: EXPLORE_SORT.bestMatch,
  searchIsLocation: false,
  latitude: null,
  longitude: null,
  distance: EXPLORE.distanceMax,
  maxAveragePrice: EXPLORE.maxAveragePriceMax,
  minMaxRange: [0, EXPLORE.priceRangeMax],
  facilities: [],
  clubIndex: EXPLORE.pageSize,
  showMap: false,
};

const intIn = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};
const decimalIn = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^-?\d{1,3}(\.\d{1,12})?$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

export function readExploreParams(params: URLSearchParams): ExploreState {
  const lat = decimalIn(params.get('latitude'), -90, 90);
  const lng = decimalIn(params.get('longitude'), -180, 180);
  const range = (params.get('minmaxrange') ?? '').split(',').map((v) => intIn(v, 0, EXPLORE.priceRangeMax));
  const [min, max] = range;
  const facilities = (params.get('facilities') ?? '')
    .split(',')
    .filter((f): f is FacilityName => (FACILITY_NAMES as readonly string[]).includes(f));
  const clubIndex = intIn(params.get('clubindex'), 1, EXPLORE.maxClubsToReturn);
  return {
    searchTerm: (params.get('searchterm') ?? '').slice(0, EXPLORE.searchTermMax),
    location: (params.get('location') ?? '').slice(0, 200),
    sortBy: (intIn(params.get('sortby'), 0, 7) ?? DEFAULT_STATE.sortBy) as ExploreSort,
    searchIsLocation: params.get('searchislocation') === 'true',
    latitude: lat !== null && lng !== null ? lat : null,
    longitude: lat !== null && lng !== null ? lng : null,
    distance: intIn(params.get('distance'), 0, EXPLORE.distanceMax) ?? DEFAULT_STATE.distance,
    maxAveragePrice:
      decimalIn(params.get('maxaverageprice'), 0, EXPLORE.maxAveragePriceMax) ??
      DEFAULT_STATE.maxAveragePrice,
    minMaxRange:
      range.length === 2 && min != null && max != null && min <= max ? [min, max] : DEFAULT_STATE.minMaxRange,
    facilities: [...new Set(facilities)],
    clubIndex: clubIndex ?? DEFAULT_STATE.clubIndex,
    showMap: params.get('showmap') === 'true',
  };
}

/** Only what differs from the defaults is written, so a plain /explore/clubs stays plain. */
export function writeExploreParams(state: ExploreState): URLSearchParams {
  const out = new URLSearchParams();
  const d = DEFAULT_STATE;
  if (state.searchTerm) out.set('searchterm', state.searchTerm);
  if (state.location) out.set('location', state.location);
  if (state.sortBy !== d.sortBy) out.set('sortby', String(state.sortBy));
  if (state.searchIsLocation) out.set('searchislocation', 'true');
  if (state.latitude !== null && state.longitude !== null) {
    out.set('latitude', String(state.latitude));
    out.set('longitude', String(state.longitude));
  }
  if (state.distance !== d.distance) out.set('distance', String(state.distance));
  if (state.maxAveragePrice !== d.maxAveragePrice) out.set('maxaverageprice', String(state.maxAveragePrice));
  if (state.minMaxRange[0] !== d.minMaxRange[0] || state.minMaxRange[1] !== d.minMaxRange[1]) {
    out.set('minmaxrange', state.minMaxRange.join(','));
  }
  if (state.facilities.length) out.set('facilities', state.facilities.join(','));
  if (state.clubIndex !== d.clubIndex) out.set('clubindex', String(state.clubIndex));
  if (state.showMap) out.set('showmap', 'true');
  return out;
}

/** The API's search parameters (club-discovery §3) for a state, without the page size. */
export function apiSearchParams(state: ExploreState): URLSearchParams {
  const q = new URLSearchParams();
  const term = state.searchTerm.trim();
  if (term) q.set('searchTerm', term);
  if (state.searchIsLocation && term) q.set('postcode', 'true');
  // A typed location is resolved by the server; the device's point is sent as it is.
  if (!(state.searchIsLocation && term) && state.latitude !== null && state.longitude !== null) {
    q.set('latitude', String(state.latitude));
    q.set('longitude', String(state.longitude));
  }
  q.set('sortBy', String(state.sortBy));
  if (state.distance !== DEFAULT_STATE.distance) q.set('distance', String(state.distance));
  if (state.maxAveragePrice !== DEFAULT_STATE.maxAveragePrice)
    q.set('maxAveragePrice', String(state.maxAveragePrice));
  if (state.minMaxRange.join(',') !== DEFAULT_STATE.minMaxRange.join(','))
    q.set('minMaxRange', state.minMaxRange.join(','));
  if (state.facilities.length) q.set('facilities', state.facilities.join(','));
  return q;
}

/** Reset (club-discovery §4): default sort, filters, search and index; the view (list or map) stays. */
export const resetState = (state: ExploreState): ExploreState => ({
  ...DEFAULT_STATE,
  showMap: state.showMap,
});

/** Whether any filter of the panel differs from its default (the Reset button's state). */
export const filtersChanged = (s: ExploreState) =>
  s.distance !== DEFAULT_STATE.distance ||
  s.maxAveragePrice !== DEFAULT_STATE.maxAveragePrice ||
  s.minMaxRange.join() !== DEFAULT_STATE.minMaxRange.join() ||
  s.facilities.length > 0;
