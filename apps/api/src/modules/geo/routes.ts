import {
  ZApiError,
  ZGeoReverseQuery,
  ZGeoReverseResult,
  ZGeoSearchQuery,
  ZGeoSearchResult,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geocoderFor } from './geocoder-for';

const tags = ['geo'];

/** Place search and reverse geocoding for explore (embedded UK gazetteer, or GEOCODER_URL). */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  app.get(
    '/geo/search',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Places (towns, clubs) matching a text, best first; empty when nothing matches',
        querystring: ZGeoSearchQuery,
        response: { 200: ZGeoSearchResult, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => ({ results: await geocoderFor(app).search(request.query.q) }),
  );
  app.get(
    '/geo/reverse',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The nearest town to a point; null when there is none near',
        querystring: ZGeoReverseQuery,
        response: { 200: ZGeoReverseResult, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => ({ place: await geocoderFor(app).reverse(request.query.lat, request.query.lng) }),
  );
};
