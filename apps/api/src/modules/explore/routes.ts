import {
  ZApiError,
  ZExploreClubsQuery,
  ZExploreClubsResult,
  ZFavouriteParams,
  ZFavouriteResult,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/session';
import { geocoderFor } from '../geo';
import { addFavourite, removeFavourite, searchClubs } from './service';

const tags = ['explore'];

export const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  app.get(
    '/explore/clubs',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Explore clubs: search, filter, sort and page the network (club-discovery §3 search parameters)',
        querystring: ZExploreClubsQuery,
        response: { 200: ZExploreClubsResult, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => searchClubs(request.readDb, geocoderFor(app), memberIdOf(request), request.query),
  );
  app.put(
    '/explore/favourites/:clubId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Mark a club as a favourite',
        params: ZFavouriteParams,
        response: { 200: ZFavouriteResult, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => addFavourite(app.db, memberIdOf(request), request.params.clubId),
  );
  app.delete(
    '/explore/favourites/:clubId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Unmark a favourite club',
        params: ZFavouriteParams,
        response: { 200: ZFavouriteResult, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => removeFavourite(app.db, memberIdOf(request), request.params.clubId),
  );
};
