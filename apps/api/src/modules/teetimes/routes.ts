import { ZTeeTimes, ZTeeTimesQuery } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callersRead, keptReadFirst } from '../../plugins/read-cache';
import { memberIdOf } from '../../plugins/session';
import { getAvailability } from './availability';

export const teetimesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teetimes',
    {
      onRequest: keptReadFirst,
      preHandler: app.requireAuth,
      schema: {
        tags: ['teetimes'],
        summary: 'Tee time, spa and dining availability of one course-day for the caller’s party',
        description:
          'Carries a weak `ETag` of the answer; `If-None-Match` naming it is answered 304 without a body.',
        querystring: ZTeeTimesQuery,
        response: { 200: ZTeeTimes },
      },
    },
    // Kept while nothing is written (plugins/read-cache.ts): the tee sheet at 07:00 is read far more often
    // than it changes between two bookings.
    async (request, reply) =>
      callersRead(request, reply, () =>
        getAvailability(request.readDb, { memberId: memberIdOf(request), query: request.query }),
      ),
  );
};
