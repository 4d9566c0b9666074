import { ZApiError, ZMemberSummary, ZPoints, ZPointsQuery } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/app-error';
import { callersRead } from '../../plugins/read-cache';
import { memberIdOf } from '../../plugins/session';
import { getMemberSummary, getPoints } from './service';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/member/summary',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['member'],
        summary: "The caller's member summary",
        description:
          'Carries a weak `ETag` of the answer; `If-None-Match` naming it is answered 304 without a body.',
        security: [{ session: [] }],
        response: { 200: ZMemberSummary, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session) throw unauthenticated();
      return callersRead(request, reply, () =>
        getMemberSummary(app.db, { memberId: session.memberId, impersonatorId: session.impersonatorId }),
      );
    },
  );

  app.get(
    '/member/points',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['member'],
        summary: "The caller's home and Open Play balances",
        description:
          'Balances are always read fresh; `refresh` is accepted for the web app and changes nothing.',
        security: [{ session: [] }],
        querystring: ZPointsQuery,
        response: { 200: ZPoints, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => getPoints(app.db, memberIdOf(request)),
  );
};
