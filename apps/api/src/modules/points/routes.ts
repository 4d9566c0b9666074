import { ZApiError, ZOpenPlayLots, ZPageQuery, ZTransactionsPage } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/session';
import { findSpendableLots } from './balance-repository';
import { findLedgerPage } from './ledger-repository';

export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/member/transactions',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['points'],
        summary: 'Points history: the ledger, newest first, 20 a page',
        querystring: ZPageQuery,
        response: { 200: ZTransactionsPage },
      },
    },
    async (request) => findLedgerPage(app.db, memberIdOf(request), request.query.page),
  );

  app.get(
    '/member/points/lots',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['points'],
        summary: 'Open Play lots still holding points, soonest expiry first',
        security: [{ session: [] }],
        response: { 200: ZOpenPlayLots, 401: ZApiError },
      },
    },
    async (request) => {
      const lots = await findSpendableLots(app.db, memberIdOf(request), new Date());
      return {
        items: lots.map((lot) => ({
          Id: lot.id,
          Remaining: lot.remaining,
          Original: lot.original,
          ExpiresAt: lot.expiresAt.toISOString(),
        })),
      };
    },
  );
};
