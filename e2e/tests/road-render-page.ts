import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FIXTURE_CENTER, FIXTURE_VIEW, fixtureTile } from '../../apps/api/test/road-fixtures';

/**
 * A page that draws MapLibre (the web app's maplibre-gl, its ES module build and module worker) over the
 * fixture tiles, everything served by `page.route` under `/fixture-tiles/`: no network, no app involved.
 */
const root = path.resolve(import.meta.dirname, '../..');
const maplibreDist = path.join(
  path.dirname(createRequire(path.join(root, 'apps/web/package.json')).resolve('maplibre-gl/package.json')),
  'dist',
);
const fontDir = path.join(
  path.dirname(
    createRequire(path.join(root, 'apps/api/package.json')).resolve('tileserver-gl-styles/package.json'),
  ),
  'fonts',
  'Noto Sans Regular',
);

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Road style render</title>
<style>html,body{margin:0}#map{width:${FIXTURE_VIEW.width}px;height:${FIXTURE_VIEW.height}px}</style>
</head><body><div id="map"></div>
<script type="module">
import * as maplibregl from '/fixture-tiles/maplibre-gl.mjs';
maplibregl.setWorkerUrl(new URL('/fixture-tiles/maplibre-gl-worker.mjs', location.href).href);
window.maplibregl = maplibregl;
window.dispatchEvent(new Event('maplibre-ready'));
</script></body></html>`;

/** Serves the page, maplibre-gl, the fixture tiles and the Noto Sans glyphs; counts the tiles asked for. */
export async function routeFixturePage(page: Page) {
  const served = { tiles: 0, glyphs: 0, unknown: [] as string[] };
  await page.route('**/fixture-tiles/**', async (route) => {
    const url = new URL(route.request().url());
    const rest = url.pathname.slice(url.pathname.indexOf('/fixture-tiles/') + '/fixture-tiles/'.length);
    const tile = /^tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(rest);
    const glyph = /^fonts\/[^/]+\/(\d+-\d+)\.pbf$/.exec(rest);
    if (rest === 'index.html') return route.fulfill({ contentType: 'text/html', body: html });
    if (rest === 'maplibre-gl.mjs' || rest === 'maplibre-gl-worker.mjs') {
      return route.fulfill({
        contentType: 'text/javascript',
        body: fs.readFileSync(path.join(maplibreDist, rest)),
      });
    }
    if (tile) {
      served.tiles += 1;
      const [z, x, y] = tile.slice(1).map(Number) as [number, number, number];
      const body = fixtureTile(z, x, y);
      return route.fulfill({
        contentType: 'application/x-protobuf',
        body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
      });
    }
    const file = glyph ? path.join(fontDir, `${glyph[1]}.pbf`) : null;
    if (file && fs.existsSync(file)) {
      served.glyphs += 1;
      return route.fulfill({ contentType: 'application/x-protobuf', body: fs.readFileSync(file) });
    }
    served.unknown.push(rest);
    return route.fulfill({ status: 404, body: '' });
  });
  return served;
}

export type Rendered = Record<string, { fids: string[]; lineCaps: string[] }>;

/** Opens the page and a map of `style` over the fixture's centre at `zoom`; resolves once it is idle. */
export async function openMap(page: Page, style: unknown, zoom: number): Promise<string[]> {
  await page.setViewportSize({ width: FIXTURE_VIEW.width, height: FIXTURE_VIEW.height + 40 });
  await page.goto('/fixture-tiles/index.html');
  await page.waitForFunction(() => 'maplibregl' in window);
  return page.evaluate(
    async ({ style, center, zoom }) => {
      const w = window as unknown as Record<string, unknown>;
      const lib = w.maplibregl as { Map: new (o: unknown) => Record<string, (...a: unknown[]) => unknown> };
      const errors: string[] = [];
      const map = new lib.Map({
        container: 'map',
        style,
        center: [center.lng, center.lat],
        zoom,
        fadeDuration: 0,
        interactive: false,
        attributionControl: false,
      });
      map.on?.('error', (e: unknown) => errors.push(String((e as { error?: Error }).error?.message ?? e)));
      w.fixtureMap = map;
      await new Promise((resolve) => map.once?.('idle', resolve));
      return errors;
    },
    { style, center: FIXTURE_CENTER, zoom },
  );
}

/** Moves the open map to `zoom`, waits for it to be idle and loaded, and queries what each layer drew. */
export async function renderedAt(page: Page, zoom: number, layerIds: string[]): Promise<Rendered> {
  return page.evaluate(
    async ({ zoom, layerIds }) => {
      type Feature = {
        layer: { id: string; layout?: Record<string, unknown> };
        properties: { fid?: string };
      };
      const map = (window as unknown as { fixtureMap: Record<string, (...a: unknown[]) => unknown> })
        .fixtureMap;
      if (map.getZoom?.() !== zoom) {
        const idle = new Promise((resolve) => map.once?.('idle', resolve));
        map.jumpTo?.({ zoom });
        await idle;
      }
      if (!map.loaded?.()) throw new Error('map not loaded after idle');
      const features = map.queryRenderedFeatures?.({ layers: layerIds }) as Feature[];
      const out: Record<string, { fids: Set<string>; lineCaps: Set<string> }> = {};
      for (const f of features) {
        out[f.layer.id] ??= { fids: new Set(), lineCaps: new Set() };
        const entry = out[f.layer.id] as { fids: Set<string>; lineCaps: Set<string> };
        // A line crossing a tile edge comes back once per tile: its fid is counted once.
        entry.fids.add(String(f.properties.fid));
        const cap = f.layer.layout?.['line-cap'];
        if (typeof cap === 'string') entry.lineCaps.add(cap);
      }
      return Object.fromEntries(
        Object.entries(out).map(([id, e]) => [id, { fids: [...e.fids].sort(), lineCaps: [...e.lineCaps] }]),
      );
    },
    { zoom, layerIds },
  );
}
