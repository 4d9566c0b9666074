import { ZHealth } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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

  // A route with no I/O: the baseline the benchmarks compare real routes against.
  app.get('/hello', { schema: { hide: true } }, async () => ({ hello: 'world' }));
};
