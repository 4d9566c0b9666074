import { ZStaffClubParams, ZStaffWaitlist, ZStaffWaitlistQuery } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertClubAccess, requireStaff } from '../../plugins/staff-access';
import { clubWaitlists } from './staff-view';

/** The console's waitlist view (issue 22 §4): who waits for which start, in what order, with what offer. */
export const staffWaitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/clubs/:clubId/waitlist',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          "The club's waitlists by start: the parties waiting in order with their live offers, and the offers made so far; one club-local date, or every start to come with parties waiting",
        params: ZStaffClubParams,
        querystring: ZStaffWaitlistQuery,
        response: { 200: ZStaffWaitlist },
      },
    },
    async (request) => {
      assertClubAccess(request, request.params.clubId);
      return clubWaitlists(app.db, { clubId: request.params.clubId, date: request.query.date });
    },
  );
};
