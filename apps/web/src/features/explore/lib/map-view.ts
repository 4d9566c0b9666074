import type { ExploreClubsResult } from '@fairway/contracts';
import { EXPLORE } from '@fairway/contracts/constants';
import type { ExploreState } from './search-params';

export type MapView = { center?: { lat: number; lng: number }; zoom: number };

/**
 * Where the map view looks (club-discovery §2): zoom 8 around the device's location, or around the point a
 * typed location resolved to (the API geocodes the text plus ', United Kingdom' and answers the point);
 * otherwise the middle of the UK at zoom 4.8.
 */
export function mapView(
  state: Pick<ExploreState, 'latitude' | 'longitude' | 'searchIsLocation' | 'searchTerm'>,
  resolved: ExploreClubsResult['location'] | undefined,
): MapView {
  if (state.latitude !== null && state.longitude !== null)
    return { center: { lat: state.latitude, lng: state.longitude }, zoom: EXPLORE.mapLocationZoom };
  if (state.searchIsLocation && state.searchTerm && resolved)
    return { center: { lat: resolved.Latitude, lng: resolved.Longitude }, zoom: EXPLORE.mapLocationZoom };
  return { zoom: EXPLORE.mapZoom };
}
