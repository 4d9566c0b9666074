import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * How replies are compressed, in one place: the `@fastify/compress` registration (app.ts) and the kept
 * reads, whose compressed bytes are made once and kept with them (plugins/read-cache.ts). Replies of at
 * least `threshold` bytes, brotli at a fast quality for clients that accept it, else gzip.
 */
export const COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as const,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  /**
   * Replies up to this size are compressed in one call (the plugin's default on 2 cores is 8 KiB): past it
   * a reply goes through a zlib stream, whose chunks and thread hand-offs cost 1–2 ms of CPU more than the
   * compression itself for a 60 KB search page (brotli 4 compresses it in about 0.4 ms, holding the event
   * loop that long; 256 KiB holds it about 1.5 ms).
   */
  syncThreshold: 256 * 1024,
};

export type Encoding = (typeof COMPRESSION.encodings)[number];

/**
 * The encoding `@fastify/compress` would choose for this request's `Accept-Encoding` (its negotiator, the
 * same aliases), or undefined when the reply goes as it is (no header, identity, `x-no-compression`).
 */
export function replyEncoding(headers: {
  'accept-encoding'?: string | undefined;
  'x-no-compression'?: string | string[] | undefined;
}): Encoding | undefined {
  const accept = headers['accept-encoding'];
  if (accept == null || headers['x-no-compression'] !== undefined) return undefined;
  const chosen = negotiate(accept.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...COMPRESSION.encodings]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

export function compressBody(encoding: Encoding, body: string): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, COMPRESSION.brotliOptions) : zlib.gzipSync(body);
}
