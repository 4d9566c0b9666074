import type { GeoPlace } from '@fairway/contracts';

/** Place search and reverse geocoding: the embedded UK gazetteer, or a Photon/Nominatim service. */
export type Geocoder = {
  /** Best first; empty when nothing matches (never an error for an unknown place). */
  search(query: string, limit?: number): Promise<GeoPlace[]>;
  /** The nearest place, or null when there is none near. */
  reverse(lat: number, lng: number): Promise<GeoPlace | null>;
};

export const GEO_SEARCH_LIMIT = 10;
