import type { TeeTimeSearchQuery, TeeTimeSearchReply } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { seasonOf } from '../../domain/booking-rules/pricing';
import { countSince, restrictionSince } from '../../domain/booking-rules/restriction';
import { AppError, fieldError } from '../../lib/app-error';
import { instantAt, plusDays } from '../../lib/time';
import type { PartyMember } from '../bookings';
import { clubReferences } from '../courses';
import type { KeptEvents, SearchKept } from './kept-reads';
import { type CourseDayPlan, type JudgeContext, judgeCourseDay, planCourseDay } from './search-judge';
import { compareKeys, readCursor, sortKey, writeCursor } from './search-keys';
import { CourseDayKeys, type Ordered } from './search-order';
import { type PageResult, replyJson, replyObject, type SearchPage } from './search-reply';
import {
  type CourseDaySpan,
  type CourseDayTaken,
  findHomePoint,
  findPayers,
  findRound,
  type SearchPayer,
  takenAt,
} from './search-repository';
import { findCourseDaysInRadius, keptClubPoint } from './search-sheets';

export type SearchInput = {
  memberId: string;
  query: TeeTimeSearchQuery;
  /** The buddies playing in the party, resolved from `query.buddies`. */
  party: readonly PartyMember[];
  /** Whether every buddy has accepted the caller (the write's consent rule); false lists nothing. */
  consented: boolean;
  now?: Date;
  /** What the route's instance keeps of the reads (kept-reads.ts); without it everything is read. */
  kept?: SearchKept;
};

/** A course-day's result before its times are written out (only the page's are). */
type Candidate = PageResult & { key: (number | string)[] };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** How many course-days the first round judges beyond the page; each further round doubles, up to this. */
const MAX_ROUND = 256;

/**
 * The network search (ARCHITECTURE "Find a tee time anywhere"): every golf course within the radius, and
 * each start in the window the caller's party could book now, judged by the booking write's own rules
 * (slot-verdict.ts, the write's member inputs, its pricing and payer plan: search-judge.ts).
 *
 * It pages before judging: one statement lists the golf courses in the radius with their tee sheet and
 * lowest price of the day (no club's reference read), and each course-day gets the best key its result
 * could have (its first start in the window, its distance, its lowest price). Course-days are judged in
 * that order, a round at a time (references, places taken and no-show counts read per round), until the
 * page's last result comes before every unjudged course-day's best key: the page is then what judging
 * every course would have given, and nothing further is read.
 */
export async function searchTeeTimes(db: Db, input: SearchInput): Promise<TeeTimeSearchReply> {
  return replyObject(await searchPage(db, input));
}

/** The search's reply as its JSON text, written directly (search-reply.ts): what the route sends. */
export async function searchTeeTimesJson(db: Db, input: SearchInput): Promise<string> {
  return replyJson(await searchPage(db, input));
}

const NOTHING: SearchPage = { results: [], nextCursor: null };

async function searchPage(db: Db, input: SearchInput): Promise<SearchPage> {
  const now = input.now ?? new Date();
  const { query } = input;
  const after = query.cursor === undefined ? null : readCursor(query.cursor, query.sort);
  if (!input.consented) return NOTHING;
  const memberIds = [input.memberId, ...input.party.map((m) => m.memberId)];
  const calendar = new Date(`${query.date}T12:00:00Z`);
  const season = seasonOf(calendar.getUTCMonth() + 1);
  const dayOfWeek = calendar.getUTCDay();
  // The party's inputs first: they name the home club, whose place the kept sheets know (one statement
  // fewer; a home club without a golf course there is read).
  const kept = input.kept?.days.enabled ? input.kept : undefined;
  const payers = await partyInputs(db, memberIds, query.date, now, kept);
  const booker = payers.get(input.memberId);
  if (!booker) throw new AppError('UNAUTHENTICATED');
  const origin =
    query.lat !== undefined && query.lng !== undefined
      ? { lat: query.lat, lng: query.lng }
      : ((await keptClubPoint(db, { clubId: booker.profile.homeClubId, season, dayOfWeek })) ??
        (await findHomePoint(db, input.memberId)));
  if (!origin) {
    // The home club has no location: the caller must say where to search.
    throw new AppError('VALIDATION', { fields: { lat: fieldError('validation.invalid') } });
  }
  const from = minutesOf(query.from ?? '00:00');
  const to = minutesOf(query.to ?? '23:59');
  const candidates = new CourseDayKeys(query, from, to);
  await findCourseDaysInRadius(
    db,
    {
      origin,
      radiusKm: query.radiusKm,
      season,
      dayOfWeek,
      players: query.players,
      juniors: query.juniors,
      maxCost: query.maxCost,
    },
    candidates.add,
  );
  if (memberIds.some((id) => !payers.has(id))) return NOTHING;

  const order = candidates.order();
  const ctx: JudgeContext = {
    query,
    booker,
    party: input.party,
    payers,
    taken: new Map(),
    restrictionCounts: new Map(),
    now,
    affordable: new Map(),
  };
  const found: Candidate[] = [];
  let next = 0;
  // A few more than the page: a course-day may list nothing, and one round is one trip to the database.
  let round = query.limit + 1 + Math.ceil(query.limit / 4);
  while (order.size > 0) {
    let size = round;
    if (found.length > 0) {
      found.sort((a, b) => compareKeys(a.key, b.key));
      // Settled: the results no unjudged course-day can come before. The page is done with `limit` of
      // them and one more result; until then the next round judges about as many course-days as the
      // rounds so far needed for each settled result, never more than the doubling round.
      const bound = order.peek()!.key;
      let settled = 0;
      while (settled < found.length && compareKeys(found[settled]!.key, bound) < 0) settled++;
      if (settled >= query.limit && found.length > query.limit) break;
      const need = Math.max(query.limit - settled, query.limit + 1 - found.length);
      size = Math.min(round, Math.ceil((need * next) / Math.max(1, settled)) + 2);
    }
    const batch = order.take(size);
    next += batch.length;
    round = Math.min(round * 2, MAX_ROUND);
    for (const c of await judgeRound(db, batch, ctx, memberIds, kept)) {
      if (!after || compareKeys(c.key, after) > 0) found.push(c);
    }
  }
  found.sort((a, b) => compareKeys(a.key, b.key));
  const page = found.slice(0, query.limit);
  const more = found.length > page.length;
  return {
    results: page,
    nextCursor: more && page.length > 0 ? writeCursor(query.sort, page[page.length - 1]!.key) : null,
  };
}

/**
 * The party's inputs as the booking write reads them (`findPayers`), each member's kept for the date while
 * nothing is written (kept-reads.ts); those not kept are read in one statement.
 */
async function partyInputs(
  db: Db,
  memberIds: readonly string[],
  date: string,
  now: Date,
  kept: SearchKept | undefined,
): Promise<Map<string, SearchPayer>> {
  if (!kept) return findPayers(db, memberIds, date, now);
  const out = new Map<string, SearchPayer>();
  const missing: string[] = [];
  const clock = Date.now();
  const due: string[] = [];
  for (const id of memberIds) {
    const payer = kept.payers.get(db, `${id}:${date}`, clock);
    if (payer) out.set(id, payer);
    else missing.push(id);
    if (payer && kept.payers.due(db, `${id}:${date}`, clock)) due.push(id);
  }
  // Kept inputs past half their life are read again beside this search.
  if (due.length > 0) {
    kept.payers.readAhead(
      db,
      due.map((id) => `${id}:${date}`),
      (at) =>
        findPayers(db, due, date, at).then(
          (fresh) =>
            new Map([...fresh].map(([id, payer]): [string, SearchPayer] => [`${id}:${date}`, payer])),
        ),
    );
  }
  if (missing.length === 0) return out;
  const read = kept.payers.begin();
  const fresh = await findPayers(db, missing, date, now);
  kept.payers.keep(
    db,
    read,
    [...fresh].map(([id, payer]): [string, SearchPayer] => [`${id}:${date}`, payer]),
  );
  for (const [id, payer] of fresh) out.set(id, payer);
  return out;
}

/**
 * What to read of a course-day: its whole local day when it will be kept (`KeptReads`: any window's
 * search may use it), else only the window's starts.
 */
function daySpan(d: CourseDayPlan, date: string, whole: boolean): CourseDaySpan {
  const { timeZone } = d.ref.club;
  return whole
    ? {
        courseId: d.courseId,
        from: instantAt(date, 0, timeZone),
        to: instantAt(plusDays(date, 1), 0, timeZone),
        capacity: d.capacity,
      }
    : {
        courseId: d.courseId,
        from: d.times[0]!,
        to: new Date(d.times[d.times.length - 1]!.getTime() + 60_000),
        capacity: d.capacity,
      };
}

/**
 * Judges one round of course-days: their clubs' references (one statement for the clubs not cached), then
 * places taken of the course-days not kept and no-show counts (one statement, none when all are known),
 * then each.
 */
async function judgeRound(
  db: Db,
  batch: readonly Ordered[],
  ctx: JudgeContext,
  memberIds: readonly string[],
  kept: SearchKept | undefined,
): Promise<Candidate[]> {
  const { query, now } = ctx;
  const window = {
    date: query.date,
    from: minutesOf(query.from ?? '00:00'),
    to: minutesOf(query.to ?? '23:59'),
  };
  const refs = await Promise.all(
    clubReferences(
      db,
      batch.map((c) => c.clubId),
    ),
  );
  const days: CourseDayPlan[] = [];
  batch.forEach((c, i) => {
    const ref = refs[i];
    const plan = ref ? planCourseDay(ref, c.courseId, c.distanceKm, window) : null;
    if (plan) days.push(plan);
  });
  if (days.length === 0) return [];
  // Each ruled club's no-show counts of the party, from the events kept (counted from the rule's start now)
  // or read with the round.
  const ruled: { clubId: number; since: Date }[] = [];
  for (const club of new Set(days.map((d) => d.ref.club))) {
    if (!club.restriction || ctx.restrictionCounts.has(`${ctx.booker.memberId}:${club.id}`)) continue;
    const since = restrictionSince(club.restriction, now);
    const counts = memberIds.map((id) => {
      const events = kept?.noShows.get(db, `${id}:${club.id}`);
      return events && events.since <= since.getTime() ? countSince(events.at, since) : null;
    });
    if (counts.every((n) => n !== null)) {
      memberIds.forEach((id, i) => {
        ctx.restrictionCounts.set(`${id}:${club.id}`, counts[i]!);
      });
    } else ruled.push({ clubId: club.id, since });
  }
  // Each course-day's places: kept ones from memory, ones another search is reading from its read, the rest
  // read in the round's one statement, with the no-show events.
  const found = new Map<number, CourseDayTaken>();
  const missing: CourseDaySpan[] = [];
  const waiting: [CourseDayPlan, Promise<CourseDayTaken | undefined>][] = [];
  const clock = Date.now();
  const keyOf = (courseId: number) => `${courseId}:${query.date}`;
  for (const d of days) {
    const day = kept?.days.get(db, keyOf(d.courseId), clock);
    const shared = day ? undefined : kept?.days.pending(db, keyOf(d.courseId));
    if (day && day.capacity >= d.capacity) found.set(d.courseId, day);
    else if (shared) waiting.push([d, shared]);
    else missing.push(daySpan(d, query.date, kept !== undefined));
  }
  // Kept course-days past half their life are read again beside this search, which uses them as kept.
  if (kept) {
    const due = days.filter((d) => found.has(d.courseId) && kept.days.due(db, keyOf(d.courseId), clock));
    if (due.length > 0) {
      kept.days.readAhead(
        db,
        due.map((d) => keyOf(d.courseId)),
        (at) =>
          findRound(db, {
            courseDays: due.map((d) => daySpan(d, query.date, true)),
            now: at,
            memberIds: [],
            clubs: [],
          }).then(({ days: fresh }) => new Map([...fresh].map(([courseId, day]) => [keyOf(courseId), day]))),
      );
    }
  }
  if (missing.length > 0 || ruled.length > 0) {
    const read = kept?.days.begin();
    const reading = findRound(db, { courseDays: missing, now, memberIds, clubs: ruled });
    kept?.days.share(
      db,
      missing.map((d) => keyOf(d.courseId)),
      reading.then(({ days: fresh }) => new Map([...fresh].map(([courseId, day]) => [keyOf(courseId), day]))),
    );
    const { days: fresh, restrictionEvents } = await reading;
    for (const [k, v] of fresh) found.set(k, v);
    for (const { clubId, since } of ruled) {
      for (const id of memberIds) {
        ctx.restrictionCounts.set(
          `${id}:${clubId}`,
          countSince(restrictionEvents.get(`${id}:${clubId}`) ?? [], since),
        );
      }
    }
    if (kept && read) {
      kept.days.keep(
        db,
        read,
        [...fresh].map(([courseId, day]): [string, CourseDayTaken] => [keyOf(courseId), day]),
      );
      kept.noShows.keep(
        db,
        read,
        ruled.flatMap(({ clubId, since }) =>
          memberIds.map((id): [string, KeptEvents] => [
            `${id}:${clubId}`,
            { since: since.getTime(), at: restrictionEvents.get(`${id}:${clubId}`) ?? [] },
          ]),
        ),
      );
    }
  }
  // Another search's read: used as it landed (a failed one, or one of a smaller capacity, is read here).
  const unread: CourseDaySpan[] = [];
  for (const [d, shared] of waiting) {
    const day = await shared;
    if (day && day.capacity >= d.capacity) found.set(d.courseId, day);
    else unread.push(daySpan(d, query.date, true));
  }
  if (unread.length > 0) {
    const { days: fresh } = await findRound(db, { courseDays: unread, now, memberIds, clubs: [] });
    for (const [k, v] of fresh) found.set(k, v);
  }
  for (const [courseId, day] of found) ctx.taken.set(courseId, takenAt(day, now.getTime()));
  // The course-days are judged side by side: only a club with a ballot or a release reads anything more.
  const judged = await Promise.all(days.map((d) => judgeCourseDay(db, d, ctx)));
  const out: Candidate[] = [];
  days.forEach((d, i) => {
    const starts = judged[i]!;
    if (starts.length === 0) return;
    const { club } = d.ref;
    out.push({
      ClubId: club.id,
      ClubName: club.name,
      CourseId: d.courseId,
      CourseName: d.courseName,
      DistanceKm: Math.round(d.distanceKm * 10) / 10,
      Unit: club.disablePoints ? 'rounds' : 'points',
      starts,
      key: sortKey(query.sort, starts, d),
    });
  });
  return out;
}
