import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { BookerProfile } from '../../domain/booking-rules/membership';
import type { Lot } from '../../domain/booking-rules/payment';
import type { DayUsage } from '../../domain/booking-rules/player-slots';
import { restrictionEventsSql } from '../../domain/booking-rules/restriction';
import { sqlArrayQuery } from '../../lib/array-query';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** One player's wallet and standing as the booking write reads them (fairway_member_inputs). */
export type SearchPayer = {
  memberId: string;
  profile: BookerProfile;
  lots: Lot[];
  usage: DayUsage;
};

/**
 * The party's inputs as a named statement (rows as arrays): the SQL function is inlined into the query,
 * and planning it anew for every search cost PostgreSQL more than running it.
 */
const payerRows = sqlArrayQuery<'ids' | 'date' | 'now'>(
  'search_payers',
  sql`
    select "memberId", "homeClubId", "homePoints", "flexiPointsAllowed", "playersPerDay"::int,
      "bookingsPerDay"::int, "completedFirstPayment", "expiresMs", lots, "usagePlayers", "usageBookings"
    from fairway_member_inputs(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('date')}::text,
      ${sql.placeholder('now')}::timestamptz)`,
);

/**
 * Each member of the party as the booking write reads them: the same SQL function its locking statement
 * runs (`fairway_member_inputs`), without the locks. Keyed by member id.
 */
export async function findPayers(
  db: Db,
  memberIds: readonly string[],
  localDate: string,
  now: Date,
): Promise<Map<string, SearchPayer>> {
  const rows = await payerRows(db, {
    ids: memberIds.map(uuidLiteral),
    date: localDate,
    now: now.toISOString(),
  });
  const out = new Map<string, SearchPayer>();
  for (const r of rows) {
    const [memberId, homeClubId, homePoints, flexi, playersPerDay, bookingsPerDay, firstPayment, expiresMs] =
      r;
    const [lotsValue, usagePlayers, usageBookings] = r.slice(8);
    const lots = (typeof lotsValue === 'string' ? JSON.parse(lotsValue) : lotsValue) as [
      number,
      number,
      number,
    ][];
    out.set(String(memberId), {
      memberId: String(memberId),
      profile: {
        homeClubId: Number(homeClubId),
        homePoints: Number(homePoints),
        flexiPointsAllowed: Boolean(flexi),
        playersPerDay: Number(playersPerDay),
        bookingsPerDay: Number(bookingsPerDay),
        completedFirstPayment: Boolean(firstPayment),
        membershipExpires: expiresMs === null ? null : new Date(Number(expiresMs)),
      },
      lots: lots.map(([id, expiresMs, remaining]) => ({
        id: Number(id),
        expiresAt: new Date(Number(expiresMs)),
        remaining: Number(remaining),
      })),
      usage: { players: Number(usagePlayers), bookings: Number(usageBookings) },
    });
  }
  return out;
}

/** Member ids are uuids read from our own rows; refuse anything else rather than quote it. */
function uuidLiteral(id: string): string {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error('not a member id');
  return id;
}

/** Where a member's home club lies, null when it has no location. */
export async function findHomePoint(
  db: DbOrTx,
  memberId: string,
): Promise<{ lat: number; lng: number } | null> {
  const result = await db.execute(sql`
    select c.latitude as lat, c.longitude as lng from members m join clubs c on c.id = m.home_club_id
    where m.id = ${memberId}::uuid`);
  const [row] = rowsOf(result);
  if (!row || row.lat === null || row.lng === null) return null;
  return { lat: Number(row.lat), lng: Number(row.lng) };
}

const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return distanceKmOf(a, latitudeCosine(a.lat), b, latitudeCosine(b.lat));
}

/** The cosine of a latitude, as `distanceKmOf` takes it (the search keeps each course's: search-sheets.ts). */
export const latitudeCosine = (lat: number) => Math.cos(rad(lat));

/** `distanceKm` with each point's `latitudeCosine` already worked out: the very same number. */
export function distanceKmOf(
  a: { lat: number; lng: number },
  cosA: number,
  b: { lat: number; lng: number },
  cosB: number,
): number {
  return distanceKmAt(a.lat, a.lng, cosA, b.lat, b.lng, cosB);
}

/** `distanceKmOf` of coordinates as numbers (the kept sheets hold them in columns: search-sheets.ts). */
export function distanceKmAt(
  aLat: number,
  aLng: number,
  cosA: number,
  bLat: number,
  bLng: number,
  cosB: number,
): number {
  const dLat = rad(bLat - aLat);
  const dLng = rad(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + cosA * cosB * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type RoundInput = 'ids' | 'from' | 'to' | 'capacity' | 'now' | 'members' | 'clubs' | 'since';
const at = (name: RoundInput) => sql.placeholder(name);
/**
 * One round's reads in one named statement (planned once per pooled connection): the rows of the asked
 * courses' starts within [from, to) that change what a start offers, then the events each party member has
 * against each ruled club's no-show rule since its start. Starts are summed in the API (PostgreSQL's
 * grouping and its numeric epoch cost it about twice the statement, 2.5 → 1.6 ms of backend CPU for 1,560
 * starts); a row with no place taken and at least the largest schedule capacity asked about says nothing and
 * is not sent. One range for every course (an index range per course; a join on each course-day's own range
 * was planned generically as a scan of the table): each course-day keeps the rows of its own day. Minutes
 * since the epoch are a short float8 (a start off the minute keeps its fraction and matches no start); a
 * held row carries when it runs out (epoch ms), so a course-day kept in memory drops it at that instant. An
 * event row (kind 2) carries the member's position in `members` (from 1), the club id, and the instant the
 * event counts from (epoch ms): a member without one at a club has no row.
 */
const roundRows = sqlArrayQuery<RoundInput>(
  'search_round',
  sql`
    select 0, o.course_id, date_part('epoch', o.starts_at) / 60, o.places_taken::int, o.capacity::float8
    from slot_occupancy o
    where o.course_id = any(${at('ids')}::int[]) and o.starts_at >= ${at('from')}::timestamptz
      and o.starts_at < ${at('to')}::timestamptz and (o.places_taken > 0 or o.capacity < ${at('capacity')}::int)
    union all
    select 1, h.course_id, date_part('epoch', h.starts_at) / 60, h.places::int,
      date_part('epoch', h.expires_at) * 1000
    from held_places h
    where h.course_id = any(${at('ids')}::int[]) and h.starts_at >= ${at('from')}::timestamptz
      and h.starts_at < ${at('to')}::timestamptz and h.expires_at > ${at('now')}::timestamptz
    union all
    select 2, pm.n::int, pc.club_id::float8, 0, e.at
    from unnest(${at('members')}::uuid[]) with ordinality pm(member_id, n)
      cross join unnest(${at('clubs')}::int[], ${at('since')}::timestamptz[]) pc(club_id, since)
      cross join lateral (${restrictionEventsSql(sql`pm.member_id`, sql`pc.club_id`, sql`pc.since`)}) e(at)`,
);

export type TakenAt = { taken: number; capacity: number | null };

/**
 * A course-day's places taken as read: the booking write's projection (`slot_occupancy`: places taken and
 * the capacity the start was made with), and the places live offers and party holds keep (`held_places`,
 * each with the instant it runs out). Never changed once read: a course-day kept in memory shares it.
 */
export type CourseDayTaken = {
  /** Read with rows of a capacity under this one (the course's schedule capacity then). */
  capacity: number;
  /** Per start (epoch ms): places taken and the start's stored capacity. */
  taken: Map<number, TakenAt>;
  /** Per held row: its start (epoch ms), its places, when it runs out (epoch ms). */
  held: [number, number, number][];
};

/** A course-day to read: its course, the instants of its local day, its schedule capacity. */
export type CourseDaySpan = { courseId: number; from: Date; to: Date; capacity: number };

export type RoundReads = {
  /** Each asked course-day's places, by course id. */
  days: Map<number, CourseDayTaken>;
  /**
   * Each asked member's events against each asked club's no-show rule since the asked start (epoch ms,
   * `countSince` counts them), keyed `memberId:clubId`; an empty list for none.
   */
  restrictionEvents: Map<string, number[]>;
};

/**
 * A round's reads, one statement: each course-day's places (`CourseDayTaken`: the booking write's own
 * projection plus the held places as the write reads them; a start with nothing taken and a stored capacity
 * of at least its course's may be left out), and each member's events against each club's no-show rule
 * (clubs without a rule are not asked).
 */
export async function findRound(
  db: Db,
  input: {
    courseDays: readonly CourseDaySpan[];
    now: Date;
    memberIds: readonly string[];
    clubs: readonly { clubId: number; since: Date }[];
  },
): Promise<RoundReads> {
  const days = new Map<number, CourseDayTaken>();
  const restrictionEvents = new Map<string, number[]>();
  for (const d of input.courseDays)
    days.set(d.courseId, { capacity: d.capacity, taken: new Map(), held: [] });
  for (const m of input.clubs.length === 0 ? [] : input.memberIds) {
    for (const c of input.clubs) restrictionEvents.set(`${m}:${c.clubId}`, []);
  }
  if (input.courseDays.length === 0 && input.clubs.length === 0) return { days, restrictionEvents };
  const spans = new Map(input.courseDays.map((d) => [d.courseId, d]));
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const d of input.courseDays) {
    from = Math.min(from, d.from.getTime());
    to = Math.max(to, d.to.getTime());
  }
  const none = input.courseDays.length === 0;
  const rows = await roundRows(db, {
    ids: input.courseDays.map((d) => Math.trunc(d.courseId)),
    from: new Date(none ? 0 : from).toISOString(),
    to: new Date(none ? 0 : to).toISOString(),
    // Rows of a capacity under the largest asked are sent; each course-day keeps those under its own.
    capacity: Math.max(0, ...input.courseDays.map((d) => Math.trunc(d.capacity))),
    now: input.now.toISOString(),
    members: input.clubs.length === 0 ? [] : input.memberIds.map(uuidLiteral),
    clubs: input.clubs.map((c) => Math.trunc(c.clubId)),
    since: input.clubs.map((c) => c.since.toISOString()),
  });
  for (const [kind, id, minute, places, extra] of rows as [number, number, number, number, number | null][]) {
    if (kind === 2) {
      restrictionEvents.get(`${input.memberIds[id - 1]}:${minute}`)?.push(extra!);
      continue;
    }
    const day = days.get(id);
    const span = spans.get(id)!;
    const start = minute * 60_000;
    if (!day || start < span.from.getTime() || start >= span.to.getTime()) continue;
    if (kind === 1) day.held.push([start, places, extra!]);
    else if (places > 0 || extra! < span.capacity) day.taken.set(start, { taken: places, capacity: extra });
  }
  return { days, restrictionEvents };
}

/**
 * A course-day's places taken per start at `now`: its projection plus the held places still live then
 * (the read's own map when none is, so a kept course-day is not copied).
 */
export function takenAt(day: CourseDayTaken, now: number): Map<number, TakenAt> {
  let out: Map<number, TakenAt> | null = null;
  for (const [start, places, until] of day.held) {
    if (until <= now) continue;
    out ??= new Map(day.taken);
    const seen = out.get(start);
    out.set(start, { taken: (seen?.taken ?? 0) + places, capacity: seen?.capacity ?? null });
  }
  return out ?? day.taken;
}

/**
 * Places taken per start of the given courses within [from, to), keyed `courseId:epochMs` (findRound's
 * first half, without counts).
 */
export async function findTaken(
  db: Db,
  input: { courseIds: readonly number[]; from: Date; to: Date; now: Date; capacity?: number },
): Promise<Map<string, TakenAt>> {
  const out = new Map<string, TakenAt>();
  if (input.courseIds.length === 0) return out;
  const { days } = await findRound(db, {
    courseDays: input.courseIds.map((courseId) => ({
      courseId,
      from: input.from,
      to: input.to,
      capacity: input.capacity ?? 32_767,
    })),
    now: input.now,
    memberIds: [],
    clubs: [],
  });
  for (const [courseId, day] of days) {
    for (const [at, t] of takenAt(day, input.now.getTime())) out.set(`${courseId}:${at}`, t);
  }
  return out;
}

/** A golf course's tee sheet of one season's weekday, where its club lies, and the day's price bands. */
export type CourseSheet = {
  clubId: number;
  courseId: number;
  lat: number;
  lng: number;
  timeZone: string;
  firstStartMinute: number;
  lastStartMinute: number;
  intervalMinutes: number;
  /** Each band's adult and junior price (empty: the course is unpriced that day). */
  bands: [number, number][];
};

/**
 * Every located club's golf courses with their tee sheet and price bands of one season's weekday: one
 * statement (the search keeps its answer a while, search-sheets.ts).
 */
export async function findCourseSheets(
  db: DbOrTx,
  season: string,
  dayOfWeek: number,
): Promise<CourseSheet[]> {
  const result = await db.execute(sql`
    select c.id as "clubId", c.latitude as lat, c.longitude as lng, c.time_zone as "timeZone", co.id as "courseId",
      s.first_start_minute as first, s.last_start_minute as last, s.interval_minutes as step,
      coalesce((select json_agg(json_build_array(p.adult_cost, p.junior_cost)) from course_prices p
        where p.course_id = co.id and p.season = ${season} and p.day_of_week = ${dayOfWeek}), '[]') as bands
    from clubs c
      join courses co on co.club_id = c.id and co.facility_type = 0
      join course_schedules s on s.course_id = co.id and s.season = ${season} and s.day_of_week = ${dayOfWeek}
    where c.latitude is not null and c.longitude is not null`);
  return rowsOf(result).map((r) => ({
    clubId: Number(r.clubId),
    courseId: Number(r.courseId),
    lat: Number(r.lat),
    lng: Number(r.lng),
    timeZone: String(r.timeZone),
    firstStartMinute: Number(r.first),
    lastStartMinute: Number(r.last),
    intervalMinutes: Number(r.step),
    bands: (typeof r.bands === 'string' ? JSON.parse(r.bands) : r.bands) as [number, number][],
  }));
}
