import { VectorTile } from '@mapbox/vector-tile';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { registerTiles } from '../src/modules/tiles/routes';
import { errorsPlugin } from '../src/plugins/errors';
import { useTestApp } from './helpers';

const decode = (body: Buffer) => new VectorTile(new PbfReader(body));
const names = (tile: VectorTile, layer: string) => {
  const l = tile.layers[layer];
  return l ? Array.from({ length: l.length }, (_, i) => String(l.feature(i).properties.name)) : [];
};
// The tile of zoom 6 holding London (51.5 N, 0.1 W).
const LONDON = '/tiles/6/31/21.pbf';

describe('map tiles', () => {
  const ctx = useTestApp({ config: { publicOrigin: 'https://maps.test' } });

  it('serves land, borders and the biggest towns as a vector tile', async () => {
    const world = await ctx.app.inject({ method: 'GET', url: '/tiles/0/0/0.pbf' });
    expect(world.statusCode).toBe(200);
    expect(world.headers['content-type']).toContain('application/x-protobuf');
    const tile = decode(world.rawPayload);
    expect(tile.layers.land?.length).toBeGreaterThan(0);
    expect(tile.layers.borders?.length).toBeGreaterThan(0);
    expect(names(tile, 'towns')).toContain('London');

    const london = decode((await ctx.app.inject({ method: 'GET', url: LONDON })).rawPayload);
    const towns = names(london, 'towns');
    expect(towns).toContain('London');
    // Thinned by population for the zoom: no village at zoom 6, but more towns than the whole world at zoom 0.
    expect(towns.length).toBeGreaterThan(names(tile, 'towns').length);
    const closer = decode((await ctx.app.inject({ method: 'GET', url: '/tiles/10/511/340.pbf' })).rawPayload);
    expect(names(closer, 'towns').length).toBeGreaterThan(0);
  });

  it('refuses a tile that does not exist with 400 TILE_OUT_OF_RANGE, and a malformed one with 400', async () => {
    for (const url of ['/tiles/3/8/0.pbf', '/tiles/3/0/8.pbf', '/tiles/15/0/0.pbf', '/tiles/99/0/0.pbf']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('TILE_OUT_OF_RANGE');
    }
    for (const url of [
      '/tiles/a/0/0.pbf',
      '/tiles/1/-1/0.pbf',
      '/tiles/1/0/1e3.pbf',
      `/tiles/1/0/${'9'.repeat(40)}.pbf`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('VALIDATION');
    }
  });

  it('serves a valid style over the tiles and the Noto Sans glyphs, at the public origin whatever the Host', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/tiles/style.json',
      headers: { host: 'evil.example:8080' },
    });
    expect(res.statusCode).toBe(200);
    const style = res.json();
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.sources.vectorTiles.tiles).toEqual(['https://maps.test/tiles/{z}/{x}/{y}.pbf']);
    expect(style.glyphs).toBe('https://maps.test/fonts/{fontstack}/{range}.pbf');

    const glyphs = await ctx.app.inject({ method: 'GET', url: '/fonts/Noto%20Sans%20Regular/0-255.pbf' });
    expect(glyphs.statusCode).toBe(200);
    expect(glyphs.rawPayload.length).toBeGreaterThan(1000);
    for (const url of [
      '/fonts/Noto%20Sans%20Regular/1-2.pbf',
      '/fonts/x/65536-65791.pbf',
      '/fonts/x/abc.pbf',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});

describe('map tiles with a clubs provider', () => {
  it('draws the clubs it is given, leaving out Unavailable ones, and the road style when TILES_URL is set', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await registerTiles(app, {
      publicOrigin: 'http://localhost:3000',
      tilesUrl: 'https://tiles.example/{z}/{x}/{y}.pbf',
      clubPoints: async () => [
        { id: 1, name: 'Hyde Park Golf', lat: 51.507, lng: -0.165, tier: 3, state: 'Available' },
        { id: 2, name: 'Villiers Links', lat: 51.4, lng: -0.3, tier: 1, state: 'Available' },
        { id: 3, name: 'Closed Club', lat: 51.45, lng: -0.2, tier: 1, state: 'Unavailable' },
      ],
    });
    const tile = decode((await app.inject({ method: 'GET', url: LONDON })).rawPayload);
    const clubs = tile.layers.clubs;
    const drawn = clubs ? Array.from({ length: clubs.length }, (_, i) => clubs.feature(i).properties) : [];
    expect(drawn.map((c) => c.name).sort()).toEqual(['Hyde Park Golf', 'Villiers Links']);
    expect(drawn.find((c) => c.id === 1)?.tier).toBe(3);

    const style = (await app.inject({ method: 'GET', url: '/tiles/style.json' })).json();
    expect(style.sources.vectorTiles.tiles).toEqual(['https://tiles.example/{z}/{x}/{y}.pbf']);
    expect(style.layers.map((l: { id: string }) => l.id)).toContain('Motorway outline +1');
    await app.close();
  });
});
