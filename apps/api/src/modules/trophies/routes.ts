import { ZTrophyList } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/session';
import { listTrophies } from './service';

export const trophiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trophies',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['trophies'],
        summary: 'The member’s trophies: earned ones first with when, then the others with progress',
        response: { 200: ZTrophyList },
      },
    },
    async (request) => listTrophies(app.db, memberIdOf(request)),
  );
};
