import { describe, expect, it } from 'vitest';
import {
  alertBody,
  apiQuery,
  defaultSearch,
  readSearch,
  type SearchState,
  widerRadius,
  widerWindow,
  writeSearch,
} from './search-url';

const TODAY = '2026-12-05';
const read = (query: string) => readSearch(new URLSearchParams(query), TODAY);

const full: SearchState = {
  date: '2026-12-12',
  from: '08:00',
  to: '10:00',
  players: 3,
  juniors: 0,
  buddies: ['B7K2', 'Q9ZZ'],
  where: 'place',
  lat: 53.9921,
  lng: -1.5418,
  place: 'Harrogate, England',
  radiusKm: 25,
  maxCost: 40,
  sort: 'cheapest',
  view: 'map',
};

describe('the search in the URL', () => {
  it('reads back every value it wrote', () => {
    expect(readSearch(writeSearch(full), TODAY)).toEqual(full);
    const near = {
      ...full,
      where: 'near' as const,
      place: '',
      view: 'times' as const,
      sort: 'nearest' as const,
    };
    expect(readSearch(writeSearch(near), TODAY)).toEqual(near);
  });

  it('writes only the date for the default search, and reads an empty query as it', () => {
    expect(writeSearch(defaultSearch(TODAY)).toString()).toBe(`date=${TODAY}`);
    expect(read('')).toEqual(defaultSearch(TODAY));
  });

  it('reads odd values leniently: past dates, reversed windows, parties out of range', () => {
    const s = read('date=2026-12-01&from=10:00&to=09:00&players=9&juniors=7&radiusKm=9000&sort=best&view=x');
    expect(s).toMatchObject({ date: TODAY, from: '10:00', to: '', players: 4, juniors: 3, radiusKm: 500 });
    expect(s.sort).toBe('soonest');
    expect(s.view).toBe('clubs');
    expect(read('date=2026-13-45&from=7am&players=two').date).toBe(TODAY);
    expect(read('from=7am&players=two')).toMatchObject({ from: '', players: 1 });
  });

  it('keeps buddies only while the party has places for them', () => {
    expect(read('players=2&buddies=A1,B2,A1').buddies).toEqual(['A1']);
    expect(read('players=4&juniors=1&buddies=A1,B2,C3').buddies).toEqual(['A1', 'B2']);
    expect(read('buddies=A1').buddies).toEqual([]);
  });

  it('falls back to the home club when a place or near me has no usable point', () => {
    expect(read('where=near&lat=91&lng=0')).toMatchObject({ where: 'home', lat: null, lng: null });
    expect(read('where=place&place=York')).toMatchObject({ where: 'home', place: '' });
    expect(read('lat=51.5&lng=-0.1')).toMatchObject({ where: 'place', lat: 51.5, lng: -0.1 });
  });
});

describe('the API query', () => {
  it("names the API's parameters, a point only away from home, and the page's cursor", () => {
    const q = apiQuery(full, 'abc_1', 20);
    expect(Object.fromEntries(q)).toEqual({
      date: '2026-12-12',
      from: '08:00',
      to: '10:00',
      players: '3',
      lat: '53.9921',
      lng: '-1.5418',
      radiusKm: '25',
      maxCost: '40',
      sort: 'cheapest',
      buddies: 'B7K2,Q9ZZ',
      cursor: 'abc_1',
      limit: '20',
    });
    const home = Object.fromEntries(apiQuery(defaultSearch(TODAY)));
    expect(home).toEqual({ date: TODAY, players: '1', radiusKm: '50', sort: 'soonest', limit: '20' });
  });

  it("the view is the screen's own: switching it keeps the same query", () => {
    expect(apiQuery({ ...full, view: 'clubs' }).toString()).toBe(apiQuery(full).toString());
  });
});

describe('widening and alerts', () => {
  it('widens the window to the whole day and the radius to the next one offered', () => {
    expect(widerWindow(full)).toMatchObject({ from: '', to: '' });
    expect(widerWindow({ ...full, from: '', to: '' })).toBeNull();
    expect(widerRadius(full)?.radiusKm).toBe(50);
    expect(widerRadius({ ...full, radiusKm: 60 })?.radiusKm).toBe(100);
    expect(widerRadius({ ...full, radiusKm: 500 })).toBeNull();
  });

  it('saves the search as an alert over the whole day when it has no window', () => {
    expect(alertBody(defaultSearch(TODAY))).toEqual({
      date: TODAY,
      from: '00:00',
      to: '23:59',
      players: 1,
      juniors: 0,
      radiusKm: 50,
    });
    expect(alertBody(full)).toMatchObject({
      from: '08:00',
      to: '10:00',
      lat: 53.9921,
      lng: -1.5418,
      maxCost: 40,
    });
  });
});
