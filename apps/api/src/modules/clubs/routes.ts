import {
  ZApiError,
  ZBookableClubs,
  ZClubContent,
  ZClubIdParams,
  ZClubMessage,
  ZClubMessageQuery,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/session';
import { getClubContent, getClubMessage, listBookableClubs } from './service';

/** Public club pages need no login; the list of clubs a member can book does. */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clubs',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['clubs'],
        summary: 'Clubs the member can book: the home club first, then Open Play clubs of the network',
        response: { 200: ZBookableClubs, 401: ZApiError },
      },
    },
    async (request) => ({ Clubs: await listBookableClubs(app.db, memberIdOf(request)) }),
  );

  app.get(
    '/clubs/:clubId/content',
    {
      schema: {
        tags: ['clubs'],
        summary: "A club's content, switches and theme",
        params: ZClubIdParams,
        response: { 200: ZClubContent, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getClubContent(app.clubDocuments, request.params.clubId),
  );

  app.get(
    '/clubs/:clubId/message',
    {
      schema: {
        tags: ['clubs'],
        summary: "A club's message for a channel (1: dashboard)",
        params: ZClubIdParams,
        querystring: ZClubMessageQuery,
        response: { 200: ZClubMessage, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      getClubMessage(app.clubDocuments, { clubId: request.params.clubId, channel: request.query.channel }),
  );
};
