import {
  ZBallot,
  ZBallotAudit,
  ZBallotEntry,
  ZBallotIdParams,
  ZBallotsQuery,
  ZEnterBallot,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { memberIdOf } from '../../plugins/session';
import { assertClubAccess, requireStaff } from '../../plugins/staff-access';
import { ballotAudit } from './audit';
import { drawBallot } from './draw';
import { findBallot } from './repository';
import { seedBoxOf } from './seed';
import { answerEntry, ballotView, enterBallot, listBallots, withdrawEntry } from './service';

const ZDrawResult = z.object({ Ballot: ZBallot, Won: z.number().int(), Lost: z.number().int() });

export const ballotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const deps = { db: app.db, notifier: app.notifier };
  const seeds = seedBoxOf(app.config);

  app.get(
    '/ballots',
    {
      ...auth,
      schema: {
        tags: ['ballots'],
        summary:
          'The course-day’s ballot (opened on first ask once entries are open), with the caller’s entry',
        querystring: ZBallotsQuery,
        response: { 200: z.array(ZBallot) },
      },
    },
    async (request) =>
      listBallots(app.db, { memberId: memberIdOf(request), query: request.query, seeds: seeds() }),
  );

  app.get(
    '/ballots/:id',
    {
      ...auth,
      schema: {
        tags: ['ballots'],
        summary: 'One ballot by its id, with the caller’s entry (where a ballot-result notification leads)',
        params: ZBallotIdParams,
        response: { 200: ZBallot },
      },
    },
    async (request) => {
      const ballot = await findBallot(app.db, request.params.id);
      if (!ballot) throw notFound('BALLOT_NOT_FOUND');
      return ballotView(app.db, ballot, memberIdOf(request));
    },
  );

  app.post(
    '/ballots/:id/entries',
    {
      ...auth,
      schema: {
        tags: ['ballots'],
        summary:
          'Enter the ballot with a party and 1–5 preferred times; one entry per member, parties counted',
        params: ZBallotIdParams,
        body: ZEnterBallot,
        response: { 201: ZBallotEntry },
      },
    },
    async (request, reply) => {
      const entry = await enterBallot(deps, {
        memberId: memberIdOf(request),
        ballotId: request.params.id,
        request: request.body,
      });
      return reply.status(201).send(entry);
    },
  );

  app.put(
    '/ballots/:id/entries/mine',
    {
      ...auth,
      schema: {
        tags: ['ballots'],
        summary: 'Change the caller’s own entry before the draw (party and preferences; the EntryId stays)',
        params: ZBallotIdParams,
        body: ZEnterBallot,
        response: { 200: ZBallotEntry },
      },
    },
    async (request) =>
      enterBallot(
        deps,
        { memberId: memberIdOf(request), ballotId: request.params.id, request: request.body },
        true,
      ),
  );

  app.post(
    '/ballots/:id/entries/mine/accept',
    {
      ...auth,
      schema: {
        tags: ['ballots'],
        summary:
          'A buddy who asked to be asked accepts being in the entry they were put in (booked with their points if it wins)',
        params: ZBallotIdParams,
        response: { 200: ZBallotEntry },
      },
    },
    async (request) => {
      const entry = await answerEntry(deps, {
        memberId: memberIdOf(request),
        ballotId: request.params.id,
        accept: true,
      });
      if (!entry) throw notFound('BALLOT_ENTRY_NOT_FOUND');
      return entry;
    },
  );

  app.post(
    '/ballots/:id/entries/mine/decline',
    {
      ...auth,
      schema: {
        tags: ['ballots'],
        summary:
          'A buddy who asked to be asked declines being in the entry: it is withdrawn, its entrant told',
        params: ZBallotIdParams,
        response: { 204: z.null().describe('Declined: the entry is withdrawn') },
      },
    },
    async (request, reply) => {
      await answerEntry(deps, { memberId: memberIdOf(request), ballotId: request.params.id, accept: false });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/ballots/:id/entries/mine',
    {
      ...auth,
      schema: {
        tags: ['ballots'],
        summary: 'Withdraw the caller’s own entry before the draw',
        params: ZBallotIdParams,
        response: { 204: z.null().describe('Withdrawn') },
      },
    },
    async (request, reply) => {
      await withdrawEntry(app.db, { memberId: memberIdOf(request), ballotId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/ballots/:id/audit',
    {
      ...auth,
      schema: {
        tags: ['ballots'],
        summary: 'Everything needed to recompute the draw (fairway-ballot-v1); the seed once drawn',
        params: ZBallotIdParams,
        response: { 200: ZBallotAudit },
      },
    },
    async (request) => ballotAudit(app.db, request.params.id),
  );

  app.post(
    '/staff/ballots/:id/draw',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Run the ballot’s draw now (network staff, or staff of its club); a ballot is drawn once',
        params: ZBallotIdParams,
        response: { 200: ZDrawResult },
      },
    },
    async (request) => {
      const ballot = await findBallot(app.db, request.params.id);
      if (!ballot) throw notFound('BALLOT_NOT_FOUND');
      assertClubAccess(request, ballot.clubId);
      const result = await drawBallot({ ...deps, seeds: seeds() }, ballot.id);
      const drawn = await findBallot(app.db, ballot.id);
      return {
        Ballot: await ballotView(app.db, drawn ?? ballot, memberIdOf(request)),
        Won: result.won,
        Lost: result.lost,
      };
    },
  );
};
