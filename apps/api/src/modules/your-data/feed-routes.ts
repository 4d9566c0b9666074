import { ZApiError, ZCalendarFeed, ZCalendarFeedParams } from '@fairway/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { etagMatches, etagOf } from '../../lib/etag';
import { calendarUidHost } from '../../lib/public-origin';
import { registerSecretRateLimit } from '../../plugins/limits/rate-limit';
import { memberIdOf } from '../../plugins/session';
import { calendarFeedUrl, type FeedSite, renderCalendarFeed, resetCalendarFeed } from './feed-service';
import { calendarFeedKey } from './feed-token';

const tags = ['account'];
const security = [{ session: [] }];

/** The key is read (or, embedded, made) on first use, so an app that never serves feeds writes no file. */
function feedSite(app: FastifyInstance) {
  let key: Buffer | null = null;
  // Links from configuration only (PUBLIC_ORIGIN), never from the request's Host.
  return (_request: unknown): FeedSite => {
    key ??= calendarFeedKey(app.config);
    return { origin: app.config.publicOrigin, uidHost: calendarUidHost(app.config), key };
  };
}

/** `GET /api/account/calendar` and its reset (issue 23 §1), under /api. */
export const calendarFeedAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = feedSite(app);
  app.get(
    '/account/calendar',
    {
      // The address is a credential of the member's own: staff acting as them never see it.
      preHandler: app.requireOwnSession,
      schema: {
        tags,
        summary:
          "The secret address of the caller's calendar feed (made on first ask; never while impersonating)",
        security,
        response: { 200: ZCalendarFeed, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { Url: await calendarFeedUrl(app.db, site(request), memberIdOf(request)) };
    },
  );

  app.post(
    '/account/calendar/reset',
    {
      preHandler: app.requireOwnSession,
      schema: {
        tags,
        summary: 'A new secret feed address; the old one stops working at once (never while impersonating)',
        security,
        response: { 200: ZCalendarFeed, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { Url: await resetCalendarFeed(app.db, site(request), memberIdOf(request)) };
    },
  );
};

/**
 * `GET /calendar/{token}.ics`: the feed calendar apps subscribe to, with no cookie (they have none). The
 * token is the credential: limited per token, logged by the route's pattern only (lib/logger.ts).
 */
export async function registerCalendarFeed(app: FastifyInstance): Promise<void> {
  await app.register(async (feed) => {
    const site = feedSite(feed);
    const limit = await registerSecretRateLimit(feed, feed.config, {
      name: 'calendar-feed',
      max: feed.config.rateLimit.calendarFeedPerToken ?? 30,
      secretOf: (request) => (request.params as { token?: string }).token ?? '',
    });
    feed.get<{ Params: { token: string } }>(
      '/calendar/:token.ics',
      {
        preHandler: limit,
        schema: {
          tags,
          summary: "A member's bookings as an iCalendar feed (the secret address is the credential)",
          params: ZCalendarFeedParams,
          // 200 is text/calendar (RFC 5545), 304 when If-None-Match names the current ETag.
          response: { 400: ZApiError, 404: ZApiError, 429: ZApiError },
        },
      },
      async (request, reply) => {
        const { origin, uidHost } = site(request);
        const body = await renderCalendarFeed(feed.db, { origin, uidHost }, request.params.token);
        const etag = etagOf(body);
        reply
          .header('etag', etag)
          .header('cache-control', 'private, no-cache')
          .header('referrer-policy', 'no-referrer');
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="fairway-bookings.ics"')
          .send(body);
      },
    );
  });
}
