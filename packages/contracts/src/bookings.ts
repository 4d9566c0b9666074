import { z } from 'zod';
import { ZBuddyTarget } from './buddies';
import { CALENDAR_LANGUAGES } from './calendar-words';
import { MAX_COVERS, MAX_PLAYERS, MIN_PLAYERS } from './constants';
import { boundedInt, boundedString, idParam, intQuery, isoDateTime } from './primitives';

export const ZBookingType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)]);
export type BookingTypeValue = z.infer<typeof ZBookingType>;

export const ZConfirmationStatus = z.enum(['NotConfirmed', 'ManualConfirmed']);
export type ConfirmationStatus = z.infer<typeof ZConfirmationStatus>;

export const ZExtraDetails = z.object({ TitleDesc: z.string(), Fulfilled: z.boolean() });

/** Booking, member-area §3: wire names are the contract. */
/** What was booked beyond the slot: the spa treatment, or the nights of a stay (issue 11 §1). */
export const ZBookingDetails = z.object({
  Treatment: z.object({ Name: z.string(), Minutes: z.number().int() }).optional(),
  Nights: z.number().int().optional(),
});
export type BookingDetails = z.infer<typeof ZBookingDetails>;

export const ZBooking = z.object({
  Id: z.number().int(),
  BookingType: ZBookingType,
  ClubId: z.number().int(),
  ClubName: z.string(),
  CourseId: z.number().int(),
  CourseName: z.string(),
  /** The start, ISO 8601 in UTC. */
  Date: z.string(),
  NumberOfPeople: z.number().int(),
  OfWhichJuniors: z.number().int(),
  BookedByUsername: z.string(),
  /** Who booked it, by name (forename surname): what screens show. */
  BookedByName: z.string(),
  BookingRef: z.string(),
  Notes: z.string(),
  CancellationNotes: z.string().nullable(),
  ConfirmationCode: z.string(),
  ConfirmationStatus: ZConfirmationStatus,
  Cancelled: z.boolean(),
  Cancellable: z.boolean(),
  Expired: z.boolean(),
  /** Staff marked that nobody came (past bookings only). */
  NoShow: z.boolean().optional(),
  ExtraDetails: ZExtraDetails.nullable(),
  /** The treatment or the stay's nights, when the booking has them. */
  Details: ZBookingDetails.optional(),
  /** What the booking cost the booker, in `CostUnit`. */
  Cost: z.number().int(),
  CostUnit: z.enum(['points', 'rounds']),
});
export type Booking = z.infer<typeof ZBooking>;

export const ZCreateBooking = z
  .object({
    clubId: boundedInt(0),
    courseId: boundedInt(1),
    /** The slot's ISO start (with Z or an offset). */
    time: isoDateTime(),
    /** Golf and spa take up to MAX_PLAYERS (checked per facility); dining tables up to MAX_COVERS. */
    players: z.number().int().min(MIN_PLAYERS, 'validation.players').max(MAX_COVERS, 'validation.players'),
    juniors: boundedInt(0, MAX_COVERS).default(0),
    notes: boundedString(1000).trim().optional(),
    /** A spa booking at a club that lists treatments: the treatment's id (issue 11 §1). */
    treatment: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'validation.invalid')
      .optional(),
    /** A hotel stay: how many nights from the check-in date of `time` (issue 11 §1). */
    nights: boundedInt(1, 28).optional(),
    /**
     * Buddies playing in the party (their public ids): each takes an adult place after the booker's and
     * pays their own share from their own points. Each must have accepted the booker as a buddy.
     */
    buddies: z
      .array(ZBuddyTarget)
      .max(MAX_PLAYERS - 1)
      .refine((ids) => new Set(ids).size === ids.length, 'validation.invalid')
      .optional()
      .meta({
        description:
          'Buddies playing in the party, by their public ids (Target), each once: each takes an adult place after the booker’s and pays their own share from their own points; each must have accepted the booker as a buddy',
      }),
    /** Those of `buddies` whose share the booker pays from their own points (spec §6: offer their own). */
    buddiesPaidByMe: z
      .array(ZBuddyTarget)
      .max(MAX_PLAYERS - 1)
      .optional()
      .meta({
        description: 'Those of `buddies` whose share the booker pays from their own points instead',
      }),
  })
  .refine((b) => b.juniors <= b.players, {
    path: ['juniors'],
    message: 'validation.juniorsMoreThanPlayers',
  })
  .refine((b) => (b.buddies?.length ?? 0) < b.players - b.juniors || !b.buddies?.length, {
    path: ['buddies'],
    message: 'validation.buddiesMoreThanPlaces',
  })
  .refine((b) => (b.buddiesPaidByMe ?? []).every((t) => b.buddies?.includes(t)), {
    path: ['buddiesPaidByMe'],
    message: 'validation.invalid',
  });
export type CreateBooking = z.infer<typeof ZCreateBooking>;

export const ZBookingIdParams = z.object({ id: idParam() });
/** The calendar file's language: the web app's (en, en-US, fr); English when not given. */
export const ZCalendarQuery = z.object({ lang: z.enum(CALENDAR_LANGUAGES).default('en') });

/** The spec's cancel call sends the booking type; when sent it must match, and it may be left out. */
export const ZCancelBooking = z.object({ bookingType: ZBookingType.optional() });
export const ZCancelResult = z.object({ Success: z.literal(true), Booking: ZBooking });
export type CancelResult = z.infer<typeof ZCancelResult>;

export const ZPageQuery = z.object({ page: intQuery(1, 100_000).default(1) });

/** Previous bookings, 5 a page (PREVIOUS_BOOKINGS_PAGE_SIZE). */
export const ZBookingPage = z.object({
  items: z.array(ZBooking),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type BookingPage = z.infer<typeof ZBookingPage>;

/** Additional booker, member-area §3; `Category` is the course id that books it. */
export const ZAdditionalBooker = z.object({
  Title: z.string(),
  Category: z.number().int(),
  DescriptiveTitle: z.string(),
  Description: z.string(),
});
export type AdditionalBooker = z.infer<typeof ZAdditionalBooker>;

export const ZEcommerceCategoriesQuery = z.object({
  clubId: idParam(0),
  categoryId: idParam(0),
});
export const ZEcommerceCategories = z.object({ Items: z.array(ZAdditionalBooker) });
export type EcommerceCategories = z.infer<typeof ZEcommerceCategories>;
