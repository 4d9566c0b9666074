import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenRoutes } from './token-routes';
import { v1Routes } from './v1-routes';
import { webhookRoutes } from './webhook-routes';

/** Staff's tokens and webhooks under /api/staff/clubs/{id}, and the token-read /api/v1. */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tokenRoutes);
  await app.register(v1Routes);
  await app.register(webhookRoutes);
};
