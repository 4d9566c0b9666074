import { ZHealth, ZLiveness, ZReadiness } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A readiness probe must answer within a balancer's check timeout even when the database hangs. */
const READY_PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Database driver and status', response: { 200: ZHealth } } },
    async () => {
      const up = await app.database.ping();
      return {
        status: up ? 'ok' : 'degraded',
        database: { driver: app.database.driver, status: up ? 'up' : 'down' },
        realtime: { adapter: app.hub?.adapter ?? (app.config.redisUrl ? 'redis' : 'in-process') },
      } as const;
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness probe: the process answers (checks nothing else)',
        response: { 200: ZLiveness },
      },
    },
    async () => ({ status: 'live' }) as const,
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness probe: 200 when the database answers and the instance is not draining, else 503',
        response: { 200: ZReadiness, 503: ZReadiness },
      },
    },
    async (_request, reply) => {
      const up = await pingWithin(() => app.database.ping(), READY_PING_TIMEOUT_MS);
      const draining = app.lifecycle.draining;
      const ready = up && !draining;
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not-ready',
        database: up ? 'up' : 'down',
        draining,
      });
    },
  );

  // A route with no I/O: the baseline the benchmarks compare real routes against.
  app.get('/hello', { schema: { hide: true } }, async () => ({ hello: 'world' }));
};

async function pingWithin(ping: () => Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
