import {
  CALENDAR_WORDS,
  ZBooking,
  ZBookingIdParams,
  ZBookingPage,
  ZCalendarQuery,
  ZCancelBooking,
  ZCancelResult,
  ZCreateBooking,
  ZPageQuery,
  ZPartyHeld,
} from '@fairway/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { calendarUidHost } from '../../lib/public-origin';
import { callersRead, keptReadFirst } from '../../plugins/read-cache';
import { memberIdOf } from '../../plugins/session';
import { clubReference } from '../courses';
import { bookAsMember } from './booking-command';
import { type BookingPartyPort, memberBookingNews } from './booking-news';
import { runBooking } from './booking-pipeline';
import { bookingCalendar } from './calendar';
import { cancelBooking } from './cancel-booking';
import { listPrevious, listUpcoming } from './list-bookings';
import { toBooking } from './mapper';
import type { PartyHoldWriter } from './party-hold-plan';
import { findBookingView } from './repository';
import { announceTeeSheet } from './tee-sheet-announce';

/** The member's booking routes, given the party (buddies) and the holds of a party that asks first (party-holds). */
export const bookingsRoutes =
  (deps: { party: BookingPartyPort; holds: PartyHoldWriter }): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { preHandler: app.requireAuth };
    const news = memberBookingNews(app, deps.party);

    app.post(
      '/bookings',
      {
        ...auth,
        schema: {
          tags: ['bookings'],
          summary:
            'Book a slot (header Idempotency-Key: a retry returns the same booking); `buddies` play in the party and pay their own share. A party with a buddy who asked to be asked is not booked yet: 202 with the hold (places held for the club’s `booking.holdMinutes` until every such buddy accepts)',
          body: ZCreateBooking,
          response: { 200: ZBooking, 201: ZBooking, 202: ZPartyHeld },
        },
      },
      async (request, reply) => {
        const memberId = memberIdOf(request);
        const { buddies, buddiesPaidByMe, ...slot } = request.body;
        const result = await runBooking(
          app.db,
          bookAsMember({
            memberId,
            idempotencyKey: idempotencyKeyOf(request.headers),
            request: slot,
            party: await deps.party.resolve(app.db, memberId, { buddies, buddiesPaidByMe }),
            consent: deps.party.consent(memberId),
            holds: deps.holds,
            notifier: app.notifier,
            afterCommit: news,
          }),
        );
        if (result.kind === 'held') return reply.status(202).send(result.held);
        const { booking, replayed } = result;
        return reply.status(replayed ? 200 : 201).send(booking);
      },
    );

    app.get(
      '/bookings/upcoming',
      {
        ...auth,
        onRequest: keptReadFirst,
        schema: {
          tags: ['bookings'],
          summary: 'Upcoming bookings',
          description:
            'Carries a weak `ETag` of the answer; `If-None-Match` naming it is answered 304 without a body.',
          response: { 200: z.array(ZBooking) },
        },
      },
      async (request, reply) => callersRead(request, reply, () => listUpcoming(app.db, memberIdOf(request))),
    );

    app.get(
      '/bookings/previous',
      {
        ...auth,
        schema: {
          tags: ['bookings'],
          summary: 'Previous bookings, 5 a page',
          querystring: ZPageQuery,
          response: { 200: ZBookingPage },
        },
      },
      async (request) => listPrevious(app.db, memberIdOf(request), request.query.page),
    );

    app.post(
      '/bookings/:id/cancel',
      {
        ...auth,
        schema: {
          tags: ['bookings'],
          summary: 'Cancel a booking before the club’s cut-off; refunds the points',
          params: ZBookingIdParams,
          body: ZCancelBooking.nullish(),
          response: { 200: ZCancelResult },
        },
      },
      async (request) => {
        const booking = await cancelBooking(app.db, {
          memberId: memberIdOf(request),
          bookingId: request.params.id,
          bookingType: request.body?.bookingType,
          notifier: app.notifier,
        });
        await announceTeeSheetOf(app, booking.Id, memberIdOf(request));
        return { Success: true as const, Booking: booking };
      },
    );

    app.get(
      '/bookings/:id/calendar.ics',
      {
        ...auth,
        schema: {
          tags: ['bookings'],
          summary: "The booking as an iCalendar file, in the member's language (lang: en, en-US, fr)",
          params: ZBookingIdParams,
          querystring: ZCalendarQuery,
        },
      },
      async (request, reply) => {
        const view = await findBookingView(app.db, request.params.id, memberIdOf(request));
        if (!view) throw notFound('BOOKING_NOT_FOUND');
        const booking = toBooking(view, new Date());
        const location = [view.clubName, ...(view.address ?? []).filter((l) => l !== view.clubName)].join(
          ', ',
        );
        // An extra's form (a stay, a session, passes) is the club's: it names the party in the file.
        const reference = await clubReference(app.db, booking.ClubId);
        const extraForm = reference?.club.extraForms.find((f) => f.courseId === booking.CourseId)?.form;
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="booking-${booking.BookingRef}.ics"`)
          .send(
            bookingCalendar(booking, {
              location,
              host: calendarUidHost(app.config),
              timeZone: view.timeZone,
              words: CALENDAR_WORDS[request.query.lang],
              extraForm,
            }),
          );
      },
    );
  };

/** After a booking or cancellation commits: the course-day's live tee sheets refresh their places. */
async function announceTeeSheetOf(app: FastifyInstance, bookingId: number, memberId: string): Promise<void> {
  if (!app.hub) return;
  const view = await findBookingView(app.db, bookingId, memberId);
  if (view) announceTeeSheet(app.hub, view);
}
