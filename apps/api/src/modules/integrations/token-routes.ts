import {
  ZApiError,
  ZApiTokenList,
  ZCreateApiTokenBody,
  ZNewApiToken,
  ZOk,
  ZStaffClubParams,
  ZStaffTokenParams,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { assertClubAccess, requireStaff } from '../../plugins/staff-access';
import { createApiToken, listApiTokens, revokeApiToken } from './token-service';

const tags = ['integrations'];
const security = [{ session: [] }];
const refusals = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** A club's API tokens, managed by its staff (network staff: any club). */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff/clubs/:clubId/tokens',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        security,
        summary:
          'Create an API token for the club (the token is in this answer only; only its digest is kept)',
        params: ZStaffClubParams,
        body: ZCreateApiTokenBody,
        response: { 201: ZNewApiToken, ...refusals, 422: ZApiError },
      },
    },
    async (request, reply) => {
      assertClubAccess(request, request.params.clubId);
      const token = await createApiToken(app.db, { clubId: request.params.clubId, body: request.body });
      return reply.status(201).header('cache-control', 'no-store').send(token);
    },
  );

  app.get(
    '/staff/clubs/:clubId/tokens',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        security,
        summary: "The club's live API tokens: name, scopes, when made and last used (never the token)",
        params: ZStaffClubParams,
        response: { 200: ZApiTokenList, ...refusals },
      },
    },
    async (request) => {
      assertClubAccess(request, request.params.clubId);
      if (!(await app.clubDocuments.get(request.params.clubId))) throw notFound('CLUB_NOT_FOUND');
      return listApiTokens(app.db, request.params.clubId);
    },
  );

  app.delete(
    '/staff/clubs/:clubId/tokens/:tokenId',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Revoke an API token: refused from the next request on, on every instance',
        params: ZStaffTokenParams,
        response: { 200: ZOk, ...refusals },
      },
    },
    async (request) => {
      assertClubAccess(request, request.params.clubId);
      await revokeApiToken(app.db, { clubId: request.params.clubId, tokenId: request.params.tokenId });
      return { ok: true as const };
    },
  );
};
