import {
  type ApiTokenScope,
  ZApiError,
  ZV1BookingPage,
  ZV1BookingsQuery,
  ZV1ClubParams,
  ZV1TeeSheet,
  ZV1TeeSheetQuery,
} from '@fairway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSecretRateLimit } from '../../plugins/limits/rate-limit';
import { bearerToken } from './api-token';
import { authenticateApiToken } from './token-service';
import { listV1Bookings } from './v1-bookings';
import { v1TeeSheet } from './v1-teesheet';

const tags = ['v1'];
const security = [{ apiToken: [] }];
const refusals = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 429: ZApiError };

/**
 * `/api/v1`: read-only, for a club's own systems, with an API token as `Authorization: Bearer`. No
 * cookie, no CSRF check (nothing here changes anything). Versioned: these shapes only ever gain fields;
 * anything else is `/api/v2`.
 */
export const v1Routes: FastifyPluginAsyncZod = async (app) => {
  const limit = await registerSecretRateLimit(app, app.config, {
    name: 'api-token',
    max: app.config.integrations?.apiCallsPerToken ?? 120,
    secretOf: (request) => bearerToken(request.headers.authorization) ?? '',
  });
  /**
   * Runs before the query is validated: a caller without a good token learns nothing else. The club of
   * the path is read as the route will (plain digits); anything else is left to validation's 400.
   */
  const guard = (scope: ApiTokenScope) => async (request: FastifyRequest) => {
    const raw = String((request.params as { clubId?: unknown }).clubId ?? '');
    const clubId = /^[0-9]{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
    await authenticateApiToken(app.db, {
      token: bearerToken(request.headers.authorization),
      clubId,
      scope,
    });
    await limit(request);
  };

  app.get(
    '/v1/clubs/:clubId/bookings',
    {
      preValidation: guard('bookings:read'),
      schema: {
        tags,
        security,
        summary:
          "The club's bookings by start (cancelled ones too), a page at a time: pass NextCursor as cursor (scope bookings:read)",
        params: ZV1ClubParams,
        querystring: ZV1BookingsQuery,
        response: { 200: ZV1BookingPage, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listV1Bookings(app.db, request.params.clubId, request.query);
    },
  );

  app.get(
    '/v1/clubs/:clubId/teesheet',
    {
      preValidation: guard('teesheet:read'),
      schema: {
        tags,
        security,
        summary:
          "One day's starts of every bookable facility, with places booked, held and free, and the bookings at each (scope teesheet:read; date defaults to the club's today)",
        params: ZV1ClubParams,
        querystring: ZV1TeeSheetQuery,
        response: { 200: ZV1TeeSheet, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return v1TeeSheet(app.db, request.params.clubId, request.query.date);
    },
  );
};
