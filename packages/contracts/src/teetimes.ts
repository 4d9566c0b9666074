import { z } from 'zod';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants';
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
    players: intQuery(MIN_PLAYERS, MAX_PLAYERS).default(1),
    juniors: intQuery(0, MAX_PLAYERS).default(0),
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

export const ZTeeTimes = z.object({
  clubId: z.number().int(),
  courseId: z.number().int(),
  date: z.string(),
  timeZone: z.string(),
  unit: ZCostUnit,
  slots: z.array(ZTeeTimeSlot),
  /** Set when no slot is bookable: why, as a code. */
  notice: ZTeeTimesNotice.optional(),
});
export type TeeTimes = z.infer<typeof ZTeeTimes>;

export const ZTeeSheetRoom = z.object({ courseId: boundedInt(1), date: isoDate() }).strict();
export type TeeSheetRoom = z.infer<typeof ZTeeSheetRoom>;
