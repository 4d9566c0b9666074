import {
  ZBuddyList,
  ZBuddyRequestCount,
  ZBuddyTargetParams,
  ZCreateBooking,
  ZCreateBuddyRequest,
  ZFindBuddy,
  ZFindBuddyResult,
  ZPartyCheck,
  ZShareToken,
} from '@fairway/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerMemberRateLimit } from '../../plugins/limits/rate-limit';
import { memberIdOf } from '../../plugins/session';
import { checkParty } from './party-check';
import {
  answerRequest,
  cancelRequest,
  createRequest,
  findBuddy,
  incomingCount,
  listBuddies,
  newShareToken,
  removeBuddy,
  shareToken,
} from './service';

const tags = ['buddies'];
const done = { 204: z.null().describe('Done') };

/** Fastify sends a bare string as text; the spec's share-token call answers a JSON string. */
const jsonString = (reply: FastifyReply, value: string) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(value));

export const buddiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const findLimit = await registerMemberRateLimit(app, app.config, {
    name: 'buddy-find',
    max: app.config.rateLimit.buddyFindPerMember,
  });

  app.get(
    '/buddies/share-token',
    { ...auth, schema: { tags, summary: 'The member’s own share code', response: { 200: ZShareToken } } },
    async (request, reply) => jsonString(reply, await shareToken(app.db, memberIdOf(request))),
  );

  app.post(
    '/buddies/share-token',
    {
      ...auth,
      schema: {
        tags,
        summary: 'A new share code for the member; the old one stops working',
        response: { 200: ZShareToken },
      },
    },
    async (request, reply) => jsonString(reply, await newShareToken(app.db, memberIdOf(request))),
  );

  app.post(
    '/buddies/find',
    {
      preHandler: [app.requireAuth, findLimit],
      schema: {
        tags,
        summary: 'Find a playing partner by share code or e-mail address (rate-limited per member)',
        body: ZFindBuddy,
        response: { 200: ZFindBuddyResult },
      },
    },
    async (request) => findBuddy(app.db, memberIdOf(request), request.body.query),
  );

  for (const [path, kind, summary] of [
    ['/buddies', 'buddies', 'The member’s buddies'],
    ['/buddies/requests/incoming', 'incoming', 'Buddy requests sent to the member'],
    ['/buddies/requests/pending', 'pending', 'Buddy requests the member sent, not yet answered'],
  ] as const) {
    app.get(path, { ...auth, schema: { tags, summary, response: { 200: ZBuddyList } } }, async (request) =>
      listBuddies(app.db, memberIdOf(request), kind),
    );
  }

  app.get(
    '/buddies/requests/count',
    {
      ...auth,
      schema: {
        tags,
        summary: 'How many buddy requests wait for the member',
        response: { 200: ZBuddyRequestCount },
      },
    },
    async (request) => incomingCount(app.db, memberIdOf(request)),
  );

  app.post(
    '/buddies/requests',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Ask a member to become buddies (409 already buddies or pending, 422 yourself)',
        body: ZCreateBuddyRequest,
        response: done,
      },
    },
    async (request, reply) => {
      await createRequest(app.db, app.buddies, {
        memberId: memberIdOf(request),
        target: request.body.Target,
      });
      return reply.status(204).send(null);
    },
  );

  for (const [action, accept] of [
    ['accept', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/buddies/requests/:target/${action}`,
      {
        ...auth,
        schema: {
          tags,
          summary: accept ? 'Accept a buddy request' : 'Decline a buddy request',
          params: ZBuddyTargetParams,
          response: done,
        },
      },
      async (request, reply) => {
        await answerRequest(app.db, app.buddies, {
          memberId: memberIdOf(request),
          target: request.params.target,
          accept,
        });
        return reply.status(204).send(null);
      },
    );
  }

  app.delete(
    '/buddies/requests/:target',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Cancel a buddy request the member sent',
        params: ZBuddyTargetParams,
        response: done,
      },
    },
    async (request, reply) => {
      await cancelRequest(app.db, { memberId: memberIdOf(request), target: request.params.target });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/buddies/:target',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Stop being buddies (either side)',
        params: ZBuddyTargetParams,
        response: done,
      },
    },
    async (request, reply) => {
      await removeBuddy(app.db, { memberId: memberIdOf(request), target: request.params.target });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/buddies/party-check',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'For a booking body: each payer’s share and whether they can pay it (the booker’s accepted buddies only); writes nothing',
        body: ZCreateBooking,
        response: { 200: ZPartyCheck },
      },
    },
    async (request) => checkParty(app.db, { memberId: memberIdOf(request), request: request.body }),
  );
};
