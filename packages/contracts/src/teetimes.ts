import { z } from 'zod';
import { MAX_COVERS, MIN_PLAYERS } from './constants';
import { boundedInt, idParam, intQuery, isoDate } from './primitives';

/**
 * Why a course-day offers nothing bookable, as a code the client shows in its own words (the web app's
 * `teeTimes.notice.<CODE>`; club-discovery §8 quotes the first two).
 */
export const TEE_TIMES_NOTICES = [
  'NO_TEE_TIMES',
  'NO_PLAYER_SLOTS',
  'MEMBERSHIP_EXPIRED',
  'FIRST_PAYMENT_DUE',
  'OUTSIDE_BOOKING_WINDOW',
  'NOT_ENOUGH_POINTS',
  'OPEN_PLAY_UNAVAILABLE',
  /** The day is opening through its release line: the caller books in their turn. */
  'LINE_NOT_YOUR_TURN',
] as const;
export const ZTeeTimesNotice = z.enum(TEE_TIMES_NOTICES);
export type TeeTimesNotice = z.infer<typeof ZTeeTimesNotice>;

/** Why a slot cannot be booked by the caller's party. */
export const SLOT_REASONS = [
  'past',
  'membership_expired',
  'payment_incomplete',
  'outside_window',
  'full',
  'no_player_slots',
  'not_enough_points',
  'open_play_unavailable',
  'restricted',
  /** Released by the club's ballot, not bookable directly before the draw (ballots). */
  'SLOT_IN_BALLOT',
  /** The day is opening through its release line and the caller's turn is not live (release lines). */
  'LINE_NOT_YOUR_TURN',
] as const;
export const ZSlotReason = z.enum(SLOT_REASONS);
export type SlotReason = z.infer<typeof ZSlotReason>;

/** Clubs with points disabled price in rounds; every screen then says "rounds". */
export const ZCostUnit = z.enum(['points', 'rounds']);
export type CostUnit = z.infer<typeof ZCostUnit>;

export const ZTeeTimesQuery = z
  .object({
    clubId: idParam(0),
    courseId: idParam(),
    date: isoDate(),
    // Golf and spa take up to MAX_PLAYERS (checked per facility); dining tables up to MAX_COVERS.
    players: intQuery(MIN_PLAYERS, MAX_COVERS).default(1),
    juniors: intQuery(0, MAX_COVERS).default(0),
    /** The spa treatment to price the times by (the club's content lists them). */
    treatment: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'validation.invalid')
      .optional(),
    /** A hotel stay's nights, to price the check-in by. */
    nights: intQuery(1, 28).optional(),
  })
  .refine((q) => q.juniors <= q.players, {
    path: ['juniors'],
    message: 'validation.juniorsMoreThanPlayers',
  });
export type TeeTimesQuery = z.infer<typeof ZTeeTimesQuery>;

export const ZTeeTimeSlot = z.object({
  /** The slot's start, ISO 8601 in UTC. */
  time: z.string(),
  freePlaces: z.number().int(),
  /** The whole party's cost in `unit`. */
  cost: z.number().int(),
  bookable: z.boolean(),
  reason: ZSlotReason.optional(),
});
export type TeeTimeSlot = z.infer<typeof ZTeeTimeSlot>;

/**
 * Why a member cannot pay at a club that is not their home club: the club takes no Open Play points,
 * the member's package has no Open Play (a rounds member), or they hold no Open Play points.
 */
export const ZOpenPlayRefusal = z.enum([
  'club_refuses',
  'rounds_member',
  'open_play_disabled',
  'no_open_play_points',
]);
export type OpenPlayRefusal = z.infer<typeof ZOpenPlayRefusal>;

/** The rules that can refuse a booking, shown before the member picks a time. */
export const ZBookingRules = z.object({
  /** Members book from today (club-local) up to `lastBookableDate`. */
  bookingWindowDays: z.number().int(),
  lastBookableDate: z.string(),
  /** Cancelling online is possible until this many hours before the start. */
  cancellationCutoffHours: z.number().int(),
  /** Golf only: how many more players the member may book on the date (null for spa, dining, extras). */
  playerSlotsLeft: z.number().int().nullable(),
  /** What the member can spend at this club now, in `unit`. */
  balance: z.number().int(),
  /** Set when the member has no way to pay at this club. */
  openPlayRefusal: ZOpenPlayRefusal.optional(),
  /** The club's no-show rule and where the member stands: booking pauses once `count` reaches `limit`. */
  restriction: z
    .object({ count: z.number().int(), limit: z.number().int(), days: z.number().int() })
    .optional(),
});
export type BookingRules = z.infer<typeof ZBookingRules>;

export const ZTeeTimes = z.object({
  clubId: z.number().int(),
  courseId: z.number().int(),
  date: z.string(),
  timeZone: z.string(),
  unit: ZCostUnit,
  /**
   * The club confirms every booking itself (its manual confirmation): a booking made here is a request,
   * Pending (NotConfirmed) until the club confirms it. Absent from older servers: read as false.
   */
  requiresConfirmation: z.boolean().optional(),
  slots: z.array(ZTeeTimeSlot),
  /** Set when no slot is bookable: why, as a code. */
  notice: ZTeeTimesNotice.optional(),
  rules: ZBookingRules,
  /**
   * The day's ballot window while it is before its draw: its slots are `SLOT_IN_BALLOT`. `opensAt` and
   * `drawAt` are instants (ISO); entries are taken between them (GET /api/ballots gives the ballot).
   */
  ballot: z.object({ opensAt: z.string(), drawAt: z.string() }).optional(),
});
export type TeeTimes = z.infer<typeof ZTeeTimes>;

export const ZTeeSheetRoom = z.object({ courseId: boundedInt(1), date: isoDate() }).strict();
export type TeeSheetRoom = z.infer<typeof ZTeeSheetRoom>;
