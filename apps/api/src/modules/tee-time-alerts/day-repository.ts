import { TEE_TIME_SEARCH } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstLiveDate, type MatchedAlert, placeX } from './repository';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export type DayOpeningReason = 'released' | 'drawn' | 'changed';

export type DayOpening = {
  courseId: number;
  /** Null: every date of the course's window (of `dayOfWeek` only, when set). */
  localDate: string | null;
  dayOfWeek: number | null;
  reason: DayOpeningReason;
  clubId: number;
  lat: number | null;
  lng: number | null;
};

/** Queues course-days that opened (or will open at `notBefore`), in one statement. */
export async function queueDayOpenings(
  db: DbOrTx,
  rows: readonly { courseId: number; localDate: string; reason: DayOpeningReason; notBefore: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({ c: r.courseId, d: r.localDate, r: r.reason, n: r.notBefore.toISOString() })),
  );
  await db.execute(sql`
    insert into tee_time_day_openings (course_id, local_date, reason, not_before)
    select c, d, r, n from jsonb_to_recordset(${json}::jsonb) as v(c int, d text, r text, n timestamptz)`);
}

/**
 * Due means queued before the end of `now`'s millisecond: `now` is a JavaScript Date (whole milliseconds),
 * `not_before` PostgreSQL's clock (microseconds). A day queued in the same millisecond as the job's `now`
 * (a staff change just before the run) is due, not left for the next run.
 */
const dueBefore = (now: Date) => new Date(now.getTime() + 1).toISOString();

/** Takes a batch of the course-days due at `now` off the queue (deleted as read; each once). */
export async function takeDayOpenings(db: DbOrTx, now: Date, limit = 200): Promise<DayOpening[]> {
  const rows = rowsOf(
    await db.execute(sql`
      with taken as (
        delete from tee_time_day_openings where id in (
          select id from tee_time_day_openings where not_before < ${dueBefore(now)}::timestamptz
          order by not_before, id limit ${limit} for update skip locked)
        returning course_id, local_date, day_of_week, reason)
      select distinct t.course_id, t.local_date, t.day_of_week, t.reason, co.club_id, c.latitude, c.longitude
      from taken t join courses co on co.id = t.course_id join clubs c on c.id = co.club_id`),
  );
  return rows.map((r) => ({
    courseId: Number(r.course_id),
    localDate: r.local_date === null ? null : String(r.local_date),
    dayOfWeek: r.day_of_week === null ? null : Number(r.day_of_week),
    reason: String(r.reason) as DayOpeningReason,
    clubId: Number(r.club_id),
    lat: r.latitude === null ? null : Number(r.latitude),
    lng: r.longitude === null ? null : Number(r.longitude),
  }));
}

/** Whether a course-day is due (one indexed read). */
export async function hasDueDayOpenings(db: DbOrTx, now: Date): Promise<boolean> {
  return (
    rowsOf(
      await db.execute(
        sql`select 1 from tee_time_day_openings where not_before < ${dueBefore(now)}::timestamptz limit 1`,
      ),
    ).length > 0
  );
}

/**
 * Moves the released-days clock to `now` and answers where it stood (null the first time: nothing before
 * the job's first run is looked back on). Under the row's lock, so two instances never see one instant twice.
 */
export async function advanceReleaseClock(db: DbOrTx, now: Date): Promise<Date | null> {
  const at = now.toISOString();
  const rows = rowsOf(
    await db.execute(sql`
      update tee_time_alert_clock c set released_through = greatest(c.released_through, ${at}::timestamptz)
      from (select released_through from tee_time_alert_clock where id = 1 for update) old
      where c.id = 1 returning (extract(epoch from old.released_through) * 1000)::float8 as was`),
  );
  if (rows.length > 0 && rows[0]!.was !== null) return new Date(Number(rows[0]!.was));
  await db.execute(sql`
    insert into tee_time_alert_clock (id, released_through) values (1, ${at}::timestamptz)
    on conflict (id) do nothing`);
  return null;
}

/** The dates live alerts are saved for (the date index; a few dozen at most). */
export async function findAlertDates(db: DbOrTx, now: Date): Promise<Set<string>> {
  const rows = rowsOf(
    await db.execute(
      sql`select distinct local_date from tee_time_alerts where local_date >= ${firstLiveDate(now)}`,
    ),
  );
  return new Set(rows.map((r) => String(r.local_date)));
}

export type ReleasingClub = {
  clubId: number;
  timeZone: string;
  bookingWindowDays: number;
  release: unknown;
  golfCourseIds: number[];
};

/** Every club with golf courses: its zone, window, releases and golf course ids (one statement). */
export async function findReleasingClubs(db: DbOrTx): Promise<ReleasingClub[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select c.id, c.time_zone, c.booking_window_days, c.content -> 'release' as release,
        array_agg(co.id order by co.id) as courses
      from clubs c join courses co on co.club_id = c.id and co.facility_type = 0
      group by c.id`),
  );
  return rows.map((r) => ({
    clubId: Number(r.id),
    timeZone: String(r.time_zone),
    bookingWindowDays: Number(r.booking_window_days),
    release: typeof r.release === 'string' ? JSON.parse(r.release) : r.release,
    golfCourseIds: (r.courses as unknown[]).map(Number),
  }));
}

export type DayAlert = MatchedAlert & { fromMinute: number; toMinute: number };

/**
 * The alerts of a date whose area covers a club, whatever their window (the search judges the window),
 * that have not told their member in the last quiet period: the place index, as for one freed start.
 */
export async function alertsCoveringDay(
  db: DbOrTx,
  input: { date: string; lat: number; lng: number; now: Date },
): Promise<DayAlert[]> {
  const quietSince = new Date(input.now.getTime() - TEE_TIME_SEARCH.alertQuietMinutes * 60_000);
  const x = placeX(input.date, input.lng);
  const rows = rowsOf(
    await db.execute(sql`
      select a.id, a.member_id, m.email, a.players, a.juniors, a.latitude, a.longitude, a.radius_km, a.max_cost,
        a.from_minute, a.to_minute
      from tee_time_alerts a join members m on m.id = a.member_id
      where a.place @> box(point(${x}, ${input.lat}), point(${x}, ${input.lat}))
        and a.local_date = ${input.date}
        and (a.last_notified_at is null or a.last_notified_at <= ${quietSince.toISOString()}::timestamptz)
      order by a.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: String(r.member_id),
    email: String(r.email),
    players: Number(r.players),
    juniors: Number(r.juniors),
    lat: Number(r.latitude),
    lng: Number(r.longitude),
    radiusKm: Number(r.radius_km),
    maxCost: r.max_cost === null ? null : Number(r.max_cost),
    fromMinute: Number(r.from_minute),
    toMinute: Number(r.to_minute),
  }));
}

/** The starts of a course within [from, to) where parties wait on the waitlist. */
export async function findWaitedStarts(
  db: DbOrTx,
  input: { courseId: number; from: Date; to: Date },
): Promise<Date[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select distinct (extract(epoch from starts_at) * 1000)::float8 as at from waitlist_entries
      where course_id = ${input.courseId} and state = 'waiting'
        and starts_at >= ${input.from.toISOString()}::timestamptz and starts_at < ${input.to.toISOString()}::timestamptz`),
  );
  return rows.map((r) => new Date(Number(r.at)));
}
