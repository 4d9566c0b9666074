import { EXPLORE_SORT } from '@fairway/contracts/constants';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_COUNT, DEFAULT_LIST_SEARCH } from './default-list';
import {
  apiSearchParams,
  DEFAULT_STATE,
  type ExploreState,
  readExploreParams,
  resetState,
  writeExploreParams,
} from './search-params';

const full: ExploreState = {
  searchTerm: 'Grove',
  location: 'Camberley',
  sortBy: EXPLORE_SORT.distance,
  searchIsLocation: false,
  latitude: 51.3365,
  longitude: -0.7427,
  distance: 25,
  maxAveragePrice: 7,
  minMaxRange: [2, 12],
  facilities: ['Gym', 'Pool'],
  clubIndex: 30,
  showMap: true,
};

describe('explore query parameters', () => {
  it('round-trips every parameter through the URL', () => {
    const url = writeExploreParams(full);
    expect([...url.keys()].sort()).toEqual(
      [
        'clubindex',
        'distance',
        'facilities',
        'latitude',
        'location',
        'longitude',
        'maxaverageprice',
        'minmaxrange',
        'searchterm',
        'showmap',
        'sortby',
      ].sort(),
    );
    expect(readExploreParams(new URLSearchParams(url.toString()))).toEqual(full);
    const location = {
      ...DEFAULT_STATE,
      searchTerm: 'Leeds',
      searchIsLocation: true,
      sortBy: EXPLORE_SORT.distance,
    };
    expect(readExploreParams(writeExploreParams(location))).toEqual(location);
  });

  it('writes nothing for the defaults and reads defaults for bad values', () => {
    expect(writeExploreParams(DEFAULT_STATE).toString()).toBe('');
    const bad = new URLSearchParams(
      'sortby=9&distance=500&maxaverageprice=x&minmaxrange=9,2&facilities=Gym,Sauna&latitude=51&clubindex=0&showmap=yes',
    );
    expect(readExploreParams(bad)).toEqual({ ...DEFAULT_STATE, facilities: ['Gym'] });
  });

  it('sends the API a location search as text and the device location as a point', () => {
    const typed = apiSearchParams({ ...full, searchIsLocation: true });
    expect(typed.get('postcode')).toBe('true');
    expect(typed.get('latitude')).toBeNull();
    const device = apiSearchParams({ ...full, searchTerm: '' });
    expect(device.get('latitude')).toBe('51.3365');
    expect(device.get('facilities')).toBe('Gym,Pool');
    expect(device.get('minMaxRange')).toBe('2,12');
    expect(apiSearchParams(DEFAULT_STATE).toString()).toBe('sortBy=0');
  });

  it("gives the first screen's prefetch the default list's search and page size as the screen asks for them", () => {
    expect(DEFAULT_LIST_SEARCH).toBe(apiSearchParams(DEFAULT_STATE).toString());
    expect(DEFAULT_LIST_COUNT).toBe(DEFAULT_STATE.clubIndex);
  });

  it('resets sort, filters, search and index but keeps the view', () => {
    expect(resetState(full)).toEqual({ ...DEFAULT_STATE, showMap: true });
  });
});
