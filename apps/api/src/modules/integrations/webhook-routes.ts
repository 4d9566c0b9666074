import {
  ZApiError,
  ZCreateWebhookBody,
  ZNewWebhook,
  ZOk,
  ZStaffClubParams,
  ZStaffWebhookParams,
  ZUpdateWebhookBody,
  ZWebhook,
  ZWebhookDeliveryList,
  ZWebhookList,
  ZWebhookTestResult,
} from '@fairway/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { assertClubAccess, requireStaff } from '../../plugins/staff-access';
import type { WebhookDeps } from './delivery-worker';
import {
  changeWebhook,
  createWebhook,
  listDeliveries,
  listWebhooks,
  removeWebhook,
  sendTestDelivery,
} from './webhook-service';

const tags = ['integrations'];
const security = [{ session: [] }];
const refusals = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** What webhooks need of the app: the database, the notifier and mailer (staff told), the SSRF switch. */
export const webhookDepsOf = (app: FastifyInstance): WebhookDeps => ({
  db: app.db,
  notifier: app.notifier,
  mailer: app.mailer,
  log: app.log,
  allowPrivate: app.config.integrations?.allowPrivateTargets ?? false,
});

/** A club's webhooks, managed by its staff (network staff: any club). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = webhookDepsOf(app);

  app.post(
    '/staff/clubs/:clubId/webhooks',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        security,
        summary:
          'Add a webhook: its address (public addresses only) and events; the signing secret is in this answer only',
        params: ZStaffClubParams,
        body: ZCreateWebhookBody,
        response: { 201: ZNewWebhook, ...refusals, 422: ZApiError },
      },
    },
    async (request, reply) => {
      assertClubAccess(request, request.params.clubId);
      const hook = await createWebhook(app.db, deps, { clubId: request.params.clubId, body: request.body });
      return reply.status(201).header('cache-control', 'no-store').send(hook);
    },
  );

  app.get(
    '/staff/clubs/:clubId/webhooks',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        security,
        summary: "The club's webhooks (never their secrets), on or off and why",
        params: ZStaffClubParams,
        response: { 200: ZWebhookList, ...refusals },
      },
    },
    async (request) => {
      assertClubAccess(request, request.params.clubId);
      if (!(await app.clubDocuments.get(request.params.clubId))) throw notFound('CLUB_NOT_FOUND');
      return listWebhooks(app.db, request.params.clubId);
    },
  );

  // PUT, and PATCH for clients that name a partial change so: the body changes only the fields it has.
  app.route({
    method: ['PUT', 'PATCH'],
    url: '/staff/clubs/:clubId/webhooks/:webhookId',
    preHandler: requireStaff,
    schema: {
      tags,
      security,
      summary:
        'Change a webhook’s address or events, or turn it on or off (on again: its failures start afresh)',
      params: ZStaffWebhookParams,
      body: ZUpdateWebhookBody,
      response: { 200: ZWebhook, ...refusals },
    },
    handler: async (request) => {
      assertClubAccess(request, request.params.clubId);
      return changeWebhook(app.db, deps, { ...request.params, body: request.body });
    },
  });

  app.delete(
    '/staff/clubs/:clubId/webhooks/:webhookId',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Delete a webhook and its delivery log',
        params: ZStaffWebhookParams,
        response: { 200: ZOk, ...refusals },
      },
    },
    async (request) => {
      assertClubAccess(request, request.params.clubId);
      await removeWebhook(app.db, request.params);
      return { ok: true as const };
    },
  );

  app.get(
    '/staff/clubs/:clubId/webhooks/:webhookId/deliveries',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        security,
        summary: 'The delivery log: the latest 50 deliveries, each attempt with its status code and time',
        params: ZStaffWebhookParams,
        response: { 200: ZWebhookDeliveryList, ...refusals },
      },
    },
    async (request) => {
      assertClubAccess(request, request.params.clubId);
      return listDeliveries(app.db, request.params);
    },
  );

  app.post(
    '/staff/clubs/:clubId/webhooks/:webhookId/test',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Send a signed webhook.test delivery now and answer how it went (logged; not retried)',
        params: ZStaffWebhookParams,
        response: { 200: ZWebhookTestResult, ...refusals },
      },
    },
    async (request) => {
      assertClubAccess(request, request.params.clubId);
      return sendTestDelivery(deps, request.params);
    },
  );
};
