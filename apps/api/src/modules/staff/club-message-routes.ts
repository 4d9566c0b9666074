import { ZClubMessage, ZClubMessageBody, ZStaffClubParams } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { assertClubAccess, requireStaff } from '../../plugins/staff-access';
import { saveClubMessage } from '../clubs';
import { clubBookingsCsv, clubMembersCsv } from './export-service';

/**
 * A club's own tools (its staff, or network staff): the dashboard message editor and the CSV exports of
 * its bookings and members.
 */
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

  for (const [name, build] of [
    ['bookings', clubBookingsCsv],
    ['members', clubMembersCsv],
  ] as const) {
    app.get(
      `/staff/clubs/:clubId/${name}.csv`,
      {
        preHandler: requireStaff,
        // Members' personal data leaving the system: each export is a staff action of its own.
        config: { auditRead: true },
        schema: {
          tags: ['staff'],
          summary:
            name === 'bookings'
              ? "The club's bookings as CSV (RFC 4180; cells a spreadsheet would run as formulas are defused)"
              : 'The members whose home club it is, as CSV',
          params: ZStaffClubParams,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        assertClubAccess(request, request.params.clubId);
        if (!(await app.clubDocuments.get(request.params.clubId))) throw notFound('CLUB_NOT_FOUND');
        const csv = await build(app.db, request.params.clubId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="club-${request.params.clubId}-${name}.csv"`)
          .send(csv);
      },
    );
  }
};
