import { ZBallotIdParams, ZStaffBallotDetail, ZStaffBallots, ZStaffClubParams } from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { assertClubAccess, requireStaff } from '../../plugins/staff-access';
import { findBallot } from './repository';
import { seedBoxOf } from './seed';
import { ballotWithEntries, listClubBallots } from './staff-view';

/** The console's ballot views (issue 22 §4); the early draw itself is `POST /api/staff/ballots/{id}/draw`. */
export const staffBallotRoutes: FastifyPluginAsyncZod = async (app) => {
  const seeds = seedBoxOf(app.config);
  app.get(
    '/staff/clubs/:clubId/ballots',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          "The club's ballots: those still to draw (opened when their entries are open) and those drawn in the last 14 days, with entry counts and results",
        params: ZStaffClubParams,
        response: { 200: ZStaffBallots },
      },
    },
    async (request) => {
      assertClubAccess(request, request.params.clubId);
      return { Ballots: await listClubBallots(app.db, request.params.clubId, seeds()) };
    },
  );

  app.get(
    '/staff/ballots/:id',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary:
          'One ballot with its entries: who entered with whom, their preferences, and after the draw the order, outcome, time and booking',
        params: ZBallotIdParams,
        response: { 200: ZStaffBallotDetail },
      },
    },
    async (request) => {
      const ballot = await findBallot(app.db, request.params.id);
      if (!ballot) throw notFound('BALLOT_NOT_FOUND');
      assertClubAccess(request, ballot.clubId);
      return ballotWithEntries(app.db, ballot.id);
    },
  );
};
