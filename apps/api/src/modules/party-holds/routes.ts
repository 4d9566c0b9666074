import { ZPartyHold, ZPartyHoldIdParams, ZPartyHolds } from '@fairway/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/session';
import { announceSlot } from '../bookings';
import { announcePartyBooking } from '../buddies';
import { type Answered, acceptHold, declineHold } from './answer';
import { holdView, listHolds } from './view';

/** Party holds (issue 22 §3): a booking waiting for the buddies who asked to be asked. */
export const partyHoldsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.get(
    '/bookings/holds',
    {
      ...auth,
      schema: {
        tags: ['bookings'],
        summary:
          'My open invitations (held bookings a buddy made that wait for my answer) and my own held bookings of the last day',
        response: { 200: ZPartyHolds },
      },
    },
    async (request) => listHolds(app.db, memberIdOf(request)),
  );

  app.get(
    '/bookings/holds/:id',
    {
      ...auth,
      schema: {
        tags: ['bookings'],
        summary: 'A held booking, for its booker and its buddies (404 HOLD_NOT_FOUND for anyone else)',
        params: ZPartyHoldIdParams,
        response: { 200: ZPartyHold },
      },
    },
    async (request) => holdView(app.db, request.params.id, memberIdOf(request)),
  );

  app.post(
    '/bookings/holds/:id/accept',
    {
      ...auth,
      schema: {
        tags: ['bookings'],
        summary:
          'Accept being booked in (only a buddy the hold asks: 403 HOLD_NOT_INVITED, 404 HOLD_NOT_FOUND); the last accept books the party and every payer pays then (a payer who cannot pay fails the hold with the booking’s code); 409 HOLD_EXPIRED once run out, HOLD_CLOSED once settled',
        params: ZPartyHoldIdParams,
        response: { 200: ZPartyHold },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      await afterAnswer(app, await acceptHold(app.db, app.notifier, { memberId, holdId: request.params.id }));
      return holdView(app.db, request.params.id, memberId);
    },
  );

  app.post(
    '/bookings/holds/:id/decline',
    {
      ...auth,
      schema: {
        tags: ['bookings'],
        summary:
          'Decline being booked in: the places are released and the booker is told (only a buddy the hold asks); 409 HOLD_EXPIRED once run out, HOLD_CLOSED once settled',
        params: ZPartyHoldIdParams,
        response: { 200: ZPartyHold },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      await afterAnswer(
        app,
        await declineHold(app.db, app.notifier, { memberId, holdId: request.params.id }),
      );
      return holdView(app.db, request.params.id, memberId);
    },
  );
};

/** After an answer commits: the tee sheets refresh, and a committed booking is announced as any is. */
async function afterAnswer(app: FastifyInstance, answered: Answered): Promise<void> {
  if (answered.slot) await announceSlot(app, answered.slot);
  const booked = answered.booked;
  if (!booked) return;
  const party = booked.party.map((b) => ({ memberId: b.memberId, paidBy: b.paidBy, name: b.name }));
  await announcePartyBooking(app.db, app.buddies, {
    bookerId: booked.bookerId,
    party,
    booking: booked.booking,
  });
}
