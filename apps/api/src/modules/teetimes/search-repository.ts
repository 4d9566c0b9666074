import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { BookerProfile } from '../../domain/booking-rules/membership';
import type { Lot } from '../../domain/booking-rules/payment';
import type { DayUsage } from '../../domain/booking-rules/player-slots';
import { restrictionCountSql } from '../../domain/booking-rules/restriction';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** One player's wallet and standing as the booking write reads them (fairway_member_inputs). */
export type SearchPayer = {
  memberId: string;
  profile: BookerProfile;
  lots: Lot[];
  usage: DayUsage;
};

/**
 * Each member of the party as the booking write reads them: the same SQL function its locking statement
 * runs (`fairway_member_inputs`), without the locks. Keyed by member id.
 */
export async function findPayers(
  db: DbOrTx,
  memberIds: readonly string[],
  localDate: string,
  now: Date,
): Promise<Map<string, SearchPayer>> {
  const ids = sql.raw(`ARRAY[${memberIds.map((id) => `'${uuidLiteral(id)}'`).join(',')}]::uuid[]`);
  const result = await db.execute(
    sql`select * from fairway_member_inputs(${ids}, ${localDate}, ${now.toISOString()}::timestamptz)`,
  );
  const out = new Map<string, SearchPayer>();
  for (const r of rowsOf(result)) {
    const lots = (typeof r.lots === 'string' ? JSON.parse(r.lots) : r.lots) as [number, number, number][];
    out.set(String(r.memberId), {
      memberId: String(r.memberId),
      profile: {
        homeClubId: Number(r.homeClubId),
        homePoints: Number(r.homePoints),
        flexiPointsAllowed: Boolean(r.flexiPointsAllowed),
        playersPerDay: Number(r.playersPerDay),
        bookingsPerDay: Number(r.bookingsPerDay),
        completedFirstPayment: Boolean(r.completedFirstPayment),
        membershipExpires: r.expiresMs === null ? null : new Date(Number(r.expiresMs)),
      },
      lots: lots.map(([id, expiresMs, remaining]) => ({
        id: Number(id),
        expiresAt: new Date(Number(expiresMs)),
        remaining: Number(remaining),
      })),
      usage: { players: Number(r.usagePlayers), bookings: Number(r.usageBookings) },
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

/**
 * Places taken per start of the given courses within [from, to): the booking write's own projection
 * (`slot_occupancy`, changed in the booking's transaction, with the capacity it was made with) plus places
 * held by live offers and party holds (`held_places`, as the write reads them). One indexed statement for
 * every course of the search. Keyed `courseId:epochMs`.
 */
export async function findTaken(
  db: DbOrTx,
  input: { courseIds: readonly number[]; from: Date; to: Date; now: Date },
): Promise<Map<string, { taken: number; capacity: number | null }>> {
  const taken = new Map<string, { taken: number; capacity: number | null }>();
  if (input.courseIds.length === 0) return taken;
  const ids = sql.raw(`ARRAY[${input.courseIds.map((id) => Math.trunc(id)).join(',')}]::int[]`);
  const from = input.from.toISOString();
  const to = input.to.toISOString();
  // Summed here rather than grouped there: PostgreSQL's grouping and its numeric epoch cost it about twice
  // the statement (2.5 → 1.6 ms of backend CPU for 1,560 starts at load 14–20); whole minutes since
  // the epoch are a short float to write (a start off the minute keeps its fraction and matches no start).
  const result = await db.execute(sql`
    select o.course_id as "courseId", date_part('epoch', o.starts_at) / 60 as minute, o.places_taken as places,
      o.capacity
    from slot_occupancy o
    where o.course_id = any(${ids}) and o.starts_at >= ${from}::timestamptz and o.starts_at < ${to}::timestamptz
    union all
    select h.course_id, date_part('epoch', h.starts_at) / 60, h.places, null from held_places h
    where h.course_id = any(${ids}) and h.starts_at >= ${from}::timestamptz and h.starts_at < ${to}::timestamptz
      and h.expires_at > ${input.now.toISOString()}::timestamptz`);
  for (const r of rowsOf(result)) {
    const key = `${r.courseId}:${Number(r.minute) * 60_000}`;
    const capacity = r.capacity === null ? null : Number(r.capacity);
    const seen = taken.get(key);
    if (!seen) taken.set(key, { taken: Number(r.places), capacity });
    else {
      seen.taken += Number(r.places);
      if (capacity !== null && (seen.capacity === null || capacity < seen.capacity)) seen.capacity = capacity;
    }
  }
  return taken;
}

/** Each member's count against each club's no-show rule (clubs without a rule are not asked). */
export async function findRestrictionCounts(
  db: DbOrTx,
  input: { memberIds: readonly string[]; clubs: readonly { clubId: number; since: Date }[] },
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const { clubId, since } of input.clubs) {
    for (const memberId of input.memberIds) {
      const result = await db.execute(
        sql`select ${restrictionCountSql(sql`${memberId}::uuid`, sql`${clubId}::int`, sql`${since.toISOString()}::timestamptz`)} as n`,
      );
      counts.set(`${memberId}:${clubId}`, Number(rowsOf(result)[0]?.n ?? 0));
    }
  }
  return counts;
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
