import {
  type Booking,
  CALENDAR_WORDS,
  type CreateBooking,
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
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { calendarUidHost } from '../../lib/public-origin';
import { callersRead } from '../../plugins/read-cache';
import { memberIdOf } from '../../plugins/session';
import { clubReference } from '../courses';
import { awardTrophiesAfterBooking } from '../trophies';
import { bookingCalendar } from './calendar';
import { cancelBooking } from './cancel-booking';
import { bookOrHold } from './create-booking';
import { listPrevious, listUpcoming } from './list-bookings';
import { toBooking } from './mapper';
import type { PartyMember } from './party';
import type { PartyHoldWriter } from './party-hold-plan';
import { findBookingView } from './repository';
import { announceSlot, announceTeeSheet } from './tee-sheet-announce';

/**
 * What the buddies module adds to a member's booking (wired in modules/index.ts, since buddies sit above
 * bookings): the party's members from the request, their consent checked in the booking's transaction,
 * and the buddies' events after it commits.
 */
export type BookingPartyPort = {
  resolve: (
    db: Db,
    bookerId: string,
    request: Pick<CreateBooking, 'buddies' | 'buddiesPaidByMe'>,
  ) => Promise<PartyMember[]>;
  consent: (bookerId: string) => (tx: Tx, memberIds: readonly string[]) => Promise<void>;
  announce: (
    db: Db,
    buddies: FastifyInstance['buddies'],
    input: { bookerId: string; party: readonly PartyMember[]; booking: Booking },
  ) => Promise<void>;
};

/** The member's booking routes, given the party (buddies) and the holds of a party that asks first (party-holds). */
export const bookingsRoutes =
  (deps: { party: BookingPartyPort; holds: PartyHoldWriter }): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = { preHandler: app.requireAuth };

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
        const idempotencyKey = idempotencyKeyOf(request.headers);
        const memberId = memberIdOf(request);
        const { buddies, buddiesPaidByMe, ...slot } = request.body;
        const party = await deps.party.resolve(app.db, memberId, { buddies, buddiesPaidByMe });
        const result = await bookOrHold(app.db, {
          memberId,
          idempotencyKey,
          request: slot,
          party,
          checkParty: deps.party.consent(memberId),
          notifier: app.notifier,
          holds: deps.holds,
        });
        if (result.kind === 'held') {
          // The held places count against the start at once: its live tee sheets refresh.
          if (!result.replayed)
            await announceSlot(app, { courseId: slot.courseId, startsAt: new Date(slot.time) });
          return reply.status(202).send(result.held);
        }
        const { booking, replayed } = result;
        if (!replayed)
          announceTeeSheet(app.hub, {
            courseId: booking.CourseId,
            startsAt: new Date(booking.Date),
            timeZone: result.timeZone,
          });
        if (!replayed) await deps.party.announce(app.db, app.buddies, { bookerId: memberId, party, booking });
        if (!replayed) {
          // A booking made in one statement brought the booker's trophy inputs with it.
          const known = new Map(result.trophies ? [[memberId, result.trophies]] : []);
          await awardTrophiesAfterBooking(app, [memberId, ...party.map((m) => m.memberId)], known);
        }
        return reply.status(replayed ? 200 : 201).send(booking);
      },
    );

    app.get(
      '/bookings/upcoming',
      {
        ...auth,
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
