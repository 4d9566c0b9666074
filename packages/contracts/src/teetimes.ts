import { z } from 'zod';

/** club-discovery §8, verbatim (the player-slots text keeps the spec's spelling). */
export const NO_TEE_TIMES_MESSAGE =
  "Sorry, we couldn't find any available tee times for the selected date. Please try another.";
export const NO_PLAYER_SLOTS_MESSAGE =
  'Sorry, you no longer have any player slots availble for the selected date. Please try another.';

/** Booking is for members in good standing: shown when the membership has lapsed or was never paid. */
export const MEMBERSHIP_EXPIRED_MESSAGE =
  'Your membership has expired, please renew to continue your membership.';
export const PAYMENT_INCOMPLETE_MESSAGE =
  'Your membership is not active yet: please complete your first payment to start booking.';

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;

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

const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.');

export const ZTeeTimesQuery = z
  .object({
    clubId: z.coerce.number().int().min(0).max(2_147_483_647),
    courseId: z.coerce.number().int().min(1).max(2_147_483_647),
    date: ZIsoDate,
    players: z.coerce.number().int().min(MIN_PLAYERS).max(MAX_PLAYERS).default(1),
    juniors: z.coerce.number().int().min(0).max(MAX_PLAYERS).default(0),
  })
  .refine((q) => q.juniors <= q.players, {
    path: ['juniors'],
    message: 'Juniors cannot be more than players.',
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
  /** Set when no slot is bookable: one of the texts above (no tee times, no player slots, membership). */
  message: z.string().optional(),
});
export type TeeTimes = z.infer<typeof ZTeeTimes>;
