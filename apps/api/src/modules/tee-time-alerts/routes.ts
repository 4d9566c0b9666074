import {
  ZTeeTimeAlertBody,
  ZTeeTimeAlertCreated,
  ZTeeTimeAlertIdParams,
  ZTeeTimeAlerts,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberIdOf } from '../../plugins/session';
import { createAlert, deleteAlert, listAlerts } from './repository';

export const teeTimeAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.post(
    '/teetimes/alerts',
    {
      ...auth,
      schema: {
        tags: ['teetimes'],
        summary:
          'Tell me when a time like this opens: saves the search as an alert (at most 10 live a member, 409 TOO_MANY_ALERTS); `lat`/`lng` default to the home club',
        body: ZTeeTimeAlertBody,
        response: { 201: ZTeeTimeAlertCreated },
      },
    },
    async (request, reply) => {
      const id = await createAlert(app.db, {
        memberId: memberIdOf(request),
        body: request.body,
        now: new Date(),
      });
      return reply.status(201).send({ Id: id });
    },
  );

  app.get(
    '/teetimes/alerts',
    {
      ...auth,
      schema: {
        tags: ['teetimes'],
        summary: 'The caller’s live tee-time alerts (an alert ends after its date), soonest date first',
        response: { 200: ZTeeTimeAlerts },
      },
    },
    async (request) => listAlerts(app.db, memberIdOf(request), new Date()),
  );

  app.delete(
    '/teetimes/alerts/:id',
    {
      ...auth,
      schema: {
        tags: ['teetimes'],
        summary: 'Deletes one of the caller’s tee-time alerts (404 for another member’s)',
        params: ZTeeTimeAlertIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteAlert(app.db, memberIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
