import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { connectBroadcast } from '../lib/broadcast';
import { ReadCache } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A member's hot reads kept for READ_CACHE_MS while nothing is written anywhere (lib/read-cache.ts).
     * Every request that may write (any method but GET, HEAD and OPTIONS) calls `written()` before its
     * reply is sent; so does every job run. Code that writes outside both calls it after its commit.
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
  // hook: a read passes straight on, without a promise of its own.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (READS.has(request.method)) return done(null, payload);
    cache.written().then(() => done(null, payload), done);
  });
});

/**
 * The signed-in caller's answer to this very request (the same address and query), kept while nothing is
 * written; a visitor's is always read.
 */
export function callersRead<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  const { session } = request;
  if (!session) return read();
  const key = `${session.memberId} ${session.impersonatorId ?? '-'} ${request.url}`;
  return request.server.readCache.through(key, read);
}
