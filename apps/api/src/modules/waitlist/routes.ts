import {
  WAITLIST_OFFER_SETTLED,
  ZBooking,
  ZJoinWaitlist,
  ZWaitlistEntries,
  ZWaitlistIdParams,
  ZWaitlistJoined,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/session';
import { announceSlot } from '../bookings';
import { acceptOffer, declineOffer } from './offers';
import { joinWaitlist, leaveWaitlist, listMyWaitlist } from './service';

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  /** Every tab and device of the member closes the answered offer's toast (after commit). */
  const settled = (memberId: string, offerId: number) =>
    app.hub?.toMember(memberId, WAITLIST_OFFER_SETTLED, { offerId });

  app.post(
    '/waitlist',
    {
      ...auth,
      schema: {
        tags: ['waitlist'],
        summary:
          'Join the waitlist of a start without enough free places for the party (409 SLOT_HAS_SPACE when it can be booked)',
        body: ZJoinWaitlist,
        response: { 201: ZWaitlistJoined },
      },
    },
    async (request, reply) => {
      const joined = await joinWaitlist(app.db, { memberId: memberIdOf(request), request: request.body });
      return reply.status(201).send(joined);
    },
  );

  app.get(
    '/waitlist',
    {
      ...auth,
      schema: {
        tags: ['waitlist'],
        summary: 'My waitlist places on starts to come, each with its live offer (null while waiting)',
        response: { 200: ZWaitlistEntries },
      },
    },
    async (request) => listMyWaitlist(app.db, memberIdOf(request)),
  );

  app.delete(
    '/waitlist/:id',
    {
      ...auth,
      schema: {
        tags: ['waitlist'],
        summary: 'Leave the waitlist; places held by an offer pass to the next party',
        params: ZWaitlistIdParams,
      },
    },
    async (request, reply) => {
      const slot = await leaveWaitlist(app.db, app.notifier, {
        memberId: memberIdOf(request),
        entryId: request.params.id,
      });
      if (slot) await announceSlot(app, slot);
      return reply.status(204).send();
    },
  );

  app.post(
    '/waitlist/offers/:id/accept',
    {
      ...auth,
      schema: {
        tags: ['waitlist'],
        summary:
          'Accept an offer: books its held places (points charged now); 409 OFFER_EXPIRED once it has run out',
        params: ZWaitlistIdParams,
        response: { 200: ZBooking, 201: ZBooking },
      },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      const { booking, replayed, slot } = await acceptOffer(app.db, app.notifier, {
        memberId,
        offerId: request.params.id,
      });
      settled(memberId, request.params.id);
      if (!replayed) await announceSlot(app, slot);
      return reply.status(replayed ? 200 : 201).send(booking);
    },
  );

  app.post(
    '/waitlist/offers/:id/decline',
    {
      ...auth,
      schema: {
        tags: ['waitlist'],
        summary: 'Decline an offer: its places pass to the next party that fits at once',
        params: ZWaitlistIdParams,
      },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      const slot = await declineOffer(app.db, app.notifier, { memberId, offerId: request.params.id });
      settled(memberId, request.params.id);
      await announceSlot(app, slot);
      return reply.status(204).send();
    },
  );
};
