import { type LayerSpecification, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { COLOURS, LEVELS, ROAD_CLASSES } from './road-style';
import { embeddedStyle, roadStyle } from './styles';

const sources = {
  tiles: ['https://tiles.example/{z}/{x}/{y}.pbf'],
  glyphs: 'https://maps.example/fonts/{fontstack}/{range}.pbf',
};
const style = roadStyle(sources);
const layers = style.layers as (LayerSpecification & { 'source-layer'?: string; filter?: unknown })[];
const byId = new Map(layers.map((l, i) => [l.id, { layer: l, index: i }]));
const layer = (id: string) => {
  const found = byId.get(id);
  if (!found) throw new Error(`no layer ${id}`);
  return found;
};
const widthAt = (l: LayerSpecification, zoom: number) => {
  const expr = (l.paint as Record<string, unknown>)['line-width'] as unknown[];
  const stops = expr.slice(3) as number[];
  for (let i = 0; i < stops.length; i += 2) if (stops[i] === zoom) return stops[i + 1];
  return undefined;
};

describe('road style (club-discovery §9)', () => {
  it('is a valid MapLibre style over one source named vectorTiles, as is the embedded style', () => {
    expect(validateStyleMin(style)).toEqual([]);
    expect(validateStyleMin(embeddedStyle(sources))).toEqual([]);
    expect(Object.keys(style.sources)).toEqual(['vectorTiles']);
    expect(new Set(layers.filter((l) => 'source' in l).map((l) => (l as { source: string }).source))).toEqual(
      new Set(['vectorTiles']),
    );
  });

  it('has every road class with a tunnel variant, and the toll variants', () => {
    const names = ROAD_CLASSES.map((c) => c.name);
    expect(names).toEqual([
      'Motorway',
      'International road',
      'Major road',
      'Secondary road',
      'Connecting road',
      'Major local road',
      'Local road',
      'Minor local road',
      'Non public road',
      'Pedestrian road',
      'Walkway road',
      'Parking road',
      'Railway',
    ]);
    for (const name of names) {
      for (const level of ['-2', '-1', '0', '+1']) {
        expect(byId.has(`${name} ${level}`)).toBe(true);
        expect(byId.has(`${name} tunnel ${level}`)).toBe(true);
      }
    }
    expect(ROAD_CLASSES.filter((c) => c.toll).length).toBeGreaterThan(names.length / 2);
    expect(layer('Motorway toll 0').layer.minzoom).toBe(6);
  });

  it('stacks levels -2, -1, 0, +1 with each outline under its fill; +1 outlines have butt caps', () => {
    expect([...LEVELS]).toEqual([-2, -1, 0, 1]);
    for (const c of ROAD_CLASSES) {
      const fills = ['-2', '-1', '0', '+1'].map((l) => layer(`${c.name} ${l}`).index);
      expect([...fills].sort((a, b) => a - b)).toEqual(fills);
      for (const l of ['-2', '-1', '0', '+1']) {
        const outline = layer(`${c.name} outline ${l}`);
        expect(outline.index).toBeLessThan(layer(`${c.name} ${l}`).index);
        expect((outline.layer.layout as Record<string, unknown>)['line-cap']).toBe(
          l === '+1' ? 'butt' : 'round',
        );
        expect((layer(`${c.name} ${l}`).layer.layout as Record<string, unknown>)['line-cap']).toBe('round');
        expect((outline.layer.layout as Record<string, unknown>)['line-round-limit']).toBe(1.05);
      }
      // Level 0 is also where features without z_level go.
      expect(JSON.stringify(layer(`${c.name} 0`).layer.filter)).toContain('["coalesce",["get","z_level"],0]');
    }
  });

  it('draws direction arrows from zoom 15 only on roads not under construction, spaced 100', () => {
    const arrows = layers.filter((l) => l.id.includes(' arrows '));
    expect(arrows.length).toBeGreaterThan(0);
    for (const a of arrows) {
      // From 15, but not before the road they sit on is drawn (its ground-level fill).
      const fill = layer(`${a.id.split(' arrows ')[0]} 0`).layer;
      expect(fill['source-layer']).toBe(a['source-layer']);
      expect(a.minzoom).toBe(Math.max(15, fill.minzoom ?? 0));
      expect(JSON.stringify(a.filter)).toContain('under_construction');
      expect((a.layout as Record<string, unknown>)['symbol-spacing']).toBe(100);
    }
    expect(byId.has('Motorway arrows forward')).toBe(true);
    expect(byId.has('Motorway arrows reverse')).toBe(true);
    expect(layer('Motorway arrows forward').layer.minzoom).toBe(15);
    expect(layer('Walkway road arrows forward').layer.minzoom).toBe(16);
  });

  it('uses the zoom tables and colours: motorway 0.5 at 5 to 20 at 18, outlines about 24; near-white fills', () => {
    const motorway = layer('Motorway 0').layer;
    expect(motorway.minzoom).toBe(5);
    expect(widthAt(motorway, 5)).toBe(0.5);
    expect(widthAt(motorway, 18)).toBe(20);
    expect(widthAt(layer('Motorway outline 0').layer, 18)).toBe(24);
    expect(layer('Major road 0').layer.minzoom).toBe(8);
    expect(layer('Secondary road 0').layer.minzoom).toBe(9);
    expect(layer('Connecting road 0').layer.minzoom).toBe(10);
    expect(layer('Local road tunnel 0').layer.minzoom).toBe(14);
    const fillMinzooms = layers.filter((l) => / (-2|-1|0|\+1)$/.test(l.id) && !l.id.includes('outline'));
    for (const l of fillMinzooms) expect(l.minzoom).toBeGreaterThanOrEqual(5);
    for (const l of fillMinzooms) expect(l.minzoom).toBeLessThanOrEqual(16);
    for (const l of layers.filter((x) => x.id.includes(' outline '))) {
      expect(l.minzoom).toBeGreaterThanOrEqual(7);
      expect(l.minzoom).toBeLessThanOrEqual(16);
    }
    expect((motorway.paint as Record<string, unknown>)['line-color']).toBe(COLOURS.fill);
    expect((layer('Motorway outline 0').layer.paint as Record<string, unknown>)['line-color']).toBe(
      'rgb(221,221,221)',
    );
    expect((layer('Motorway tunnel 0').layer.paint as Record<string, unknown>)['line-color']).toBe(
      'rgb(231,231,231)',
    );
  });

  it('styles borders dashed, 3D buildings from height at 0.75, stations from 16, labels and POI categories', () => {
    expect((layer('Border').layer.paint as Record<string, unknown>)['line-dasharray']).toBeDefined();
    const building = layer('Building 3D').layer.paint as Record<string, unknown>;
    expect(building['fill-extrusion-opacity']).toBe(0.75);
    expect(building['fill-extrusion-height']).toEqual(['get', 'height']);
    expect(layer('Station 3D').layer.minzoom).toBe(16);
    expect((layer('Place labels').layer.layout as Record<string, unknown>)['text-field']).toEqual([
      'get',
      'name',
    ]);
    const size = JSON.stringify((layer('Place labels').layer.layout as Record<string, unknown>)['text-size']);
    expect(size).toContain(',8,');
    expect(size).toContain(',25]');
    const poi = JSON.stringify(layer('POI labels').layer.filter);
    for (const c of [
      'Bus stop',
      'Mountain peak',
      'Hill',
      'Ridge',
      'Valley',
      'Reef',
      'Government office',
      'Post office',
    ]) {
      expect(poi).toContain(c);
    }
  });
});
