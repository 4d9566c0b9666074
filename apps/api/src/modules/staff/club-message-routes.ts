import { ZClubMessage, ZClubMessageBody, ZStaffClubParams } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveClubMessage } from '../clubs/service';
import { assertClubAccess, requireStaff } from './access';

/** The club message editor: the dashboard's title and message of one club (its staff, or network staff). */
export const staffClubMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/staff/clubs/:clubId/message',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          "Write the club's dashboard title and message (its content document); members see it at once",
        params: ZStaffClubParams,
        body: ZClubMessageBody,
        response: { 200: ZClubMessage },
      },
    },
    async (request) => {
      assertClubAccess(request, request.params.clubId);
      return saveClubMessage(app.db, app.clubDocuments, {
        clubId: request.params.clubId,
        title: request.body.Title,
        message: request.body.Message,
      });
    },
  );
};
