import { z } from 'zod';
import { ZBuddyTarget } from './buddies';
import { BALLOT_MAX_PREFERENCES, BALLOT_MAX_WEIGHT, MAX_PLAYERS, MIN_PLAYERS } from './constants';
import { boundedInt, idParam, isoDate } from './primitives';

/** The name of the draw's published algorithm (ARCHITECTURE, "Shapes of the next features"). */
export const BALLOT_ALGORITHM = 'fairway-ballot-v1';

/** A club-local wall-clock time `HH:mm`. */
export const ZWallClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/**
 * One ballot window of a club's content: the starts of `courseId` on `weekdays` (0 Sunday … 6 Saturday)
 * from `from` (included) to `to` (excluded) are released by a draw. Entries open `opensDaysAhead` days
 * before the date (at midnight, club time); the draw runs `drawDaysAhead` days before it at `drawAt`.
 */
export const ZBallotWindow = z
  .object({
    courseId: z.number().int().min(1).max(2_147_483_647),
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'validation.weekdaysOnce'),
    from: ZWallClock,
    to: ZWallClock,
    opensDaysAhead: z.number().int().min(1).max(90),
    drawDaysAhead: z.number().int().min(0).max(89),
    drawAt: ZWallClock,
  })
  .refine((w) => minutesOf(w.from) < minutesOf(w.to), { path: ['to'], message: 'validation.ballotEnd' })
  .refine((w) => w.drawDaysAhead < w.opensDaysAhead, {
    path: ['drawDaysAhead'],
    message: 'validation.ballotDraw',
  });
export type BallotWindow = z.infer<typeof ZBallotWindow>;

/** A club's windows: one course-day has at most one ballot, so windows of a course share no weekday. */
export const ZBallotWindows = z
  .array(ZBallotWindow)
  .max(20)
  .refine((windows) => {
    const seen = new Set<string>();
    for (const w of windows) {
      for (const day of w.weekdays) {
        const key = `${w.courseId}:${day}`;
        if (seen.has(key)) return false;
        seen.add(key);
      }
    }
    return true;
  }, 'validation.ballotOverlap');

export const ZBallotState = z.enum(['Open', 'Drawn']);
export type BallotState = z.infer<typeof ZBallotState>;

export const ZBallotIdParams = z.object({ id: idParam() });

export const ZBallotsQuery = z.object({ clubId: idParam(0), courseId: idParam(), date: isoDate() });
export type BallotsQuery = z.infer<typeof ZBallotsQuery>;

/** An entry's party, as its members see it. */
export const ZBallotEntry = z.object({
  EntryId: z.string(),
  /** True for the member who entered; a buddy in the party sees the entry but cannot change it. */
  IsMine: z.boolean(),
  /** True for a buddy in the party whose acceptance the entry waits for (they may accept or decline). */
  AwaitingMe: z.boolean(),
  Players: z.number().int(),
  Juniors: z.number().int(),
  /**
   * `Answer`: `Pending` while a buddy who asked to be asked (AskBeforeBookingMeIn) has not accepted being
   * in the entry, `Accepted` once they have; `NotAsked` for a buddy who books by their buddy link alone.
   * An entry with a buddy still `Pending` at the draw is not drawn.
   */
  Buddies: z.array(
    z.object({ Target: z.string(), Name: z.string(), Answer: z.enum(['NotAsked', 'Pending', 'Accepted']) }),
  ),
  Preferences: z.array(ZWallClock),
  /**
   * After the draw: `Won` with its time, `Lost`, `Forfeited` (given a time, but the booking was refused:
   * it could not pay, a member's standing …; not counted as a loss), or `NotDrawn` (a buddy had not
   * accepted being in it by the draw).
   */
  Outcome: z.enum(['Pending', 'Won', 'Lost', 'Forfeited', 'NotDrawn']),
  Time: ZWallClock.nullable(),
});
export type BallotEntry = z.infer<typeof ZBallotEntry>;

export const ZBallot = z.object({
  Id: z.number().int(),
  ClubId: z.number().int(),
  CourseId: z.number().int(),
  /** The club-local date the ballot releases. */
  Date: z.string(),
  State: ZBallotState,
  /** When the draw runs (ISO instant); entries close then. */
  DrawAt: z.string(),
  /** Hex SHA-256 of the seed, published from the start. */
  Commitment: z.string(),
  /** The seed (hex), revealed once drawn. */
  Seed: z.string().nullable(),
  /** How many entries (parties) there are. */
  Entries: z.number().int(),
  MyEntry: ZBallotEntry.nullable(),
  /** The window's starts (`HH:mm`) that day: what preferences may name. */
  Times: z.array(ZWallClock),
});
export type Ballot = z.infer<typeof ZBallot>;

/** Entering (or changing an entry): the party and 1–5 preferred times of the window, best first. */
export const ZEnterBallot = z
  .object({
    players: boundedInt(MIN_PLAYERS, MAX_PLAYERS),
    juniors: boundedInt(0, MAX_PLAYERS).default(0),
    buddies: z
      .array(ZBuddyTarget)
      .max(MAX_PLAYERS - 1)
      .refine((ids) => new Set(ids).size === ids.length, 'validation.invalid')
      .optional()
      .meta({ description: 'Buddies in the party (public ids); each must have accepted the member' }),
    preferences: z
      .array(ZWallClock)
      .min(1)
      .max(BALLOT_MAX_PREFERENCES)
      .refine((times) => new Set(times).size === times.length, 'validation.invalid'),
  })
  .refine((b) => b.juniors <= b.players, {
    path: ['juniors'],
    message: 'validation.juniorsMoreThanPlayers',
  })
  .refine((b) => (b.buddies?.length ?? 0) < b.players - b.juniors || !b.buddies?.length, {
    path: ['buddies'],
    message: 'validation.buddiesMoreThanPlaces',
  });
export type EnterBallot = z.infer<typeof ZEnterBallot>;

export const ZBallotAuditEntry = z.object({
  EntryId: z.string(),
  Weight: z.number().int().min(1).max(BALLOT_MAX_WEIGHT),
  /** The whole party, juniors included. */
  Players: z.number().int(),
  Preferences: z.array(ZWallClock),
});

/**
 * Everything needed to recompute a draw (fairway-ballot-v1) without trusting the server. Before the draw
 * only how many entries there are (`EntryCount`; `Entries`, `Order`, `Allocations` empty): nobody can
 * pick the least contested times from the others' preferences. Once drawn, the entries the draw took.
 */
export const ZBallotAudit = z.object({
  Algorithm: z.literal(BALLOT_ALGORITHM),
  BallotId: z.number().int(),
  Commitment: z.string(),
  Seed: z.string().nullable(),
  /** Entries (parties) in the ballot before the draw; once drawn, the entries drawn. */
  EntryCount: z.number().int(),
  Entries: z.array(ZBallotAuditEntry),
  Order: z.array(z.string()),
  Allocations: z.array(z.object({ EntryId: z.string(), Time: ZWallClock.nullable() })),
  /** Free places per time when the draw ran (empty until drawn). */
  Capacity: z.record(z.string(), z.number().int()),
  /** Entries given a time whose booking then failed (e.g. could not pay): they lose and take no places. */
  Forfeited: z.array(z.string()),
});
export type BallotAudit = z.infer<typeof ZBallotAudit>;
