import { EXPLORE } from '@fairway/contracts/constants';
import { describe, expect, it } from 'vitest';
import { mapView } from './map-view';
import { DEFAULT_STATE } from './search-params';

const harrogate = { Latitude: 53.99, Longitude: -1.54 };

describe('explore map view', () => {
  it('centres at zoom 8 on the point a typed location resolved to', () => {
    const state = { ...DEFAULT_STATE, searchIsLocation: true, searchTerm: 'Harrogate' };
    expect(mapView(state, harrogate)).toEqual({
      center: { lat: 53.99, lng: -1.54 },
      zoom: EXPLORE.mapLocationZoom,
    });
    expect(EXPLORE.mapLocationZoom).toBe(8);
  });

  it("prefers the device's location, and stays on the whole UK without a resolved location", () => {
    const device = { ...DEFAULT_STATE, latitude: 51.34, longitude: -0.74 };
    expect(mapView(device, harrogate)).toEqual({ center: { lat: 51.34, lng: -0.74 }, zoom: 8 });
    const whole = { zoom: EXPLORE.mapZoom };
    expect(EXPLORE.mapZoom).toBe(4.8);
    // A name search's answer carries no point; a location search that found nothing neither.
    expect(mapView({ ...DEFAULT_STATE, searchTerm: 'Harrogate' }, harrogate)).toEqual(whole);
    expect(mapView({ ...DEFAULT_STATE, searchIsLocation: true, searchTerm: 'Xqzzy' }, null)).toEqual(whole);
    expect(mapView({ ...DEFAULT_STATE, searchIsLocation: true }, harrogate)).toEqual(whole);
  });
});
