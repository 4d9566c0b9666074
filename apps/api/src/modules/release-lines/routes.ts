import {
  ZMyTicket,
  ZReleaseLine,
  ZReleaseLineAudit,
  ZReleaseLineIdParams,
  ZReleaseLines,
  ZReleaseLinesQuery,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/session';
import { getLine, joinLine, lineAudit, listLines, myTicket } from './service';

/** The release line (ARCHITECTURE "The release line"): a fair line at the instant a day's tee sheet opens. */
export const releaseLinesRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.get(
    '/release-lines',
    {
      ...auth,
      schema: {
        tags: ['release-lines'],
        summary:
          'The course-day’s release line (made on first ask once its opening is near), with the caller’s ticket',
        querystring: ZReleaseLinesQuery,
        response: { 200: ZReleaseLines },
      },
    },
    async (request) => listLines(app.db, { memberId: memberIdOf(request), query: request.query }),
  );

  app.get(
    '/release-lines/:id',
    {
      ...auth,
      schema: {
        tags: ['release-lines'],
        summary: 'One release line by its id, with the caller’s ticket',
        params: ZReleaseLineIdParams,
        response: { 200: ZReleaseLine },
      },
    },
    async (request) => getLine(app.db, request.params.id, memberIdOf(request)),
  );

  app.post(
    '/release-lines/:id/tickets',
    {
      ...auth,
      schema: {
        tags: ['release-lines'],
        summary:
          'Take a ticket: one per member, from the gathering on; before the opening it is drawn, after it it joins the back',
        params: ZReleaseLineIdParams,
        response: { 201: ZMyTicket },
      },
    },
    async (request, reply) => {
      const ticket = await joinLine(app.db, { memberId: memberIdOf(request), lineId: request.params.id });
      return reply.status(201).send(ticket);
    },
  );

  app.get(
    '/release-lines/:id/tickets/mine',
    {
      ...auth,
      schema: {
        tags: ['release-lines'],
        summary: 'The caller’s ticket: state, position, how many are ahead, the wait and the turn’s end',
        params: ZReleaseLineIdParams,
        response: { 200: ZMyTicket },
      },
    },
    async (request) => myTicket(app.db, { memberId: memberIdOf(request), lineId: request.params.id }),
  );

  app.get(
    '/release-lines/:id/audit',
    {
      ...auth,
      schema: {
        tags: ['release-lines'],
        summary: 'Everything needed to recompute the order (fairway-line-v1); the seed from the opening on',
        params: ZReleaseLineIdParams,
        response: { 200: ZReleaseLineAudit },
      },
    },
    async (request) => lineAudit(app.db, request.params.id),
  );
};
