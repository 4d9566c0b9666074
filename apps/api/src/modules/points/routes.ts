import { ZApiError, ZOpenPlayLots, ZPageQuery, ZTransactionsPage } from '@fairway/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flexiLots } from '../../db/schema';
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
      const rows = await app.db
        .select({
          Id: flexiLots.id,
          Remaining: flexiLots.remaining,
          Original: flexiLots.original,
          expiresAt: flexiLots.expiresAt,
        })
        .from(flexiLots)
        .where(
          and(
            eq(flexiLots.memberId, memberIdOf(request)),
            gt(flexiLots.remaining, 0),
            gt(flexiLots.expiresAt, new Date()),
          ),
        )
        .orderBy(asc(flexiLots.expiresAt), asc(flexiLots.id));
      return { items: rows.map(({ expiresAt, ...lot }) => ({ ...lot, ExpiresAt: expiresAt.toISOString() })) };
    },
  );
};
