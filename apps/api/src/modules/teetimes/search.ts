import type {
  TeeTimeSearchQuery,
  TeeTimeSearchReply,
  TeeTimeSearchResult,
  TeeTimeSearchSort,
  TeeTimeSearchTime,
} from '@fairway/contracts';
import type { Db } from '../../db/client';
import { chosenBand, facilityChoice } from '../../domain/booking-rules/facility-choice';
import { membershipRefusal } from '../../domain/booking-rules/membership';
import { dayLimitRefusal } from '../../domain/booking-rules/player-slots';
import { bandFor, playerCosts, seasonOf } from '../../domain/booking-rules/pricing';
import { isRestricted, restrictionFrom, restrictionSince } from '../../domain/booking-rules/restriction';
import { bookingTypeOf, slotMinutes } from '../../domain/booking-rules/schedule';
import { isOutsideWindow } from '../../domain/booking-rules/window';
import { AppError, fieldError } from '../../lib/app-error';
import { instantsAt, isoString, localDateOf } from '../../lib/time';
import { ballotHold, isHeld, type PartyMember, partyPlayers, payerDebits, payerShares } from '../bookings';
import { type ClubReference, clubReference } from '../courses';
import {
  type ClubInRadius,
  findClubsInRadius,
  findHomePoint,
  findPayers,
  findRestrictionCounts,
  findTaken,
  type SearchPayer,
} from './search-repository';
import { slotReason } from './slot-verdict';

export type SearchInput = {
  memberId: string;
  query: TeeTimeSearchQuery;
  /** The buddies playing in the party, resolved from `query.buddies`. */
  party: readonly PartyMember[];
  /** Whether every buddy has accepted the caller (the write's consent rule); false lists nothing. */
  consented: boolean;
  now?: Date;
};

type Candidate = TeeTimeSearchResult & { key: (number | string)[] };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/**
 * The network search (ARCHITECTURE "Find a tee time anywhere"): every golf course within the radius, and
 * each start in the window the caller's party could book now, judged by the booking write's own rules
 * (slot-verdict.ts, the write's member inputs, its pricing and payer plan). Reads: the clubs in the box,
 * the party's inputs, and one statement for the places taken at every candidate course; the clubs'
 * schedules and prices come from the reference cache.
 */
export async function searchTeeTimes(db: Db, input: SearchInput): Promise<TeeTimeSearchReply> {
  const now = input.now ?? new Date();
  const { query } = input;
  const after = query.cursor === undefined ? null : readCursor(query.cursor, query.sort);
  if (!input.consented) return { Results: [], NextCursor: null };
  const origin =
    query.lat !== undefined && query.lng !== undefined
      ? { lat: query.lat, lng: query.lng }
      : await findHomePoint(db, input.memberId);
  if (!origin) {
    // The home club has no location: the caller must say where to search.
    throw new AppError('VALIDATION', { fields: { lat: fieldError('validation.invalid') } });
  }
  const memberIds = [input.memberId, ...input.party.map((m) => m.memberId)];
  const [clubsNear, payers] = await Promise.all([
    findClubsInRadius(db, origin, query.radiusKm),
    findPayers(db, memberIds, query.date, now),
  ]);
  const booker = payers.get(input.memberId);
  if (!booker) throw new AppError('UNAUTHENTICATED');
  if (memberIds.some((id) => !payers.has(id))) return { Results: [], NextCursor: null };

  const from = minutesOf(query.from ?? '00:00');
  const to = minutesOf(query.to ?? '23:59');
  const days = await courseDays(db, clubsNear, query.date, from, to);
  if (days.length === 0) return { Results: [], NextCursor: null };

  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const d of days) {
    first = Math.min(first, d.times[0]!.getTime());
    last = Math.max(last, d.times[d.times.length - 1]!.getTime());
  }
  const ruled = [...new Set(days.filter((d) => d.ref.club.restriction).map((d) => d.ref.club))];
  const [taken, restrictionCounts] = await Promise.all([
    findTaken(db, {
      courseIds: days.map((d) => d.courseId),
      from: new Date(first),
      to: new Date(last + 60_000),
      now,
    }),
    findRestrictionCounts(db, {
      memberIds,
      clubs: ruled.map((c) => ({ clubId: c.id, since: restrictionSince(c.restriction, now) })),
    }),
  ]);

  const ctx = { query, booker, party: input.party, payers, taken, restrictionCounts, now };
  // The course-days are judged side by side: only a club with a ballot reads anything more (its state).
  const judged = await Promise.all(days.map((d) => judgeCourseDay(db, d, ctx)));
  const candidates: Candidate[] = [];
  for (let i = 0; i < days.length; i++) {
    const d = days[i]!;
    const times = judged[i]!;
    if (times.length === 0) continue;
    const { club } = d.ref;
    const result: TeeTimeSearchResult = {
      ClubId: club.id,
      ClubName: club.name,
      CourseId: d.courseId,
      CourseName: d.courseName,
      DistanceKm: Math.round(d.distanceKm * 10) / 10,
      Unit: club.disablePoints ? 'rounds' : 'points',
      Times: times,
    };
    candidates.push({ ...result, key: sortKey(query.sort, result, d.distanceKm) });
  }
  candidates.sort((a, b) => compareKeys(a.key, b.key));
  const rest = after ? candidates.filter((c) => compareKeys(c.key, after) > 0) : candidates;
  const page = rest.slice(0, query.limit);
  const more = rest.length > page.length;
  return {
    Results: page.map(({ key: _key, ...r }) => r),
    NextCursor: more && page.length > 0 ? writeCursor(query.sort, page[page.length - 1]!.key) : null,
  };
}

type CourseDayPlan = {
  ref: ClubReference;
  courseId: number;
  courseName: string;
  distanceKm: number;
  minutes: number[];
  times: Date[];
  capacity: number;
  bands: ReturnType<ClubReference['bands']>;
};

/** The golf courses of the clubs near, with their starts inside the window on the date (club wall clock). */
async function courseDays(
  db: Db,
  clubsNear: readonly ClubInRadius[],
  date: string,
  from: number,
  to: number,
): Promise<CourseDayPlan[]> {
  const calendar = new Date(`${date}T12:00:00Z`);
  const dayOfWeek = calendar.getUTCDay();
  const season = seasonOf(calendar.getUTCMonth() + 1);
  const refs = await Promise.all(clubsNear.map((c) => clubReference(db, c.id)));
  const out: CourseDayPlan[] = [];
  clubsNear.forEach((near, i) => {
    const ref = refs[i];
    if (!ref) return;
    for (const course of ref.courses) {
      if (bookingTypeOf(course.facilityType) !== 0) continue;
      const schedule = ref.schedule(course.id, season, dayOfWeek);
      if (!schedule) continue;
      const minutes = slotMinutes(schedule).filter((m) => m >= from && m <= to);
      if (minutes.length === 0) continue;
      out.push({
        ref,
        courseId: course.id,
        courseName: course.name,
        distanceKm: near.distanceKm,
        minutes,
        times: instantsAt(date, minutes, ref.club.timeZone),
        capacity: schedule.capacity,
        bands: ref.bands(course.id, season, dayOfWeek),
      });
    }
  });
  return out;
}

/** The starts of one course-day the party could book now (or only a ballot holds), priced as the write prices. */
async function judgeCourseDay(
  db: Db,
  d: CourseDayPlan,
  ctx: {
    query: TeeTimeSearchQuery;
    booker: SearchPayer;
    party: readonly PartyMember[];
    payers: Map<string, SearchPayer>;
    taken: Map<string, { taken: number; capacity: number | null }>;
    restrictionCounts: Map<string, number>;
    now: Date;
  },
): Promise<TeeTimeSearchTime[]> {
  const { query, booker, now } = ctx;
  const { club } = d.ref;
  const course = d.ref.courses.find((c) => c.id === d.courseId);
  if (!course) return [];
  const unit = club.disablePoints ? 'rounds' : 'points';
  const choice = facilityChoice(club, course, 0, { players: query.players });
  const countAt = (memberId: string) => ctx.restrictionCounts.get(`${memberId}:${club.id}`) ?? 0;
  // Every buddy must pass the write's member checks too: standing, one place of their day, the no-show rule.
  for (const m of ctx.party) {
    const buddy = ctx.payers.get(m.memberId);
    if (!buddy) return [];
    if (membershipRefusal(buddy.profile, now)) return [];
    if (dayLimitRefusal(buddy.profile, buddy.usage, 1)) return [];
    if (isRestricted(restrictionFrom(club.restriction, countAt(m.memberId)))) return [];
  }
  const hold =
    club.ballots.length === 0
      ? null
      : await ballotHold(db, {
          windows: club.ballots,
          courseId: d.courseId,
          date: query.date,
          timeZone: club.timeZone,
          now,
        });
  const today = localDateOf(now, club.timeZone);
  const day = {
    now,
    standing: membershipRefusal(booker.profile, now),
    restricted: isRestricted(restrictionFrom(club.restriction, countAt(booker.memberId))),
    outside: isOutsideWindow(query.date, today, club.bookingWindowDays),
    limitRefusal: dayLimitRefusal(booker.profile, booker.usage, query.players),
    cannotPayHere: false,
  };
  // A day has a few price bands: the party's payment plan is decided once per distinct price.
  const payable = new Map<number, boolean>();
  const out: TeeTimeSearchTime[] = [];
  for (let i = 0; i < d.minutes.length; i++) {
    const minute = d.minutes[i]!;
    const time = d.times[i]!;
    const band = bandFor(d.bands, minute);
    if (!band) continue; // unpriced starts are not offered (the write: NO_PRICE)
    const costs = playerCosts(chosenBand(band, choice, unit), query.players, query.juniors);
    const cost = costs.reduce((s, c) => s + c, 0);
    if (query.maxCost !== undefined && cost > query.maxCost) continue;
    const occupancy = ctx.taken.get(`${d.courseId}:${time.getTime()}`);
    const capacity = Math.min(d.capacity, occupancy?.capacity ?? d.capacity);
    const freePlaces = Math.max(0, capacity - (occupancy?.taken ?? 0));
    let affordable = payable.get(band.adultCost * 100_003 + band.juniorCost);
    if (affordable === undefined) {
      affordable = canPay(ctx, club, costs, query.juniors, now);
      payable.set(band.adultCost * 100_003 + band.juniorCost, affordable);
    }
    const heldByBallot = isHeld(hold, minute);
    // A ballot's start is listed when the ballot is its only obstacle (the ballot is then its window).
    const reason = slotReason(heldByBallot ? { ...day, outside: false } : day, {
      time,
      heldByBallot: false,
      freePlaces,
      players: query.players,
      affordable,
    });
    if (reason) continue;
    const listed: TeeTimeSearchTime = {
      Time: isoString(time),
      LocalTime: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
      FreePlaces: freePlaces,
      Cost: cost,
      Bookable: !heldByBallot,
    };
    if (heldByBallot) listed.Reason = 'SLOT_IN_BALLOT';
    out.push(listed);
  }
  return out;
}

/** Whether every payer of the party can pay their share here now: the write's own payer plan. */
function canPay(
  ctx: { booker: SearchPayer; party: readonly PartyMember[]; payers: Map<string, SearchPayer> },
  club: { id: number; acceptsOpenPlay: boolean },
  costs: number[],
  juniors: number,
  now: Date,
): boolean {
  const players = partyPlayers(ctx.booker.memberId, ctx.party, costs, juniors);
  if (!players) return false;
  for (const [payerId, share] of payerShares(players)) {
    const payer = ctx.payers.get(payerId);
    if (!payer) return false;
    if (!payerDebits(payerId, { ...payer.profile, lots: payer.lots }, club, share, now)) return false;
  }
  return true;
}

function sortKey(sort: TeeTimeSearchSort, r: TeeTimeSearchResult, distance: number): (number | string)[] {
  const firstTime = Date.parse(r.Times[0]!.Time);
  const lowest = Math.min(...r.Times.map((t) => t.Cost));
  if (sort === 'nearest') return [distance, firstTime, r.CourseId];
  if (sort === 'cheapest') return [lowest, firstTime, distance, r.CourseId];
  return [firstTime, distance, r.CourseId];
}

function compareKeys(a: readonly (number | string)[], b: readonly (number | string)[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

function writeCursor(sort: TeeTimeSearchSort, key: readonly (number | string)[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: key })).toString('base64url');
}

/** The key after which the next page starts; a cursor of another sort, or not ours, is a 400. */
function readCursor(cursor: string, sort: TeeTimeSearchSort): (number | string)[] {
  const refuse = () => new AppError('VALIDATION', { fields: { cursor: fieldError('validation.invalid') } });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const p = parsed as { s?: unknown; k?: unknown };
  if (
    typeof p !== 'object' ||
    p === null ||
    p.s !== sort ||
    !Array.isArray(p.k) ||
    p.k.length > 5 ||
    !p.k.every((v) => typeof v === 'number' && Number.isFinite(v))
  ) {
    throw refuse();
  }
  return p.k as number[];
}
