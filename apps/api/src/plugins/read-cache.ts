import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { connectBroadcast } from '../lib/broadcast';
import { COMPRESSION, compressBody, type Encoding, replyEncoding } from '../lib/compression';
import { etagMatches, weakEtagOf } from '../lib/etag';
import { ReadCache } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A member's hot reads kept for READ_CACHE_MS while nothing is written anywhere (lib/read-cache.ts).
     * Every request that may write (any method but GET, HEAD and OPTIONS, unless refused with a 4xx)
     * calls `written()` before its reply is sent; so does every job run. Code that writes outside both calls it after its commit.
     */
    readCache: ReadCache;
  }
}

/** Redis / PostgreSQL NOTIFY channel carrying "an instance wrote: forget your kept reads". */
export const READ_CACHE_CHANNEL = 'fairway_reads';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const readCachePlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const cache = new ReadCache(opts.config.readCacheMs);
  if (cache.ttlMs > 0) {
    cache.broadcast = await connectBroadcast(
      opts.config,
      READ_CACHE_CHANNEL,
      { message: (text) => cache.receive(text), all: () => cache.invalidate() },
      app.log,
    );
  }
  app.decorate('readCache', cache);
  app.addHook('onClose', async () => cache.broadcast.close());
  // After the handler (its transaction committed or rolled back), before the reply leaves. A callback
  // hook: a read passes straight on, without a promise of its own. So does a refusal (4xx): by the API's
  // rule a refused request changes nothing (bad input gets its code and writes nothing), so at 07:00 the
  // thousands of SLOT_FULL answers neither empty every instance's kept reads nor wait for a broadcast;
  // a refusal that did write (a failed sign-in's count) touches no kept answer, and READ_CACHE_MS bounds
  // any other. A server error may follow a commit, so it counts as a write.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (READS.has(request.method) || (reply.statusCode >= 400 && reply.statusCode < 500)) {
      return done(null, payload);
    }
    cache.written().then(() => done(null, payload), done);
  });
});

/**
 * The signed-in caller's answer to this very request (the same address and query), kept while nothing is
 * written, as the JSON the route's serializer wrote, with a weak ETag of it: `If-None-Match` naming it is
 * answered 304 without a body, so a phone that asks again for a tee sheet that has not changed downloads
 * nothing. Browsers store none of it (`Cache-Control: no-store` on every signed-in reply,
 * plugins/security.ts): the web app keeps the last answer in memory and asks with its ETag itself
 * (apps/web/src/lib/api-client.ts). A kept answer is sent as written, not serialized again (for upcoming
 * bookings that was a sixth of a kept read's CPU). A visitor's is always read, without a validator.
 */
export async function callersRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: () => Promise<T>,
): Promise<T | FastifyReply> {
  const { session } = request;
  if (!session) return read();
  const kept = await request.server.readCache.through(keptKeyOf(session, request.url), () =>
    read().then((answer) => {
      const written = reply.serialize(answer);
      return keptOf(typeof written === 'string' ? written : JSON.stringify(answer));
    }),
  );
  return sendKept(request, reply, kept);
}

/**
 * A kept answer: the JSON as written, its ETag, and its compressed bytes in each encoding a caller has asked
 * for, made once on the first such request (a phone asks for the course-day every few seconds in a rush:
 * compressing it again each time was most of a kept read's CPU for a browser).
 */
type Kept = { body: string; etag: string; size: number; encoded?: Partial<Record<Encoding, Buffer>> };

const keptOf = (body: string): Kept => ({ body, etag: weakEtagOf(body), size: Buffer.byteLength(body) });

const keptKeyOf = (session: NonNullable<FastifyRequest['session']>, url: string) =>
  `${session.memberId} ${session.impersonatorId ?? '-'} ${url}`;

function sendKept(request: FastifyRequest, reply: FastifyReply, kept: Kept): FastifyReply {
  reply.header('etag', kept.etag);
  if (etagMatches(request.headers['if-none-match'], kept.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  // As @fastify/compress would answer (its threshold and choice of encoding), from the kept bytes; the
  // Content-Encoding set here tells it the reply is compressed already.
  const encoding = kept.size >= COMPRESSION.threshold ? replyEncoding(request.headers) : undefined;
  if (!encoding) return reply.send(kept.body);
  kept.encoded ??= {};
  const bytes = kept.encoded[encoding] ?? compressBody(encoding, kept.body);
  kept.encoded[encoding] = bytes;
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(bytes);
}

/**
 * The route-level `onRequest` of a read answered by `callersRead`: a signed-in caller whose answer to this
 * very address is kept gets it here, before the query is parsed and validated and before the handler
 * runs. The answer was kept by `callersRead` after the same address passed the same validation and the
 * same `requireAuth` (the key holds the member, the impersonator and the whole URL), so it is the answer
 * the route would send; skipping the way there was a third of a kept course-day's CPU. A miss goes on
 * to the route as usual.
 */
export function keptReadFirst(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const { session } = request;
  const kept =
    session && request.method === 'GET'
      ? request.server.readCache.get<Kept>(keptKeyOf(session, request.url), Date.now())
      : undefined;
  if (kept) sendKept(request, reply, kept);
  else done();
}
