import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { ZApiError } from '@fairway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import {
  httpDuration,
  httpRequests,
  type MetricsSource,
  metricsRegistry,
  metricsSources,
  rateLimitRefusals,
} from '../lib/metrics';
import { requestContext } from '../lib/request-context';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the token's length nor its content leaks through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token));
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * GET /metrics (Prometheus text) and what feeds it: every request counted and timed by its route pattern,
 * a 429 counted as a rate-limit refusal, and this app's pool, sockets and job queue read at scrape time.
 * Also runs each request in the request context, so work it starts logs its id (lib/request-context.ts).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const source: MetricsSource = {
    pool: app.database.poolStats,
    sockets: () => app.hub?.io.engine.clientsCount ?? 0,
    queues: async () => {
      const boss = app.jobs?.boss;
      if (!boss) return [];
      const queues = await boss.getQueues();
      return queues.map((q) => ({
        name: q.name,
        queued: q.queuedCount,
        active: q.activeCount,
        failed: q.failedCount,
      }));
    },
  };
  metricsSources.add(source);
  app.addHook('onClose', async () => {
    metricsSources.delete(source);
  });

  app.addHook('onRequest', (request, _reply, done) => {
    requestContext.run({ reqId: request.id }, done);
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (`/api/bookings/:id/cancel`), never the raw URL: bounded label values.
    const route = request.routeOptions.url ?? '(unmatched)';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimitRefusals.inc({ route });
    done();
  });

  const clientAddress = (request: FastifyRequest) =>
    // Behind a trusted proxy (TRUST_PROXY) the client is the one the proxy names; else the socket's peer.
    app.config.trustProxy ? request.ip : request.socket.remoteAddress;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary:
          'Prometheus metrics. With METRICS_TOKEN set, needs `Authorization: Bearer <token>`; otherwise answers loopback clients only',
        response: { 200: z.string(), 401: ZApiError, 403: ZApiError },
      },
    },
    async (request, reply) => {
      const token = app.config.metricsToken;
      if (token) {
        if (!bearerMatches(request.headers.authorization, token)) {
          throw new AppError('UNAUTHENTICATED', { headers: { 'www-authenticate': 'Bearer' } });
        }
      } else if (!isLoopback(clientAddress(request))) {
        throw new AppError('FORBIDDEN');
      }
      const text = await metricsRegistry.metrics();
      return reply.type(metricsRegistry.contentType).send(text);
    },
  );
});
