import type { TeeTimeSearchQuery, TeeTimeSearchTime } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { chosenBand, facilityChoice } from '../../domain/booking-rules/facility-choice';
import { membershipRefusal } from '../../domain/booking-rules/membership';
import { dayLimitRefusal } from '../../domain/booking-rules/player-slots';
import { bandFor, playerCosts, seasonOf } from '../../domain/booking-rules/pricing';
import { isRestricted, restrictionFrom } from '../../domain/booking-rules/restriction';
import { slotMinutes } from '../../domain/booking-rules/schedule';
import { isOutsideWindow } from '../../domain/booking-rules/window';
import { instantsAt, isoString, localDateOf } from '../../lib/time';
import { ballotHold, isHeld, type PartyMember, partyPlayers, payerDebits, payerShares } from '../bookings';
import type { ClubReference } from '../courses';
import { lineHoldsDay } from '../release-lines';
import type { SearchPayer, TakenAt } from './search-repository';
import { slotReason } from './slot-verdict';

export type CourseDayPlan = {
  ref: ClubReference;
  courseId: number;
  courseName: string;
  distanceKm: number;
  minutes: number[];
  times: Date[];
  /** Each start's instant in epoch milliseconds (`times`, as the places taken are keyed). */
  at: number[];
  capacity: number;
  bands: ReturnType<ClubReference['bands']>;
  /** Each start's band, as an index into `bands` (-1: unpriced, `bandFor` found none). */
  bandOf: Int32Array;
};

/**
 * A start the party could take (or only a ballot holds), as judged: its reply form (`listedTime`) is
 * written only for the results on the page.
 */
export type JudgedStart = { minute: number; at: number; free: number; cost: number; ballot: boolean };

export type JudgeContext = {
  query: TeeTimeSearchQuery;
  booker: SearchPayer;
  party: readonly PartyMember[];
  payers: Map<string, SearchPayer>;
  /** Places taken per start, by course id then epoch milliseconds. */
  taken: Map<number, Map<number, TakenAt>>;
  restrictionCounts: Map<string, number>;
  now: Date;
  /**
   * Whether the party can pay a band's costs at a club, by what the payer plan reads of the club (whether
   * it is each payer's home club, whether it takes Open Play) and the costs: one plan per kind of club and
   * band a search, not one per course-day.
   */
  affordable?: Map<string, boolean>;
};

/**
 * One golf course's starts inside the window on the date (club wall clock), from the club's reference
 * snapshot: null when the course is not a golf course of the club, has no tee sheet that day or no start
 * in the window.
 */
export function planCourseDay(
  ref: ClubReference,
  courseId: number,
  distanceKm: number,
  window: { date: string; from: number; to: number },
): CourseDayPlan | null {
  let plans = kept.get(ref);
  if (!plans) {
    plans = new Map();
    kept.set(ref, plans);
  }
  const key = `${courseId}|${window.date}|${window.from}|${window.to}`;
  let plan = plans.get(key);
  if (plan === undefined) {
    if (plans.size >= MAX_PLANS_PER_CLUB) plans.clear();
    plan = dayPlan(ref, courseId, window);
    plans.set(key, plan);
  }
  return plan && { ...plan, distanceKm };
}

/**
 * A club's course-day plans, kept with its reference snapshot (a staff change makes a new snapshot, and its
 * plans with it): each is made of configuration only, and searches of the same day and window share it.
 */
const kept = new WeakMap<ClubReference, Map<string, Omit<CourseDayPlan, 'distanceKm'> | null>>();
const MAX_PLANS_PER_CLUB = 64;

function dayPlan(
  ref: ClubReference,
  courseId: number,
  window: { date: string; from: number; to: number },
): Omit<CourseDayPlan, 'distanceKm'> | null {
  const calendar = new Date(`${window.date}T12:00:00Z`);
  const dayOfWeek = calendar.getUTCDay();
  const season = seasonOf(calendar.getUTCMonth() + 1);
  const course = ref.courses.find((c) => c.id === courseId);
  if (course?.facilityType !== 0) return null;
  const schedule = ref.schedule(course.id, season, dayOfWeek);
  if (!schedule) return null;
  const minutes = slotMinutes(schedule).filter((m) => m >= window.from && m <= window.to);
  if (minutes.length === 0) return null;
  const bands = ref.bands(course.id, season, dayOfWeek);
  const times = instantsAt(window.date, minutes, ref.club.timeZone);
  return {
    ref,
    courseId: course.id,
    courseName: course.name,
    minutes,
    times,
    at: times.map((t) => t.getTime()),
    capacity: schedule.capacity,
    bands,
    bandOf: Int32Array.from(minutes, (m) => {
      const band = bandFor(bands, m);
      return band ? bands.indexOf(band) : -1;
    }),
  };
}

/** The starts of one course-day the party could book now (or only a ballot holds), priced as the write prices. */
export async function judgeCourseDay(db: Db, d: CourseDayPlan, ctx: JudgeContext): Promise<JudgedStart[]> {
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
  // The window as the write reads it: a course with a release opens its last day at the release's time.
  const release = club.releases.find((r) => r.courseId === d.courseId);
  // A day opening through a release line is booked in turns: none of its starts is the caller's to book
  // until their turn (the write answers LINE_NOT_YOUR_TURN).
  if (
    release &&
    (await lineHoldsDay(db, {
      releases: club.releases,
      courseId: d.courseId,
      date: query.date,
      memberId: booker.memberId,
      now,
    }))
  ) {
    return [];
  }
  const day = {
    now,
    standing: membershipRefusal(booker.profile, now),
    restricted: isRestricted(restrictionFrom(club.restriction, countAt(booker.memberId))),
    outside: isOutsideWindow(
      query.date,
      today,
      club.bookingWindowDays,
      release && { ...release, now, timeZone: club.timeZone },
    ),
    limitRefusal: dayLimitRefusal(booker.profile, booker.usage, query.players),
    cannotPayHere: false,
  };
  // Refusals of the whole day list nothing (a ballot's start is listed past the window only).
  if (day.standing || day.restricted || day.limitRefusal || (day.outside && !hold)) return [];
  // A day has a few price bands: each band's party cost and payment plan are decided once; a start of a band
  // the party cannot pay (or above `maxCost`) is refused whatever else holds, and is not judged further.
  const priced: ({ cost: number; listed: boolean } | undefined)[] = [];
  const out: JudgedStart[] = [];
  const takenOf = ctx.taken.get(d.courseId);
  // One verdict's inputs, filled in per start (no object made per start); a start the ballot holds is judged
  // by the day without its window (the ballot is then its window).
  const slot = {
    time: d.times[0]!,
    heldByBallot: false,
    freePlaces: 0,
    players: query.players,
    affordable: true,
  };
  const heldDay = hold ? { ...day, outside: false } : day;
  for (let i = 0; i < d.minutes.length; i++) {
    const b = d.bandOf[i]!;
    if (b < 0) continue; // unpriced starts are not offered (the write: NO_PRICE)
    let price = priced[b];
    if (!price) {
      const costs = playerCosts(chosenBand(d.bands[b]!, choice, unit), query.players, query.juniors);
      const cost = costs.reduce((s, c) => s + c, 0);
      price = {
        cost,
        listed:
          (query.maxCost === undefined || cost <= query.maxCost) &&
          canPayHere(ctx, club, costs, query.juniors, now),
      };
      priced[b] = price;
    }
    if (!price.listed) continue;
    const minute = d.minutes[i]!;
    const at = d.at[i]!;
    const occupancy = takenOf?.get(at);
    const capacity = Math.min(d.capacity, occupancy?.capacity ?? d.capacity);
    const freePlaces = Math.max(0, capacity - (occupancy?.taken ?? 0));
    const heldByBallot = isHeld(hold, minute);
    slot.time = d.times[i]!;
    slot.freePlaces = freePlaces;
    if (slotReason(heldByBallot ? heldDay : day, slot)) continue;
    out.push({ minute, at, free: freePlaces, cost: price.cost, ballot: heldByBallot });
  }
  return out;
}

/** A judged start as the reply lists it. */
export function listedTime(s: JudgedStart): TeeTimeSearchTime {
  const listed: TeeTimeSearchTime = {
    Time: isoString(new Date(s.at)),
    LocalTime: `${String(Math.floor(s.minute / 60)).padStart(2, '0')}:${String(s.minute % 60).padStart(2, '0')}`,
    FreePlaces: s.free,
    Cost: s.cost,
    Bookable: !s.ballot,
  };
  if (s.ballot) listed.Reason = 'SLOT_IN_BALLOT';
  return listed;
}

/** `canPay`, asked once a search for each kind of club (see `JudgeContext.affordable`) and band. */
function canPayHere(
  ctx: Pick<JudgeContext, 'booker' | 'party' | 'payers' | 'affordable'>,
  club: { id: number; acceptsOpenPlay: boolean },
  costs: number[],
  juniors: number,
  now: Date,
): boolean {
  if (!ctx.affordable) return canPay(ctx, club, costs, juniors, now);
  let key = `${club.acceptsOpenPlay ? 1 : 0}${ctx.booker.profile.homeClubId === club.id ? 1 : 0}`;
  for (const m of ctx.party) key += ctx.payers.get(m.memberId)?.profile.homeClubId === club.id ? 1 : 0;
  key += `:${costs.join(',')}`;
  let answer = ctx.affordable.get(key);
  if (answer === undefined) {
    answer = canPay(ctx, club, costs, juniors, now);
    ctx.affordable.set(key, answer);
  }
  return answer;
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
