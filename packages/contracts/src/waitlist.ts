import { z } from 'zod';
import { MAX_COVERS, MIN_PLAYERS } from './constants';
import { boundedInt, boundedString, idParam, isoDateTime } from './primitives';

/** The club content's `waitlist` block: minutes an offer holds its places (1 minute to a day). */
export const ZWaitlistContent = z.object({
  offerMinutes: z.number().int().min(1).max(1440),
});
export type WaitlistContent = z.infer<typeof ZWaitlistContent>;

/**
 * Joining the waitlist of a start that cannot take the party now (ARCHITECTURE "Waitlist with timed
 * offers"). The same slot fields as a booking; `notes` are kept for the booking an accepted offer makes
 * (a club that requires them refuses a join without them, as it refuses a booking).
 */
export const ZJoinWaitlist = z
  .object({
    clubId: boundedInt(0),
    courseId: boundedInt(1),
    /** The slot's ISO start (with Z or an offset). */
    time: isoDateTime(),
    players: z.number().int().min(MIN_PLAYERS, 'validation.players').max(MAX_COVERS, 'validation.players'),
    juniors: boundedInt(0, MAX_COVERS).default(0),
    notes: boundedString(1000).trim().optional(),
  })
  .refine((b) => b.juniors <= b.players, {
    path: ['juniors'],
    message: 'validation.juniorsMoreThanPlayers',
  });
export type JoinWaitlist = z.infer<typeof ZJoinWaitlist>;

/** 201 of a join: the place's id and its 1-based position among the parties waiting for that start. */
export const ZWaitlistJoined = z.object({ Id: z.number().int(), Position: z.number().int().min(1) });
export type WaitlistJoined = z.infer<typeof ZWaitlistJoined>;

/** Places held for this party until `ExpiresAt`; accept books them, decline or expiry passes them on. */
export const ZWaitlistOffer = z.object({ Id: z.number().int(), ExpiresAt: z.string() });
export type WaitlistOffer = z.infer<typeof ZWaitlistOffer>;

/** One of the caller's waitlist places (still waiting, or holding a live offer). */
export const ZWaitlistEntry = z.object({
  Id: z.number().int(),
  ClubId: z.number().int(),
  ClubName: z.string(),
  CourseId: z.number().int(),
  CourseName: z.string(),
  /** The slot's ISO start. */
  Time: z.string(),
  Players: z.number().int(),
  Juniors: z.number().int(),
  Position: z.number().int().min(1),
  Offer: ZWaitlistOffer.nullable(),
});
export type WaitlistEntry = z.infer<typeof ZWaitlistEntry>;
export const ZWaitlistEntries = z.array(ZWaitlistEntry);

export const ZWaitlistIdParams = z.object({ id: idParam() });
