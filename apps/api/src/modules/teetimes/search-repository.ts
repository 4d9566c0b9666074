import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { BookerProfile } from '../../domain/booking-rules/membership';
import type { Lot } from '../../domain/booking-rules/payment';
import type { DayUsage } from '../../domain/booking-rules/player-slots';
import { restrictionCountSql } from '../../domain/booking-rules/restriction';
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
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type RoundInput = 'ids' | 'from' | 'to' | 'now' | 'capacity' | 'members' | 'clubs' | 'since';
const at = (name: RoundInput) => sql.placeholder(name);
/**
 * One round's reads in one named statement (planned once per pooled connection): the rows of the courses'
 * starts that change what a start offers, then each party member's count against each ruled club's no-show
 * rule. Starts are summed in the API (PostgreSQL's grouping and its numeric epoch cost it about twice the
 * statement, 2.5 → 1.6 ms of backend CPU for 1,560 starts); a row with no place taken and at least the
 * largest schedule capacity asked about says nothing and is not sent. Minutes since the epoch are a short
 * float8 (a start off the minute keeps its fraction and matches no start). A count row (kind 2) carries the
 * member's position in `members` (from 1), the club id, and the count.
 */
const roundRows = sqlArrayQuery<RoundInput>(
  'search_round',
  sql`
    select 0, o.course_id, date_part('epoch', o.starts_at) / 60, o.places_taken::int, o.capacity::int
    from slot_occupancy o
    where o.course_id = any(${at('ids')}::int[]) and o.starts_at >= ${at('from')}::timestamptz
      and o.starts_at < ${at('to')}::timestamptz and (o.places_taken > 0 or o.capacity < ${at('capacity')}::int)
    union all
    select 1, h.course_id, date_part('epoch', h.starts_at) / 60, h.places::int, null from held_places h
    where h.course_id = any(${at('ids')}::int[]) and h.starts_at >= ${at('from')}::timestamptz
      and h.starts_at < ${at('to')}::timestamptz and h.expires_at > ${at('now')}::timestamptz
    union all
    select 2, pm.n::int, pc.club_id::float8,
      ${restrictionCountSql(sql`pm.member_id`, sql`pc.club_id`, sql`pc.since`)}, null
    from unnest(${at('members')}::uuid[]) with ordinality pm(member_id, n)
      cross join unnest(${at('clubs')}::int[], ${at('since')}::timestamptz[]) pc(club_id, since)`,
);

export type TakenAt = { taken: number; capacity: number | null };
export type RoundReads = {
  /** Places taken per start, by course id then epoch milliseconds (see findRound). */
  taken: Map<number, Map<number, TakenAt>>;
  /** Each member's count against each asked club's no-show rule, keyed `memberId:clubId`. */
  restrictionCounts: Map<string, number>;
};

/**
 * A round's reads, one statement: places taken per start of the given courses within [from, to) — the
 * booking write's own projection (`slot_occupancy`, changed in the booking's transaction, with the
 * capacity it was made with) plus places held by live offers and party holds (`held_places`, as the write
 * reads them); a start with nothing taken and a stored capacity of at least `capacity` (the largest
 * schedule capacity of the courses; by default any) may be left out — and each member's count against each
 * club's no-show rule (clubs without a rule are not asked).
 */
export async function findRound(
  db: Db,
  input: {
    courseIds: readonly number[];
    from: Date;
    to: Date;
    now: Date;
    capacity?: number;
    memberIds: readonly string[];
    clubs: readonly { clubId: number; since: Date }[];
  },
): Promise<RoundReads> {
  const taken = new Map<number, Map<number, TakenAt>>();
  const restrictionCounts = new Map<string, number>();
  if (input.courseIds.length === 0 && input.clubs.length === 0) return { taken, restrictionCounts };
  const rows = await roundRows(db, {
    ids: input.courseIds.map((id) => Math.trunc(id)),
    from: input.from.toISOString(),
    to: input.to.toISOString(),
    now: input.now.toISOString(),
    capacity: input.capacity ?? 32_767,
    members: input.clubs.length === 0 ? [] : input.memberIds.map(uuidLiteral),
    clubs: input.clubs.map((c) => Math.trunc(c.clubId)),
    since: input.clubs.map((c) => c.since.toISOString()),
  });
  for (const [kind, id, minute, places, capacity] of rows as [
    number,
    number,
    number,
    number,
    number | null,
  ][]) {
    if (kind === 2) {
      restrictionCounts.set(`${input.memberIds[id - 1]}:${minute}`, places);
      continue;
    }
    let course = taken.get(id);
    if (!course) {
      course = new Map();
      taken.set(id, course);
    }
    const at = minute * 60_000;
    const seen = course.get(at);
    if (!seen) course.set(at, { taken: places, capacity });
    else {
      seen.taken += places;
      if (capacity !== null && (seen.capacity === null || capacity < seen.capacity)) seen.capacity = capacity;
    }
  }
  return { taken, restrictionCounts };
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
  const { taken } = await findRound(db, { ...input, memberIds: [], clubs: [] });
  for (const [courseId, starts] of taken) for (const [at, t] of starts) out.set(`${courseId}:${at}`, t);
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
