import { randomBytes } from 'node:crypto';
import {
  ZApiError,
  ZClubIdParams,
  ZClubMatrix,
  ZContactBody,
  ZContactReceipt,
  ZNetworkSummary,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMemberRateLimit } from '../../plugins/limits/rate-limit';
import { getClubMatrix, sendContactMessage } from './club-pages-service';
import { getClubContent, getNetworkSummary } from './service';

const tags = ['clubs'];

/** Public club pages' data (no login): the points or rounds matrix and the contact form. */
export const clubPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per member when signed in, else per client address: the form e-mails a club's team.
  const contactLimit = await registerMemberRateLimit(app, app.config, {
    name: 'club-contact',
    max: app.config.contactForm.perClient,
  });

  app.get(
    '/network',
    {
      schema: {
        tags,
        summary: 'The network in figures for public pages: how many clubs are open to visitors',
        response: { 200: ZNetworkSummary },
      },
    },
    async () => getNetworkSummary(app.db),
  );

  app.get(
    '/clubs/:clubId/matrix',
    {
      schema: {
        tags,
        summary: "A club's points (or rounds) matrix: golf courses by season, day of week and time band",
        params: ZClubIdParams,
        response: { 200: ZClubMatrix, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getClubMatrix(app.db, await getClubContent(app.clubDocuments, request.params.clubId)),
  );

  app.post(
    '/clubs/:clubId/contact',
    {
      preHandler: contactLimit,
      schema: {
        tags,
        summary:
          "Sends a visitor's message to the club's customer-service address (rate-limited per member or address)",
        params: ZClubIdParams,
        body: ZContactBody,
        response: { 202: ZContactReceipt, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const content = await getClubContent(app.clubDocuments, request.params.clubId);
      const reference = `C-${randomBytes(4).toString('hex').toUpperCase()}`;
      const receipt = await sendContactMessage(app.mailer, content, request.body, reference).catch(
        (err: unknown) => {
          app.log.error({ err, reference }, 'contact e-mail failed');
          throw err;
        },
      );
      return reply.status(202).send(receipt);
    },
  );
};
