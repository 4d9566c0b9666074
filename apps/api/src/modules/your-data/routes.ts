import { ZAccountExport, ZApiError, ZDeleteAccountBody, ZOk } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/app-error';
import { registerMemberRateLimit } from '../../plugins/limits/rate-limit';
import { memberIdOf } from '../../plugins/session';
import { announceTeeSheet } from '../bookings';
import { deleteAccount } from './erase-service';
import { exportAccount } from './export-service';

const tags = ['account'];
const security = [{ session: [] }];

/** `GET /api/account/export` and `POST /api/account/delete` (issue 23 §2). */
export const yourDataRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both are heavy, and delete checks a password: a few a window per member.
  const limit = await registerMemberRateLimit(app, app.config, { name: 'your-data', max: 10 });

  app.get(
    '/account/export',
    {
      // The member's own copy: staff acting as them have the staff console, not this.
      preHandler: [app.requireOwnSession, limit],
      schema: {
        tags,
        summary: 'Everything held about the caller, as one JSON document (never while impersonating)',
        security,
        response: { 200: ZAccountExport, 401: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="fairway-my-data-${stamp}.json"`);
      return exportAccount(app.db, memberIdOf(request));
    },
  );

  app.post(
    '/account/delete',
    {
      preHandler: [app.requireOwnSession, limit],
      schema: {
        tags,
        summary:
          'Deletes the account: future bookings cancelled and refunded, personal data erased, the ledger kept under a pseudonym, every session ended',
        security,
        body: ZDeleteAccountBody,
        response: { 200: ZOk, 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const session = request.session;
      // Staff acting as the member may not delete them (requireOwnSession): only the member decides this.
      if (!session) throw unauthenticated();
      const { cancelled, endedSessionIds } = await deleteAccount(app.db, {
        memberId: session.memberId,
        password: request.body.password,
        notifier: app.notifier,
      });
      // The sessions are gone from the database; no instance may keep serving a cached copy, and their
      // live sockets close.
      await app.sessionCache.invalidateMemberSessions(session.memberId, endedSessionIds);
      for (const booking of cancelled) announceTeeSheet(app.hub, booking);
      app.sessionCookie.clear(request, reply);
      return { ok: true } as const;
    },
  );
};
