import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature, LineString, Point, Polygon } from 'geojson';
import { ROAD_CLASSES, type RoadClass } from '../src/modules/tiles/road-classes';

/**
 * Fixture vector tiles in the TomTom schema for proving the road style (club-discovery §9) by rendering:
 * every road source layer (each class, its tunnel and its toll variant) holds one short line per road case,
 * laid out on a grid that fits a 1400 × 1240 pixel view at zoom 16, plus a band of the other styled layers
 * (road labels with and without a name, buildings, a station, a border, a place and points of interest).
 * Every feature has a unique `fid`, so what MapLibre renders can be matched to the cases.
 */

export const FIXTURE_CENTER = { lng: 4.9, lat: 52.37 } as const;
export const FIXTURE_VIEW = { width: 1400, height: 1240 } as const;
/** The zoom the grid is laid out at: a pixel is a pixel of the view there. */
const LAYOUT_ZOOM = 16;
const ROW = 30;
const COLUMN = 190;
const LINE = 130;

export type Variant = 'ground' | 'tunnel' | 'toll';
export type RoadCase = {
  fid: string;
  sourceLayer: string;
  roadClass: string;
  variant: Variant;
  /** The level the rules put it on: an absent z_level is ground, 0. */
  level: -2 | -1 | 0 | 1;
  direction: 1 | -1;
  underConstruction: boolean;
};

/** The cases every road source layer holds: z_level absent, 0, -1, -2 and +1, both directions, construction. */
const CASES: { key: string; zLevel?: -2 | -1 | 0 | 1; direction: 1 | -1; construction?: boolean }[] = [
  { key: 'ground', direction: 1 },
  { key: 'z0', zLevel: 0, direction: -1 },
  { key: 'z-1', zLevel: -1, direction: 1 },
  { key: 'z-2', zLevel: -2, direction: -1 },
  { key: 'z+1', zLevel: 1, direction: 1 },
  { key: 'construction', direction: 1, construction: true },
  { key: 'construction z+1', zLevel: 1, direction: -1, construction: true },
];

/** The road source layers of the TomTom schema the style reads, as the style names them. */
export function roadSourceLayers(): { sourceLayer: string; roadClass: RoadClass; variant: Variant }[] {
  return ROAD_CLASSES.flatMap((c) => [
    { sourceLayer: c.name, roadClass: c, variant: 'ground' as const },
    { sourceLayer: `${c.name} tunnel`, roadClass: c, variant: 'tunnel' as const },
    ...(c.toll
      ? [{ sourceLayer: `Toll ${c.name.toLowerCase()}`, roadClass: c, variant: 'toll' as const }]
      : []),
  ]);
}

/** Pixel offsets from the view's top-left corner at the layout zoom, to longitude and latitude. */
function toLngLat(px: number, py: number): [number, number] {
  const world = 512 * 2 ** LAYOUT_ZOOM;
  const cx = ((FIXTURE_CENTER.lng + 180) / 360) * world;
  const latRad = (FIXTURE_CENTER.lat * Math.PI) / 180;
  const cy = ((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * world;
  const x = cx - FIXTURE_VIEW.width / 2 + px;
  const y = cy - FIXTURE_VIEW.height / 2 + py;
  const lng = (x / world) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))) * 180) / Math.PI;
  return [lng, lat];
}
const line = (px: number, py: number, length: number): LineString => ({
  type: 'LineString',
  coordinates: [toLngLat(px, py), toLngLat(px + length, py)],
});
const box = (px: number, py: number, w: number, h: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      toLngLat(px, py),
      toLngLat(px, py + h),
      toLngLat(px + w, py + h),
      toLngLat(px + w, py),
      toLngLat(px, py),
    ],
  ],
});
const point = (px: number, py: number): Point => ({ type: 'Point', coordinates: toLngLat(px, py) });

export type Fixture = {
  roads: RoadCase[];
  /** Source layer → its features. */
  layers: Map<string, Feature[]>;
};

let built: Fixture | null = null;

/** The fixture's features, by source layer, and the road cases they stand for. */
export function roadFixture(): Fixture {
  if (built) return built;
  const roads: RoadCase[] = [];
  const layers = new Map<string, Feature[]>();
  const add = (sourceLayer: string, feature: Feature) => {
    const list = layers.get(sourceLayer) ?? [];
    list.push(feature);
    layers.set(sourceLayer, list);
  };
  roadSourceLayers().forEach(({ sourceLayer, roadClass, variant }, row) => {
    CASES.forEach((c, column) => {
      const fid = `${sourceLayer} | ${c.key}`;
      roads.push({
        fid,
        sourceLayer,
        roadClass: roadClass.name,
        variant,
        level: c.zLevel ?? 0,
        direction: c.direction,
        underConstruction: c.construction === true,
      });
      const properties: Record<string, unknown> = { fid, direction: c.direction };
      if (c.zLevel !== undefined) properties.z_level = c.zLevel;
      // The plain ground case leaves under_construction out, as a tile server may; the others say it.
      if (c.key !== 'ground') properties.under_construction = c.construction === true;
      add(sourceLayer, {
        type: 'Feature',
        properties,
        geometry: line(20 + column * COLUMN, 20 + row * ROW, LINE),
      });
    });
  });

  const band = 20 + roadSourceLayers().length * ROW + 20;
  add('Road label', {
    type: 'Feature',
    properties: { fid: 'Road label | named', name: 'Fixture Street' },
    geometry: line(20, band, 420),
  });
  add('Road label', {
    type: 'Feature',
    properties: { fid: 'Road label | unnamed' },
    geometry: line(20, band + 60, 420),
  });
  add('Building', {
    type: 'Feature',
    properties: { fid: 'Building | height 20', height: 20 },
    geometry: box(500, band - 10, 80, 60),
  });
  add('Building', {
    type: 'Feature',
    properties: { fid: 'Building | no height' },
    geometry: box(620, band - 10, 80, 60),
  });
  add('Building', {
    type: 'Feature',
    properties: { fid: 'Building | level 5', height: 20, level: 5 },
    geometry: box(740, band - 10, 80, 60),
  });
  add('Station', {
    type: 'Feature',
    properties: { fid: 'Station | no height' },
    geometry: box(860, band - 10, 80, 60),
  });
  add('Border', {
    type: 'Feature',
    properties: { fid: 'Border | country' },
    geometry: line(500, band + 80, 440),
  });
  add('Places', {
    type: 'Feature',
    properties: { fid: 'Places | town', name: 'Fixtureton' },
    geometry: point(1040, band + 10),
  });
  add('Point of Interest', {
    type: 'Feature',
    properties: {
      fid: 'Point of Interest | bus stop',
      name: 'Stop A',
      category: 'Bus stop',
      subText: 'Stand 1',
    },
    geometry: point(1040, band + 70),
  });
  add('Point of Interest', {
    type: 'Feature',
    properties: { fid: 'Point of Interest | restaurant', name: 'Diner', category: 'Restaurant' },
    geometry: point(1240, band + 70),
  });
  built = { roads, layers };
  return built;
}

const vtOptions = { maxZoom: 18, indexMaxZoom: 5, tolerance: 3, extent: 4096, buffer: 64 };
let indexes: Map<string, GeoJSONVT> | null = null;

/** One fixture tile as a Mapbox Vector Tile (version 2), source layers named as the style expects. */
export function fixtureTile(z: number, x: number, y: number): Uint8Array {
  indexes ??= new Map(
    [...roadFixture().layers].map(([name, features]) => [
      name,
      new GeoJSONVT({ type: 'FeatureCollection', features }, vtOptions),
    ]),
  );
  const layers: Record<string, GeoJSONVTTile> = {};
  for (const [name, index] of indexes) {
    const tile = index.getTile(z, x, y);
    if (tile && tile.features.length > 0) layers[name] = tile;
  }
  return fromGeojsonVt(layers, { version: 2, extent: vtOptions.extent });
}
