import { ZApiError, ZClubContent, ZClubIdParams, ZClubMessage, ZClubMessageQuery } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getClubContent, getClubMessage } from './service';

/** Public club pages: no login needed. */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => getClubContent(app.db, request.params.clubId),
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
      getClubMessage(app.db, { clubId: request.params.clubId, channel: request.query.channel }),
  );
};
