import { z } from 'zod';
import { ZWallClock } from './ballots';
import { ZBuddyTarget } from './buddies';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants';
import { boundedInt, idParam, intQuery, isoDate } from './primitives';
import { ZCostUnit, ZSlotReason } from './teetimes';

/**
 * Find a tee time anywhere (ARCHITECTURE "Find a tee time anywhere"): one search across every golf course
 * of the network within a radius, and alerts when a matching time opens. camelCase query and bodies,
 * PascalCase replies.
 */
export const TEE_TIME_SEARCH = {
  radiusKmMin: 1,
  radiusKmMax: 500,
  radiusKmDefault: 50,
  limitMax: 50,
  limitDefault: 20,
  /** A member's live alerts at most (409 TOO_MANY_ALERTS beyond). */
  maxAlerts: 10,
  /** An alert tells its member at most once in this many minutes. */
  alertQuietMinutes: 30,
  cursorMax: 200,
} as const;

export const TEE_TIME_SEARCH_SORTS = ['soonest', 'nearest', 'cheapest'] as const;
export const ZTeeTimeSearchSort = z.enum(TEE_TIME_SEARCH_SORTS);
export type TeeTimeSearchSort = z.infer<typeof ZTeeTimeSearchSort>;

/** A decimal number in a query (`-0.1276`, `51.5`): no exponent, hex or spaces, within min..max. */
const decimalQuery = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?[0-9]{1,3}(\.[0-9]{1,12})?$/, 'validation.invalid')
    .meta({ description: `A decimal number from ${min} to ${max}` })
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Comma-separated buddies' public ids (Target), each once, at most MAX_PLAYERS − 1. */
const buddiesQuery = z
  .string()
  .max(40 * MAX_PLAYERS)
  .meta({ description: 'Comma-separated public ids (Target) of buddies playing in the party, each once' })
  .transform((v) => (v === '' ? [] : v.split(',')))
  .pipe(
    z
      .array(ZBuddyTarget)
      .max(MAX_PLAYERS - 1)
      .refine((ids) => new Set(ids).size === ids.length, 'validation.invalid'),
  );

/**
 * `GET /api/teetimes/search`. `from`/`to` (club wall clock, `to` included) default to the whole day;
 * `lat`/`lng` (both or neither) to the member's home club; `maxCost` is the whole party's, in each
 * result's unit. `limit` counts results (courses) per page; `cursor` is the previous page's `NextCursor`.
 */
export const ZTeeTimeSearchQuery = z
  .object({
    date: isoDate(),
    from: ZWallClock.optional(),
    to: ZWallClock.optional(),
    players: intQuery(MIN_PLAYERS, MAX_PLAYERS).default(1),
    juniors: intQuery(0, MAX_PLAYERS).default(0),
    lat: decimalQuery(-90, 90).optional(),
    lng: decimalQuery(-180, 180).optional(),
    radiusKm: intQuery(TEE_TIME_SEARCH.radiusKmMin, TEE_TIME_SEARCH.radiusKmMax).default(
      TEE_TIME_SEARCH.radiusKmDefault,
    ),
    maxCost: intQuery(0, 1_000_000).optional(),
    sort: ZTeeTimeSearchSort.default('soonest'),
    buddies: buddiesQuery.optional(),
    cursor: z
      .string()
      .max(TEE_TIME_SEARCH.cursorMax)
      .regex(/^[A-Za-z0-9_-]*$/, 'validation.invalid')
      .optional(),
    limit: intQuery(1, TEE_TIME_SEARCH.limitMax).default(TEE_TIME_SEARCH.limitDefault),
  })
  .refine((q) => q.juniors <= q.players, {
    path: ['juniors'],
    message: 'validation.juniorsMoreThanPlayers',
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    path: ['lng'],
    message: 'validation.invalid',
  })
  .refine((q) => q.from === undefined || q.to === undefined || minutesOf(q.from) <= minutesOf(q.to), {
    path: ['to'],
    message: 'validation.invalid',
  })
  .refine((q) => !q.buddies?.length || q.buddies.length < q.players - q.juniors, {
    path: ['buddies'],
    message: 'validation.buddiesMoreThanPlaces',
  });
export type TeeTimeSearchQuery = z.infer<typeof ZTeeTimeSearchQuery>;

/** One start of a result: listed when the party could book it now, or when only a ballot holds it. */
export const ZTeeTimeSearchTime = z.object({
  /** The start, ISO 8601 in UTC. */
  Time: z.string(),
  /** The club's wall clock, `HH:mm`. */
  LocalTime: z.string(),
  FreePlaces: z.number().int(),
  /** The whole party's cost, in the result's `Unit`, from the booking write's pricing. */
  Cost: z.number().int(),
  Bookable: z.boolean(),
  /** Set when not bookable: `SLOT_IN_BALLOT` (enter the club's ballot instead). */
  Reason: ZSlotReason.optional(),
});
export type TeeTimeSearchTime = z.infer<typeof ZTeeTimeSearchTime>;

/** One course with at least one listed time. */
export const ZTeeTimeSearchResult = z.object({
  ClubId: z.number().int(),
  ClubName: z.string(),
  CourseId: z.number().int(),
  CourseName: z.string(),
  /** From the search's point (or the member's home club), one decimal. */
  DistanceKm: z.number(),
  Unit: ZCostUnit,
  Times: z.array(ZTeeTimeSearchTime),
});
export type TeeTimeSearchResult = z.infer<typeof ZTeeTimeSearchResult>;

export const ZTeeTimeSearchReply = z.object({
  Results: z.array(ZTeeTimeSearchResult),
  /** Opaque; pass as `cursor` for the next page; null on the last page. */
  NextCursor: z.string().nullable(),
});
export type TeeTimeSearchReply = z.infer<typeof ZTeeTimeSearchReply>;

/** `POST /api/teetimes/alerts`: "tell me when a time like this opens" (the search's fields, as JSON). */
export const ZTeeTimeAlertBody = z
  .object({
    date: isoDate(),
    from: ZWallClock,
    to: ZWallClock,
    players: z.number().int().min(MIN_PLAYERS, 'validation.players').max(MAX_PLAYERS, 'validation.players'),
    juniors: boundedInt(0, MAX_PLAYERS).default(0),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    radiusKm: boundedInt(TEE_TIME_SEARCH.radiusKmMin, TEE_TIME_SEARCH.radiusKmMax).default(
      TEE_TIME_SEARCH.radiusKmDefault,
    ),
    maxCost: boundedInt(0, 1_000_000).optional(),
  })
  .refine((b) => b.juniors <= b.players, {
    path: ['juniors'],
    message: 'validation.juniorsMoreThanPlayers',
  })
  .refine((b) => (b.lat === undefined) === (b.lng === undefined), {
    path: ['lng'],
    message: 'validation.invalid',
  })
  .refine((b) => minutesOf(b.from) <= minutesOf(b.to), { path: ['to'], message: 'validation.invalid' });
export type TeeTimeAlertBody = z.infer<typeof ZTeeTimeAlertBody>;

/** 201 of an alert. */
export const ZTeeTimeAlertCreated = z.object({ Id: z.number().int() });
export type TeeTimeAlertCreated = z.infer<typeof ZTeeTimeAlertCreated>;

/** One of the member's live alerts. */
export const ZTeeTimeAlert = z.object({
  Id: z.number().int(),
  Date: z.string(),
  From: z.string(),
  To: z.string(),
  Players: z.number().int(),
  RadiusKm: z.number().int(),
  MaxCost: z.number().int().nullable(),
  /** When it last told the member (ISO), or null. */
  LastNotifiedAt: z.string().nullable(),
});
export type TeeTimeAlert = z.infer<typeof ZTeeTimeAlert>;
export const ZTeeTimeAlerts = z.array(ZTeeTimeAlert);

export const ZTeeTimeAlertIdParams = z.object({ id: idParam() });

/** What a type-9 notification's action names: the start that opened, for the toast's "Book". */
export type TeeTimeAlertTarget = {
  alertId: number;
  clubId: number;
  courseId: number;
  /** The start, ISO in UTC. */
  time: string;
  players: number;
  juniors: number;
};

const ALERT_ACTION =
  /^tee-time-alert:([1-9]\d{0,9}):(\d{1,10}):([1-9]\d{0,9}):(\d{4}-\d{2}-\d{2}T[\d:.]+Z):([1-4]):([0-4])$/;

/**
 * The action of a type-9 notification:
 * `tee-time-alert:{AlertId}:{ClubId}:{CourseId}:{Time}:{Players}:{Juniors}`.
 */
export const teeTimeAlertAction = (t: TeeTimeAlertTarget) =>
  `tee-time-alert:${t.alertId}:${t.clubId}:${t.courseId}:${t.time}:${t.players}:${t.juniors}`;

/** The start a type-9 action names, or null for anything else. */
export function teeTimeAlertTarget(action: string | null | undefined): TeeTimeAlertTarget | null {
  const m = action ? ALERT_ACTION.exec(action) : null;
  if (!m) return null;
  return {
    alertId: Number(m[1]),
    clubId: Number(m[2]),
    courseId: Number(m[3]),
    time: m[4] as string,
    players: Number(m[5]),
    juniors: Number(m[6]),
  };
}
