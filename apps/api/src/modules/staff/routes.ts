import {
  ZBooking,
  ZBookingIdParams,
  ZCancellationRequest,
  ZCancellationRequestIdParams,
  ZConfirmBookingBody,
  ZStaffQueue,
} from '@fairway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/session';
import { requireStaff, staffClubScope } from '../../plugins/staff-access';
import { announceTeeSheet } from '../bookings';
import { confirmBooking, fulfilExtra, markNoShow } from './booking-actions';
import { decideCancellationRequest, requestCancellation, staffQueue } from './service';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { preHandler: requireStaff };

  app.post(
    '/bookings/:id/cancellation-request',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['bookings'],
        summary: 'Ask the club to cancel a booking inside its cut-off (one open request per booking)',
        params: ZBookingIdParams,
        response: { 201: ZCancellationRequest },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await requestCancellation(app.db, { memberId: memberIdOf(request), bookingId: request.params.id }),
        ),
  );

  app.get(
    '/staff/queue',
    {
      ...staff,
      schema: {
        tags: ['staff'],
        summary: 'The club queue: bookings awaiting confirmation and open cancellation requests',
        response: { 200: ZStaffQueue },
      },
    },
    async (request) => staffQueue(app.db, staffClubScope(request)),
  );

  app.post(
    '/staff/bookings/:id/confirm',
    {
      ...staff,
      schema: {
        tags: ['staff'],
        summary:
          'Confirm a booking awaiting confirmation with the club’s confirmation code; the member is notified',
        params: ZBookingIdParams,
        body: ZConfirmBookingBody,
        response: { 200: ZBooking },
      },
    },
    async (request) =>
      confirmBooking(app.db, app.notifier, {
        bookingId: request.params.id,
        confirmationCode: request.body.ConfirmationCode,
        scope: staffClubScope(request),
        onChanged: (slot) => announceTeeSheet(app.hub, slot),
      }),
  );

  app.post(
    '/staff/bookings/:id/fulfil',
    {
      ...staff,
      schema: {
        tags: ['staff'],
        summary: 'Mark an extra (hotel, training, guest passes) fulfilled, once; the member is notified',
        params: ZBookingIdParams,
        response: { 200: ZBooking },
      },
    },
    async (request) =>
      fulfilExtra(app.db, app.notifier, {
        bookingId: request.params.id,
        scope: staffClubScope(request),
        onChanged: (slot) => announceTeeSheet(app.hub, slot),
      }),
  );

  app.post(
    '/staff/bookings/:id/no-show',
    {
      ...staff,
      schema: {
        tags: ['staff'],
        summary: 'Mark a booking whose time has come as a no-show, once; the member is notified',
        params: ZBookingIdParams,
        response: { 200: ZBooking },
      },
    },
    async (request) =>
      markNoShow(app.db, app.notifier, {
        bookingId: request.params.id,
        scope: staffClubScope(request),
        onChanged: (slot) => announceTeeSheet(app.hub, slot),
      }),
  );

  for (const [action, approve] of [
    ['approve', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/staff/cancellation-requests/:id/${action}`,
      {
        ...staff,
        schema: {
          tags: ['staff'],
          summary: approve
            ? 'Approve a cancellation request: cancels the booking and refunds the points to the original lots'
            : 'Decline a cancellation request; the booking stands',
          params: ZCancellationRequestIdParams,
          response: { 200: ZCancellationRequest },
        },
      },
      async (request) =>
        decideCancellationRequest(app.db, app.notifier, {
          requestId: request.params.id,
          staffId: memberIdOf(request),
          approve,
          scope: staffClubScope(request),
          // Released places: members watching that course-day see them free up (as after a member's cancel).
          onPlacesReleased: (slot) => announceTeeSheet(app.hub, slot),
        }),
    );
  }
};
