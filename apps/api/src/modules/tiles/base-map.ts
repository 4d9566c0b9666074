import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ClubPoint } from '@fairway/contracts';
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { feature, mesh } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { ukTowns } from '../geo';

/** What the tiles draw of a club (the explore module's `listClubPoints` returns these). */
export type TileClub = Pick<ClubPoint, 'id' | 'name' | 'lat' | 'lng' | 'tier' | 'state'>;

/** The highest zoom the embedded tiles are built for; MapLibre over-zooms beyond it. */
export const TILE_MAX_ZOOM = 14;

const require = createRequire(import.meta.url);
const readTopology = (file: string) => JSON.parse(fs.readFileSync(require.resolve(file), 'utf8')) as Topology;

const vtOptions = { maxZoom: TILE_MAX_ZOOM, indexMaxZoom: 4, tolerance: 3, extent: 4096, buffer: 64 };

/** The smallest town population labelled at a zoom: cities first, villages only close in. */
export function minTownPopulation(z: number): number {
  if (z < 5) return 500_000;
  if (z < 6) return 150_000;
  if (z < 7) return 50_000;
  if (z < 8) return 20_000;
  if (z < 9) return 10_000;
  if (z < 10) return 5_000;
  return 0;
}

type StaticLayers = { land: GeoJSONVT; borders: GeoJSONVT; towns: GeoJSONVT };
let staticLayers: StaticLayers | null = null;

/** Land and country borders from Natural Earth 1:50m (world-atlas), towns from the GeoNames gazetteer. */
function baseLayers(): StaticLayers {
  if (staticLayers) return staticLayers;
  const land = readTopology('world-atlas/land-50m.json');
  const countries = readTopology('world-atlas/countries-50m.json');
  const landObject = land.objects.land;
  const countriesObject = countries.objects.countries;
  if (!landObject || !countriesObject) throw new Error('world-atlas topology without land or countries');
  const landGeo = feature(land, landObject) as GeoJSON.GeoJSON;
  const bordersGeo: GeoJSON.Feature = {
    type: 'Feature',
    properties: { kind: 'country' },
    geometry: mesh(countries, countriesObject as never, (a, b) => a !== b),
  };
  const townsGeo: GeoJSON.FeatureCollection = {
    type: 'FeatureCollection',
    features: ukTowns().map((t) => ({
      type: 'Feature',
      properties: { name: t.name, population: t.population },
      geometry: { type: 'Point', coordinates: [t.lng, t.lat] },
    })),
  };
  staticLayers = {
    land: new GeoJSONVT(landGeo, vtOptions),
    borders: new GeoJSONVT(bordersGeo, vtOptions),
    towns: new GeoJSONVT(townsGeo, vtOptions),
  };
  return staticLayers;
}

/** A geojson-vt index of the clubs drawn on the map (Unavailable clubs and clubs without a place left out). */
export function clubsIndex(clubs: readonly TileClub[]): GeoJSONVT {
  return new GeoJSONVT(
    {
      type: 'FeatureCollection',
      features: clubs
        .filter((c) => c.state !== 'Unavailable' && Number.isFinite(c.lat) && Number.isFinite(c.lng))
        .map((c) => ({
          type: 'Feature',
          properties: { id: c.id, name: c.name, tier: c.tier },
          geometry: { type: 'Point', coordinates: [c.lng, c.lat] },
        })),
    },
    vtOptions,
  );
}

/** Encodes one tile: layers land, borders, towns (thinned by population for the zoom) and clubs. */
export function buildTile(clubs: GeoJSONVT, z: number, x: number, y: number): Uint8Array {
  const base = baseLayers();
  const layers: Record<string, GeoJSONVTTile> = {};
  const add = (name: string, tile: GeoJSONVTTile | null) => {
    if (tile && tile.features.length > 0) layers[name] = tile;
  };
  add('land', base.land.getTile(z, x, y));
  add('borders', base.borders.getTile(z, x, y));
  const towns = base.towns.getTile(z, x, y);
  if (towns) {
    const min = minTownPopulation(z);
    const kept = towns.features.filter((f) => Number(f.tags?.population ?? 0) >= min);
    add('towns', { ...towns, features: kept } as GeoJSONVTTile);
  }
  add('clubs', clubs.getTile(z, x, y));
  return fromGeojsonVt(layers, { version: 2, extent: vtOptions.extent });
}
