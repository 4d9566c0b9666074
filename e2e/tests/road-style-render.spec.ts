import type { RoadClass } from '../../apps/api/src/modules/tiles/road-classes';
import { roadStyle } from '../../apps/api/src/modules/tiles/styles';
import {
  type RoadCase,
  roadFixture,
  roadSourceLayers,
  type Variant,
} from '../../apps/api/test/road-fixtures';
import { expect, SWIFTSHADER_LAUNCH, test } from './fixtures';
import { openMap, type Rendered, renderedAt, routeFixturePage } from './road-render-page';

// The map draws with WebGL: SwiftShader instead of the suite's --disable-gpu (as explore-map.spec.ts).
test.use({ launchOptions: SWIFTSHADER_LAUNCH });

/**
 * club-discovery §9 proven by rendering: the road style over fixture tiles holding every road case, drawn by
 * MapLibre in Chromium, and `queryRenderedFeatures` asked what each layer drew at zoom 13, 14, 15 and 16. The
 * expectations are the rules written out: a layer of level L draws the cases on level L (absent z_level is
 * ground), outlines and fills from their zoom-table minimum, the hatch only roads under construction,
 * arrows from zoom 15 only on roads not under construction and in their direction.
 */
const ZOOMS = [13, 14, 15, 16] as const;
const LEVELS = [-2, -1, 0, 1] as const;
const levelName = (level: number) => (level > 0 ? `+${level}` : `${level}`);
const suffix = (v: Variant) => (v === 'ground' ? '' : ` ${v}`);
const fillMinzoom = (c: RoadClass, v: Variant) =>
  v === 'tunnel' ? c.tunnelMinzoom : v === 'toll' ? (c.tollMinzoom ?? c.minzoom) : c.minzoom;

type Expected = {
  layer: string;
  group: string;
  column: string;
  /** Symbols give way to each other: below zoom 16 the grid is too tight for all of them to be placed. */
  symbol?: boolean;
  at: (zoom: number) => string[];
};

/** Every road layer the rules define, with the fixture cases it must draw at a zoom. */
function roadExpectations(roads: RoadCase[]): Expected[] {
  const out: Expected[] = [];
  for (const { sourceLayer, roadClass: c, variant } of roadSourceLayers()) {
    const group = `${c.name}${suffix(variant)}`;
    const mine = roads.filter((r) => r.sourceLayer === sourceLayer);
    const fids = (keep: (r: RoadCase) => boolean) => mine.filter(keep).map((r) => r.fid);
    const fillMin = fillMinzoom(c, variant);
    const outlineMin = Math.max(c.outlineMinzoom, fillMin);
    for (const level of LEVELS) {
      const L = levelName(level);
      const onLevel = fids((r) => r.level === level);
      const building = fids((r) => r.level === level && r.underConstruction);
      out.push({
        layer: `${group} outline ${L}`,
        group,
        column: `out ${L}`,
        at: (z) => (z >= outlineMin ? onLevel : []),
      });
      out.push({
        layer: `${group} ${L}`,
        group,
        column: `fill ${L}`,
        at: (z) => (z >= fillMin ? onLevel : []),
      });
      if (c.name !== 'Railway') {
        out.push({
          layer: `${group} construction ${L}`,
          group,
          column: `hatch ${L}`,
          at: (z) => (z >= fillMin ? building : []),
        });
      }
    }
    if (c.name !== 'Railway') {
      for (const [name, dir] of [
        ['forward', 1],
        ['reverse', -1],
      ] as const) {
        const arrows = fids((r) => r.direction === dir && !r.underConstruction);
        out.push({
          layer: `${group} arrows ${name}`,
          group,
          column: `> ${name}`,
          symbol: true,
          // From zoom 15, not before the road itself is drawn.
          at: (z) => (z >= Math.max(15, fillMin) ? arrows : []),
        });
      }
    }
  }
  return out;
}

/** The other styled layers, where the fixture's band puts one case of each (and a case each must skip). */
const otherExpectations: Expected[] = [
  { layer: 'Border', group: 'Border', column: 'drawn', at: () => ['Border | country'] },
  {
    layer: 'Building 3D',
    group: 'Building 3D',
    column: 'drawn',
    at: (z) => (z >= 15 ? ['Building | height 20'] : []),
  },
  {
    layer: 'Station 3D',
    group: 'Station 3D',
    column: 'drawn',
    at: (z) => (z >= 16 ? ['Station | no height'] : []),
  },
  {
    layer: 'Place labels',
    group: 'Place labels',
    column: 'drawn',
    symbol: true,
    at: () => ['Places | town'],
  },
  {
    layer: 'POI labels',
    group: 'POI labels',
    column: 'drawn',
    symbol: true,
    at: (z) => (z >= 14 ? ['Point of Interest | bus stop'] : []),
  },
  // Below 16 the labelled line may be shorter than its name, and then no label is placed.
  {
    layer: 'Road labels',
    group: 'Road labels',
    column: 'drawn',
    symbol: true,
    at: () => ['Road label | named'],
  },
];

/** One row per road class and variant, one column per layer kind and level: "drawn at 13 / drawn at 16". */
function printTable(expected: Expected[], rendered: Record<number, Rendered>) {
  const columns = [...new Set(expected.map((e) => e.column))];
  const groups = [...new Set(expected.map((e) => e.group))];
  const cell = (group: string, column: string) => {
    const e = expected.find((x) => x.group === group && x.column === column);
    if (!e) return '';
    return ZOOMS.map((z) => rendered[z]?.[e.layer]?.fids.length ?? 0).join('/');
  };
  const width = Math.max(...groups.map((g) => g.length));
  const lines = [
    `features drawn per layer at zoom ${ZOOMS.join('/')} (queryRenderedFeatures, one per fixture feature)`,
    `${''.padEnd(width)} | ${columns.map((c) => c.padStart(9)).join(' ')}`,
    ...groups.map((g) => `${g.padEnd(width)} | ${columns.map((c) => cell(g, c).padStart(9)).join(' ')}`),
  ];
  console.log(lines.join('\n'));
}

test.describe('road style rendering (club-discovery §9)', () => {
  test('draws every road case on the layers the rules give it, at zoom 13 to 16', async ({
    page,
    baseURL,
  }) => {
    const served = await routeFixturePage(page);
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const style = roadStyle({
      tiles: [`${origin}/fixture-tiles/tiles/{z}/{x}/{y}.pbf`],
      glyphs: `${origin}/fixture-tiles/fonts/{fontstack}/{range}.pbf`,
    });
    const { roads } = roadFixture();
    const expected = [...roadExpectations(roads), ...otherExpectations];
    const styleIds = style.layers.map((l) => l.id).filter((id) => id !== 'Background');
    // Every layer of the style is one the rules define here, and the other way round.
    expect(new Set(expected.map((e) => e.layer))).toEqual(new Set(styleIds));

    const errors = await openMap(page, style, ZOOMS[0]);
    const rendered: Record<number, Rendered> = {};
    for (const zoom of ZOOMS) rendered[zoom] = await renderedAt(page, zoom, styleIds);
    printTable(expected, rendered);
    expect(errors).toEqual([]);
    expect(served.unknown).toEqual([]);
    expect(served.tiles).toBeGreaterThan(0);
    expect(served.glyphs).toBeGreaterThan(0);

    for (const zoom of ZOOMS) {
      const drawn = rendered[zoom] as Rendered;
      const got = Object.fromEntries(expected.map((e) => [e.layer, drawn[e.layer]?.fids ?? []]));
      // Exactly the expected cases; a symbol layer below 16 at least none other (some may give way).
      const want = Object.fromEntries(
        expected.map((e) => {
          const cases = e.at(zoom).sort();
          const mine = got[e.layer] ?? [];
          return [e.layer, e.symbol && zoom < 16 ? mine.filter((f) => cases.includes(f)) : cases];
        }),
      );
      expect(got, `layers at zoom ${zoom}`).toEqual(want);
      // Line layers: level +1 outlines and the hatch have butt caps, all others round caps.
      for (const [id, { lineCaps }] of Object.entries(drawn)) {
        if (lineCaps.length === 0) continue;
        const butt = / outline \+1$/.test(id) || / construction /.test(id);
        expect(lineCaps, id).toEqual([butt ? 'butt' : 'round']);
      }
    }

    // The rules in a few words, on what was drawn (the table above has the rest).
    const z13 = rendered[13] as Rendered;
    const z16 = rendered[16] as Rendered;
    const arrowsAt = (zoom: number) =>
      Object.entries(rendered[zoom] as Rendered).filter(([id]) => id.includes(' arrows '));
    const arrows16 = arrowsAt(16);
    expect(arrowsAt(14)).toEqual([]);
    expect(arrowsAt(15).length).toBeGreaterThan(0);
    expect(arrowsAt(15).filter(([id]) => id.startsWith('Walkway road'))).toEqual([]);
    expect(arrows16.length).toBe(expected.filter((e) => e.layer.includes(' arrows ')).length);
    expect(arrows16.flatMap(([, r]) => r.fids).filter((f) => f.includes('construction'))).toEqual([]);
    expect(z16['Motorway tunnel -1']?.fids).toEqual(['Motorway tunnel | z-1']);
    expect(z16['Motorway toll 0']?.fids).toEqual([
      'Toll motorway | construction',
      'Toll motorway | ground',
      'Toll motorway | z0',
    ]);
    expect(z16['Motorway outline +1']?.lineCaps).toEqual(['butt']);
    expect(z16['Local road construction 0']?.fids).toEqual(['Local road | construction']);
    expect(z13['Local road tunnel 0']).toBeUndefined();
    expect(z16['Local road tunnel 0']?.fids).toEqual([
      'Local road tunnel | construction',
      'Local road tunnel | ground',
      'Local road tunnel | z0',
    ]);
    expect(z16['Building 3D']?.fids).toEqual(['Building | height 20']);
  });
});
