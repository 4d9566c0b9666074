import { ZPageQuery, ZTransactionsPage } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/session';
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
};
