import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { COLOURS, LEVELS, ROAD_CLASSES, type RoadClass, type Stops } from './road-classes';

/**
 * The road-map rendering rules of club-discovery §9 as MapLibre layers over a TomTom-schema source named
 * `vectorTiles`. Each road class has a tunnel variant and most a toll variant; features carry `z_level`
 * (-2..1, absent = ground), `direction` (1 forward, -1 reverse) and `under_construction`.
 */
export const SOURCE = 'vectorTiles';

export { COLOURS, LEVELS, ROAD_CLASSES };

const OUTLINE_EXTRA = 4; // outlines are this much wider than their fill: about 24 at zoom 18
const ROUND_LIMIT = 1.05;

const widths = (stops: Stops, extra = 0) => [
  'interpolate',
  ['exponential', 1.5],
  ['zoom'],
  ...stops.flatMap(([z, w]) => [z, w + (z >= 10 ? extra : extra / 4)]),
];
const levelFilter = (level: number) => ['==', ['coalesce', ['get', 'z_level'], 0], level];

type Variant = { suffix: string; sourceLayer: string; minzoom: number; tunnel: boolean; toll: boolean };
function variants(c: RoadClass): Variant[] {
  const out: Variant[] = [
    { suffix: '', sourceLayer: c.name, minzoom: c.minzoom, tunnel: false, toll: false },
  ];
  out.push({
    suffix: ' tunnel',
    sourceLayer: `${c.name} tunnel`,
    minzoom: c.tunnelMinzoom,
    tunnel: true,
    toll: false,
  });
  if (c.toll) {
    out.push({
      suffix: ' toll',
      sourceLayer: `Toll ${c.name.toLowerCase()}`,
      minzoom: c.tollMinzoom ?? c.minzoom,
      tunnel: false,
      toll: true,
    });
  }
  return out;
}

const levelName = (level: number) => (level > 0 ? `+${level}` : `${level}`);

/** All road layers: for each level -2..+1, every class's outlines, then its fills, then the construction hatch. */
export function roadLayers(): LayerSpecification[] {
  const layers: LayerSpecification[] = [];
  for (const level of LEVELS) {
    const L = levelName(level);
    const outlines: LayerSpecification[] = [];
    const fills: LayerSpecification[] = [];
    const hatches: LayerSpecification[] = [];
    for (const c of [...ROAD_CLASSES].reverse()) {
      const isRail = c.name === 'Railway';
      for (const v of variants(c)) {
        const base = { source: SOURCE, 'source-layer': v.sourceLayer, filter: levelFilter(level) };
        outlines.push({
          ...base,
          id: `${c.name}${v.suffix} outline ${L}`,
          type: 'line',
          minzoom: Math.max(c.outlineMinzoom, v.minzoom),
          layout: {
            'line-cap': level === 1 ? 'butt' : 'round',
            'line-join': 'round',
            'line-round-limit': ROUND_LIMIT,
          },
          paint: {
            'line-color': v.tunnel ? COLOURS.tunnel : COLOURS.outline,
            'line-width': widths(c.width, OUTLINE_EXTRA),
          },
        } as unknown as LayerSpecification);
        fills.push({
          ...base,
          id: `${c.name}${v.suffix} ${L}`,
          type: 'line',
          minzoom: v.minzoom,
          layout: { 'line-cap': 'round', 'line-join': 'round', 'line-round-limit': ROUND_LIMIT },
          paint: {
            'line-color': isRail
              ? COLOURS.railway
              : v.tunnel
                ? COLOURS.tunnel
                : v.toll
                  ? COLOURS.tollFill
                  : COLOURS.fill,
            'line-width': widths(c.width),
            ...(isRail ? { 'line-dasharray': [3, 3] } : {}),
          },
        } as unknown as LayerSpecification);
        if (!isRail) {
          hatches.push({
            ...base,
            filter: ['all', levelFilter(level), ['==', ['get', 'under_construction'], true]],
            id: `${c.name}${v.suffix} construction ${L}`,
            type: 'line',
            minzoom: v.minzoom,
            layout: { 'line-cap': 'butt', 'line-join': 'round', 'line-round-limit': ROUND_LIMIT },
            paint: {
              'line-color': COLOURS.construction,
              'line-width': widths(c.width),
              'line-dasharray': [1, 1],
            },
          } as unknown as LayerSpecification);
        }
      }
    }
    layers.push(...outlines, ...fills, ...hatches);
  }
  layers.push(...arrowLayers(), ...extraLayers());
  return layers;
}

/**
 * The direction arrows are the chevrons › and ‹: the glyphs the API serves (Noto Sans Regular from
 * tileserver-gl-styles) have no → or ←, and MapLibre draws no symbol whose glyphs are missing.
 */
export const ARROWS = { forward: '\u203A', reverse: '\u2039' } as const;

/**
 * Direction arrows from zoom 15 (or the road's own minimum zoom, if later), forward or reverse, spacing 100,
 * only on roads not under construction.
 */
function arrowLayers(): LayerSpecification[] {
  const out: LayerSpecification[] = [];
  for (const c of ROAD_CLASSES.filter((r) => r.name !== 'Railway')) {
    for (const v of variants(c)) {
      for (const [dir, arrow] of [
        [1, ARROWS.forward],
        [-1, ARROWS.reverse],
      ] as const) {
        out.push({
          id: `${c.name}${v.suffix} arrows ${dir === 1 ? 'forward' : 'reverse'}`,
          type: 'symbol',
          source: SOURCE,
          'source-layer': v.sourceLayer,
          // From zoom 15, and never before the road itself is drawn (walkways from 16).
          minzoom: Math.max(15, v.minzoom),
          filter: [
            'all',
            ['==', ['get', 'direction'], dir],
            ['!=', ['coalesce', ['get', 'under_construction'], false], true],
          ],
          layout: {
            'symbol-placement': 'line',
            'symbol-spacing': 100,
            'text-field': arrow,
            'text-font': ['Noto Sans Regular'],
            'text-size': 12,
            'text-keep-upright': false,
          },
          paint: { 'text-color': COLOURS.arrow },
        } as unknown as LayerSpecification);
      }
    }
  }
  return out;
}

const labelSize = ['interpolate', ['linear'], ['zoom'], 5, 8, 12, 12, 16, 18, 20, 25];
const POI_CATEGORIES = [
  'Bus stop',
  'Mountain peak',
  'Hill',
  'Ridge',
  'Valley',
  'Reef',
  'Government office',
  'Post office',
];

/** Borders (dashed), 3D buildings and stations, road, place and point-of-interest labels. */
function extraLayers(): LayerSpecification[] {
  return [
    {
      id: 'Border',
      type: 'line',
      source: SOURCE,
      'source-layer': 'Border',
      paint: { 'line-color': COLOURS.border, 'line-width': 1.2, 'line-dasharray': [3, 2] },
    },
    {
      id: 'Building 3D',
      type: 'fill-extrusion',
      source: SOURCE,
      'source-layer': 'Building',
      filter: [
        'all',
        ['has', 'height'],
        ['<=', 1, ['coalesce', ['get', 'level'], 1]],
        ['<=', ['coalesce', ['get', 'level'], 1], 3],
      ],
      minzoom: 15,
      paint: {
        'fill-extrusion-color': COLOURS.building,
        'fill-extrusion-height': ['get', 'height'],
        'fill-extrusion-opacity': 0.75,
      },
    },
    {
      id: 'Station 3D',
      type: 'fill-extrusion',
      source: SOURCE,
      'source-layer': 'Station',
      minzoom: 16,
      paint: {
        'fill-extrusion-color': COLOURS.building,
        'fill-extrusion-height': ['coalesce', ['get', 'height'], 10],
        'fill-extrusion-opacity': 0.75,
      },
    },
    {
      id: 'Road labels',
      type: 'symbol',
      source: SOURCE,
      'source-layer': 'Road label',
      minzoom: 10,
      layout: {
        'symbol-placement': 'line',
        'text-field': ['get', 'name'],
        'text-font': ['Noto Sans Regular'],
        'text-size': labelSize,
      },
      paint: { 'text-color': COLOURS.label, 'text-halo-color': '#ffffff', 'text-halo-width': 1 },
    },
    {
      id: 'Place labels',
      type: 'symbol',
      source: SOURCE,
      'source-layer': 'Places',
      layout: { 'text-field': ['get', 'name'], 'text-font': ['Noto Sans Regular'], 'text-size': labelSize },
      paint: { 'text-color': COLOURS.label, 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
    },
    {
      id: 'POI labels',
      type: 'symbol',
      source: SOURCE,
      'source-layer': 'Point of Interest',
      minzoom: 14,
      filter: ['in', ['get', 'category'], ['literal', POI_CATEGORIES]],
      layout: {
        'text-field': [
          'format',
          ['get', 'name'],
          {},
          '\n',
          {},
          ['coalesce', ['get', 'subText'], ''],
          { 'font-scale': 0.8 },
        ],
        'text-font': ['Noto Sans Regular'],
        'text-size': labelSize,
      },
      paint: { 'text-color': COLOURS.label, 'text-halo-color': '#ffffff', 'text-halo-width': 1 },
    },
  ] as unknown as LayerSpecification[];
}
