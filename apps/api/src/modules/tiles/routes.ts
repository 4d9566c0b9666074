import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ZApiError } from '@fairway/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { buildTile, clubsIndex, TILE_MAX_ZOOM, type TileClub } from './base-map';
import { embeddedStyle, roadStyle } from './styles';

export type TilesOptions = {
  /**
   * The portal's configured origin (PUBLIC_ORIGIN): the style's tile and glyph addresses are absolute
   * (MapLibre needs that) and must not echo a Host header, which a shared cache could keep for everyone.
   */
  publicOrigin: string;
  /** The clubs drawn on the map; the explore module's `listClubPoints(db)` once wired. */
  clubPoints?: () => Promise<TileClub[]>;
  /** A TomTom-schema tile server (`…/{z}/{x}/{y}.pbf`): the style then draws its roads. */
  tilesUrl?: string;
  /** How long the clubs layer is kept before the provider is asked again. */
  clubsTtlMs?: number;
};

const tags = ['tiles'];
const MAX_CACHED_TILES = 2000;
const FONT_STACK = 'Noto Sans Regular';
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tileserver-gl-styles/package.json')),
  'fonts',
  FONT_STACK,
);

const tileCoord = z.string().max(6).regex(/^\d+$/);
const ZTileParams = z.object({ z: tileCoord, x: tileCoord, y: tileCoord });
const ZFontParams = z.object({
  fontstack: z.string().max(200),
  range: z
    .string()
    .max(12)
    .regex(/^\d{1,5}-\d{1,5}$/),
});

/**
 * The base map: vector tiles built on the fly from open data (land, borders, towns, clubs), the style
 * that draws them (or the road style over TILES_URL), and the Noto Sans glyphs for its labels.
 */
export async function registerTiles(parent: FastifyInstance, options: TilesOptions) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const clubPoints = options.clubPoints ?? (async () => []);
  const ttl = options.clubsTtlMs ?? 60_000;
  let clubs: { index: ReturnType<typeof clubsIndex>; at: number } | null = null;
  let loading: Promise<ReturnType<typeof clubsIndex>> | null = null;
  const cache = new Map<string, Uint8Array>();

  const currentClubs = async () => {
    if (clubs && Date.now() - clubs.at < ttl) return clubs.index;
    loading ??= clubPoints()
      .then((points) => {
        const index = clubsIndex(points);
        clubs = { index, at: Date.now() };
        cache.clear();
        return index;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  app.get(
    '/tiles/:z/:x/:y.pbf',
    {
      schema: {
        tags,
        summary: 'A vector tile of the base map (layers land, borders, towns, clubs)',
        params: ZTileParams,
        response: { 400: ZApiError },
      },
    },
    async (request, reply) => {
      const z = Number(request.params.z);
      const x = Number(request.params.x);
      const y = Number(request.params.y);
      if (z > TILE_MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
        throw new AppError('TILE_OUT_OF_RANGE', { params: { z, x, y } });
      }
      const index = await currentClubs();
      const key = `${z}/${x}/${y}`;
      let tile = cache.get(key);
      if (!tile) {
        tile = buildTile(index, z, x, y);
        if (cache.size >= MAX_CACHED_TILES) cache.delete(cache.keys().next().value as string);
        cache.set(key, tile);
      }
      return reply
        .type('application/x-protobuf')
        .header('cache-control', 'public, max-age=300')
        .send(Buffer.from(tile.buffer, tile.byteOffset, tile.byteLength) as never);
    },
  );

  app.get(
    '/tiles/style.json',
    { schema: { tags, summary: 'The MapLibre style of the base map', response: { 200: z.looseObject({}) } } },
    async (_request, reply) => {
      const origin = new URL(options.publicOrigin).origin;
      const glyphs = `${origin}/fonts/{fontstack}/{range}.pbf`;
      reply.header('cache-control', 'no-cache');
      return options.tilesUrl
        ? roadStyle({ tiles: [options.tilesUrl], glyphs })
        : embeddedStyle({ tiles: [`${origin}/tiles/{z}/{x}/{y}.pbf`], glyphs });
    },
  );

  app.get(
    '/fonts/:fontstack/:range.pbf',
    {
      schema: {
        tags,
        summary: 'Label glyphs (Noto Sans Regular, whichever font stack is asked for)',
        params: ZFontParams,
        response: { 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const [start, end] = request.params.range.split('-').map(Number) as [number, number];
      if (start % 256 !== 0 || end !== start + 255 || end > 65535) {
        throw new AppError('VALIDATION');
      }
      const file = path.join(fontDir, `${start}-${end}.pbf`);
      if (!fs.existsSync(file)) throw new AppError('NOT_FOUND');
      return reply
        .type('application/x-protobuf')
        .header('cache-control', 'public, max-age=86400')
        .send(fs.readFileSync(file) as never);
    },
  );
}
