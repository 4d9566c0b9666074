import { describe, expect, it } from 'vitest';
import en from '../../i18n/explore-map.en.json';
import {
  DEFAULT_ZOOM,
  drawnClubs,
  initialView,
  type MapClub,
  markerStyle,
  popupContent,
  UK_CENTRE,
} from './map-clubs';

const club = (over: Partial<MapClub> = {}): MapClub => ({
  id: 7,
  name: 'Hyde Park Golf',
  urlName: 'hyde-park',
  lat: 51.5,
  lng: -0.16,
  tier: 1,
  state: 'Available',
  ...over,
});

describe('explore map', () => {
  it('gives tier 3 clubs a gold marker with their own icon and every other club a red one', () => {
    const gold = markerStyle(3);
    const red = [0, 1, 2].map(markerStyle);
    expect(gold.color).toBe('#c9a227');
    for (const style of red) expect(style).toEqual(red[0]);
    expect(red[0]?.color).toBe('#d62d20');
    expect(gold.icon).not.toBe(red[0]?.icon);
  });

  it('does not draw Unavailable clubs nor clubs without a position', () => {
    const clubs = [
      club({ id: 1 }),
      club({ id: 2, state: 'Unavailable' }),
      club({ id: 3, lat: Number.NaN }),
      club({ id: 4, tier: 3 }),
    ];
    expect(drawnClubs(clubs).map((c) => c.id)).toEqual([1, 4]);
  });

  it("offers Find out More (the club's public page) and Tee Times (with query clubid) in the popup", () => {
    const content = popupContent(club());
    expect(content.title).toBe('Hyde Park Golf');
    expect(content.links.map((l) => en[l.key])).toEqual(['Find out More', 'Tee Times']);
    expect(content.links[0]?.href).toBe('/Club/hyde-park/7');
    expect(new URL(content.links[1]?.href ?? '', 'http://x').searchParams.get('clubid')).toBe('7');
    expect(en['exploreMap.seeAllClubs']).toBe('See All Clubs');
    expect(en['exploreMap.applyFilters']).toBe('Apply Filters');
  });

  it('opens on the middle of the UK at zoom 4.8, or at zoom 8 around a location', () => {
    expect(initialView()).toEqual({ center: [UK_CENTRE.lng, UK_CENTRE.lat], zoom: DEFAULT_ZOOM });
    expect(DEFAULT_ZOOM).toBe(4.8);
    expect(initialView({ lat: 53.48, lng: -2.24 })).toEqual({ center: [-2.24, 53.48], zoom: 8 });
  });
});
