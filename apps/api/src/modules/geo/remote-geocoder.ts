import type { GeoPlace } from '@fairway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { GEO_SEARCH_LIMIT, type Geocoder } from './geocoder';

export type GeocoderFlavour = 'photon' | 'nominatim';
const TIMEOUT_MS = 4000;

type PhotonFeature = {
  geometry?: { coordinates?: [number, number] };
  properties?: {
    name?: string;
    city?: string;
    county?: string;
    state?: string;
    country?: string;
    type?: string;
  };
};
type NominatimPlace = { lat?: string; lon?: string; name?: string; display_name?: string; type?: string };

function fromPhoton(f: PhotonFeature): GeoPlace | null {
  const [lng, lat] = f.geometry?.coordinates ?? [];
  const p = f.properties ?? {};
  const name = p.name ?? p.city;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !name) return null;
  const label = [name, p.city !== name ? p.city : undefined, p.state ?? p.county].filter(Boolean).join(', ');
  return { name, label, latitude: lat, longitude: lng, kind: 'place' };
}

function fromNominatim(n: NominatimPlace): GeoPlace | null {
  const lat = Number(n.lat);
  const lng = Number(n.lon);
  const name = n.name || n.display_name?.split(',')[0];
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !name) return null;
  return { name, label: n.display_name ?? name, latitude: lat, longitude: lng, kind: 'place' };
}

/**
 * A Photon- or Nominatim-compatible service at GEOCODER_URL. A place it cannot resolve, and a service
 * that is down or answers nonsense, give an empty result (logged), never an error to the member.
 */
export function remoteGeocoder(baseUrl: string, flavour: GeocoderFlavour, log: FastifyBaseLogger): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams(params)}`;
    try {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) {
        log.warn({ status: res.status, path }, 'geocoder answered an error');
        return null;
      }
      return await res.json();
    } catch (err) {
      log.warn({ err: (err as Error).message, path }, 'geocoder unreachable');
      return null;
    }
  }
  const places = (body: unknown): GeoPlace[] => {
    if (flavour === 'photon') {
      const features = (body as { features?: PhotonFeature[] } | null)?.features;
      return Array.isArray(features) ? features.map(fromPhoton).filter((p): p is GeoPlace => p !== null) : [];
    }
    return Array.isArray(body)
      ? (body as NominatimPlace[]).map(fromNominatim).filter((p): p is GeoPlace => p !== null)
      : [];
  };
  return {
    async search(query, limit = GEO_SEARCH_LIMIT) {
      const body =
        flavour === 'photon'
          ? await get('/api', { q: query, limit: String(limit) })
          : await get('/search', { q: query, format: 'jsonv2', limit: String(limit) });
      return places(body).slice(0, limit);
    },
    async reverse(lat, lng) {
      if (flavour === 'photon')
        return places(await get('/reverse', { lat: String(lat), lon: String(lng) }))[0] ?? null;
      const body = await get('/reverse', { lat: String(lat), lon: String(lng), format: 'jsonv2' });
      return body && typeof body === 'object' && !Array.isArray(body) && !('error' in body)
        ? fromNominatim(body as NominatimPlace)
        : null;
    },
  };
}
