import { z } from 'zod';
import { ZWallClock } from './ballots';
import { idParam, isoDate } from './primitives';

// The hub's event names and the type-10 action, zod-free for the web app's screens (release-line-constants.ts).
export {
  lineTurnAction,
  lineTurnOfAction,
  RELEASE_LINE_OPENED_EVENT,
  RELEASE_LINE_TICKET_EVENT,
} from './release-line-constants';

/**
 * The release line (ARCHITECTURE "The release line", issue 45): fair access at the instant a day's tee
 * sheet opens. The agreed shapes; hidden acceptance tests use them exactly.
 */

/** The name of the line's published ordering algorithm. */
export const LINE_ALGORITHM = 'fairway-line-v1';

/** Bounds of a release entry of a club's content. */
export const RELEASE_LIMITS = {
  lineOpensMinutesBefore: { min: 1, max: 720 },
  admitPerMinute: { min: 1, max: 6000 },
  turnMinutes: { min: 1, max: 60 },
} as const;

const bounded = (limits: { min: number; max: number }) => z.number().int().min(limits.min).max(limits.max);

/**
 * One release of a club's content: the last day of the booking window (today + the window's days) on
 * `courseId` opens at `at` (club wall clock) instead of midnight, through a line that gathers
 * `lineOpensMinutesBefore` minutes before, admits `admitPerMinute` members a minute, each of whom has
 * `turnMinutes` to book.
 */
export const ZReleaseEntry = z.object({
  courseId: z.number().int().min(1).max(2_147_483_647),
  at: ZWallClock,
  lineOpensMinutesBefore: bounded(RELEASE_LIMITS.lineOpensMinutesBefore),
  admitPerMinute: bounded(RELEASE_LIMITS.admitPerMinute),
  turnMinutes: bounded(RELEASE_LIMITS.turnMinutes),
});
export type ReleaseEntry = z.infer<typeof ZReleaseEntry>;

/** A club's releases: at most one per course. (That each course is the club's is checked on save.) */
export const ZReleaseEntries = z
  .array(ZReleaseEntry)
  .max(20)
  .refine(
    (list) => new Set(list.map((r) => r.courseId)).size === list.length,
    'validation.releaseOnePerCourse',
  );
export type ReleaseEntries = z.infer<typeof ZReleaseEntries>;

export const ZReleaseLineState = z.enum(['Gathering', 'Admitting', 'Closed']);
export type ReleaseLineState = z.infer<typeof ZReleaseLineState>;

export const ZLineTicketState = z.enum(['Waiting', 'Admitted', 'Done', 'Expired']);
export type LineTicketState = z.infer<typeof ZLineTicketState>;

/** The caller's ticket in a line. */
export const ZMyTicket = z.object({
  /** The member's TicketId (opaque; the same as in the audit, so each can find their own there). */
  Id: z.string(),
  State: ZLineTicketState,
  /** 1-based place in the order; null before OpensAt. */
  Position: z.number().int().min(1).nullable(),
  /** Tickets before this one not yet admitted. */
  Ahead: z.number().int().min(0),
  /** About how long until this ticket is admitted (0 once admitted; null before OpensAt). */
  EtaSeconds: z.number().int().min(0).nullable(),
  /** While Admitted: until when (ISO instant) the member may book the course-day. */
  AdmittedUntil: z.string().nullable(),
});
export type MyTicket = z.infer<typeof ZMyTicket>;

/** A line: one per (club, course, date) a release applies to. */
export const ZReleaseLine = z.object({
  Id: z.number().int(),
  ClubId: z.number().int(),
  CourseId: z.number().int(),
  /** The club-local date the line releases. */
  Date: z.string(),
  /** When the day opens (ISO instant); the line gathers from OpensAt − lineOpensMinutesBefore. */
  OpensAt: z.string(),
  State: ZReleaseLineState,
  /** Hex SHA-256 of the seed, published from the start. */
  Commitment: z.string(),
  /** The seed (hex), null until OpensAt. */
  Seed: z.string().nullable(),
  MyTicket: ZMyTicket.nullable(),
});
export type ReleaseLine = z.infer<typeof ZReleaseLine>;
export const ZReleaseLines = z.array(ZReleaseLine);

export const ZReleaseLinesQuery = z.object({ clubId: idParam(0), courseId: idParam(), date: isoDate() });
export type ReleaseLinesQuery = z.infer<typeof ZReleaseLinesQuery>;

export const ZReleaseLineIdParams = z.object({ id: idParam() });

/** Everything needed to recompute a line's order (fairway-line-v1) without trusting the server. */
export const ZReleaseLineAudit = z.object({
  Algorithm: z.literal(LINE_ALGORITHM),
  Commitment: z.string(),
  Seed: z.string().nullable(),
  /** Every ticket in joining order (TicketIds opaque); those taken before OpensAt are drawn. */
  Tickets: z.array(z.object({ TicketId: z.string(), JoinedBeforeOpen: z.boolean() })),
  /** The order (TicketIds); empty until OpensAt. */
  Order: z.array(z.string()),
});
export type ReleaseLineAudit = z.infer<typeof ZReleaseLineAudit>;

/**
 * Live over the hub, to the member's sockets: their ticket as it changes (throttled, at most every 5 s),
 * with the line it belongs to.
 */
export const ZReleaseLineTicketEvent = z.object({ LineId: z.number().int(), MyTicket: ZMyTicket });
export type ReleaseLineTicketEvent = z.infer<typeof ZReleaseLineTicketEvent>;

/**
 * Live over the hub when a line's day opens (OpensAt): sent to every member holding a ticket and to the
 * course-day's tee sheet room (which also gets `teeSheet:changed`), so the tee sheet refreshes.
 */
export const ZReleaseLineOpenedEvent = z.object({
  LineId: z.number().int(),
  ClubId: z.number().int(),
  CourseId: z.number().int(),
  Date: z.string(),
});
export type ReleaseLineOpenedEvent = z.infer<typeof ZReleaseLineOpenedEvent>;
