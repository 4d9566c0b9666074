import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { roadLayers } from './road-style';

export type StyleSources = { tiles: string[]; glyphs: string };

const FONT = ['Noto Sans Regular'];
const labelSize = ['interpolate', ['linear'], ['zoom'], 4, 8, 10, 14, 16, 25];

/** Land, sea, dashed borders and town labels: the base map of the embedded tiles (it has no roads). */
function baseLayers(): StyleSpecification['layers'] {
  return [
    { id: 'Sea', type: 'background', paint: { 'background-color': '#aad3df' } },
    {
      id: 'Land',
      type: 'fill',
      source: 'vectorTiles',
      'source-layer': 'land',
      paint: { 'fill-color': '#f2efe9' },
    },
    {
      id: 'Borders',
      type: 'line',
      source: 'vectorTiles',
      'source-layer': 'borders',
      paint: { 'line-color': '#9e9cab', 'line-width': 1.2, 'line-dasharray': [3, 2] },
    },
  ] as unknown as StyleSpecification['layers'];
}

function townLabels(): StyleSpecification['layers'] {
  return [
    {
      id: 'Town labels',
      type: 'symbol',
      source: 'vectorTiles',
      'source-layer': 'towns',
      layout: {
        'text-field': ['get', 'name'],
        'text-font': FONT,
        'text-size': labelSize,
        'symbol-sort-key': ['-', 0, ['get', 'population']],
      },
      paint: { 'text-color': '#333333', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
    },
  ] as unknown as StyleSpecification['layers'];
}

/** The style over the API's own tiles (source `vectorTiles`: land, borders, towns, clubs). */
export function embeddedStyle(sources: StyleSources): StyleSpecification {
  return {
    version: 8,
    name: 'Fairway base map',
    glyphs: sources.glyphs,
    sources: {
      vectorTiles: {
        type: 'vector',
        tiles: sources.tiles,
        minzoom: 0,
        maxzoom: 14,
        attribution: 'Natural Earth · GeoNames (CC BY 4.0)',
      },
    },
    layers: [...baseLayers(), ...townLabels()],
  };
}

/** The seed's road style (club-discovery §9) over a TomTom-schema tile server at TILES_URL. */
export function roadStyle(sources: StyleSources): StyleSpecification {
  return {
    version: 8,
    name: 'Fairway road map',
    glyphs: sources.glyphs,
    sources: { vectorTiles: { type: 'vector', tiles: sources.tiles, minzoom: 0, maxzoom: 22 } },
    layers: [
      { id: 'Background', type: 'background', paint: { 'background-color': '#f2efe9' } },
      ...roadLayers(),
    ] as StyleSpecification['layers'],
  };
}
