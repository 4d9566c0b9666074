import { TEE_TIME_SEARCH, type TeeTimeAlert, type TeeTimeAlertBody } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const DAY_MS = 86_400_000;
const EPOCH_2000 = Date.UTC(2000, 0, 1);
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The date's day number since 2000-01-01: each date's alerts live in their own band of the place index. */
export const dayNumber = (date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH_2000) / DAY_MS);

/** The x of a point in the place index: its longitude in the band of its date. */
export const placeX = (date: string, lng: number) => lng + 360 * dayNumber(date);

/** The box an alert covers: its search circle's bounding box, in its date's band (whole band near a pole). */
export function placeBox(date: string, lat: number, lng: number, radiusKm: number) {
  const dLat = radiusKm / 111.2;
  const cos = Math.cos(rad(lat));
  const dLng = cos < 0.01 ? 180 : radiusKm / (111.32 * cos);
  const wraps = lng - dLng < -180 || lng + dLng > 180;
  const west = wraps ? -180 : lng - dLng;
  const east = wraps ? 180 : lng + dLng;
  return {
    x1: placeX(date, west),
    y1: Math.max(-90, lat - dLat),
    x2: placeX(date, east),
    y2: Math.min(90, lat + dLat),
  };
}

/**
 * The first date still live: an alert ends once its date is over everywhere (12 hours after midnight UTC
 * ends it, the earliest a club's day can end is later than that).
 */
export const firstLiveDate = (now: Date) =>
  new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Saves an alert: at most TEE_TIME_SEARCH.maxAlerts live a member (409 TOO_MANY_ALERTS), counted under
 * the member's row lock so two saves at once cannot pass the ceiling together.
 */
export async function createAlert(
  db: Db,
  input: { memberId: string; body: TeeTimeAlertBody; now: Date },
): Promise<number> {
  const { body, memberId, now } = input;
  const live = firstLiveDate(now);
  if (body.date < live) {
    throw new AppError('VALIDATION', { fields: { date: fieldError('validation.dateRange') } });
  }
  return inTransaction(db, async (tx) => {
    const member = rowsOf(
      await tx.execute(sql`
        select c.latitude as lat, c.longitude as lng from members m left join clubs c on c.id = m.home_club_id
        where m.id = ${memberId}::uuid for update of m`),
    )[0];
    if (!member) throw new AppError('UNAUTHENTICATED');
    const lat = body.lat ?? (member.lat === null ? null : Number(member.lat));
    const lng = body.lng ?? (member.lng === null ? null : Number(member.lng));
    if (lat === null || lng === null) {
      throw new AppError('VALIDATION', { fields: { lat: fieldError('validation.invalid') } });
    }
    const [count] = rowsOf(
      await tx.execute(sql`
        select count(*)::int as n from tee_time_alerts
        where member_id = ${memberId}::uuid and local_date >= ${live}`),
    );
    if (Number(count?.n ?? 0) >= TEE_TIME_SEARCH.maxAlerts) {
      throw new AppError('TOO_MANY_ALERTS', { params: { max: TEE_TIME_SEARCH.maxAlerts } });
    }
    const b = placeBox(body.date, lat, lng, body.radiusKm);
    const [row] = rowsOf(
      await tx.execute(sql`
        insert into tee_time_alerts (member_id, local_date, from_minute, to_minute, players, juniors, latitude,
          longitude, radius_km, max_cost, place)
        values (${memberId}::uuid, ${body.date}, ${minutesOf(body.from)}, ${minutesOf(body.to)}, ${body.players},
          ${body.juniors}, ${lat}, ${lng}, ${body.radiusKm}, ${body.maxCost ?? null},
          box(point(${b.x1}, ${b.y1}), point(${b.x2}, ${b.y2})))
        returning id`),
    );
    return Number(row?.id);
  });
}

/** The member's live alerts, soonest date first. */
export async function listAlerts(db: DbOrTx, memberId: string, now: Date): Promise<TeeTimeAlert[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select id, local_date, from_minute, to_minute, players, radius_km, max_cost, last_notified_at
      from tee_time_alerts where member_id = ${memberId}::uuid and local_date >= ${firstLiveDate(now)}
      order by local_date, id`),
  );
  return rows.map((r) => ({
    Id: Number(r.id),
    Date: String(r.local_date),
    From: hhmm(Number(r.from_minute)),
    To: hhmm(Number(r.to_minute)),
    Players: Number(r.players),
    RadiusKm: Number(r.radius_km),
    MaxCost: r.max_cost === null ? null : Number(r.max_cost),
    LastNotifiedAt: r.last_notified_at === null ? null : new Date(r.last_notified_at as string).toISOString(),
  }));
}

/** Deletes one of the member's alerts; another member's, or none, is 404. */
export async function deleteAlert(db: DbOrTx, memberId: string, id: number): Promise<void> {
  const rows = rowsOf(
    await db.execute(sql`
      delete from tee_time_alerts where id = ${id} and member_id = ${memberId}::uuid returning id`),
  );
  if (rows.length === 0) throw notFound();
}

/** Alerts whose date is over everywhere are deleted (the job's housekeeping); returns how many. */
export async function deleteEndedAlerts(db: DbOrTx, now: Date): Promise<number> {
  return rowsOf(
    await db.execute(sql`delete from tee_time_alerts where local_date < ${firstLiveDate(now)} returning id`),
  ).length;
}

export type MatchedAlert = {
  id: number;
  memberId: string;
  email: string;
  players: number;
  juniors: number;
  lat: number;
  lng: number;
  radiusKm: number;
  maxCost: number | null;
};

/**
 * The alerts a freed start may interest: of that date, whose area's box covers the club (the GiST place
 * index: alerts of other dates or places are never read), whose window holds the start and that have not
 * told their member in the last quiet period.
 */
export async function alertsCovering(
  db: DbOrTx,
  input: { date: string; lat: number; lng: number; minute: number; now: Date },
): Promise<MatchedAlert[]> {
  const quietSince = new Date(input.now.getTime() - TEE_TIME_SEARCH.alertQuietMinutes * 60_000);
  // `box @> box` is what the GiST box operator class answers (a point is the box of no size).
  const x = placeX(input.date, input.lng);
  const rows = rowsOf(
    await db.execute(sql`
      select a.id, a.member_id, m.email, a.players, a.juniors, a.latitude, a.longitude, a.radius_km, a.max_cost
      from tee_time_alerts a join members m on m.id = a.member_id
      where a.place @> box(point(${x}, ${input.lat}), point(${x}, ${input.lat}))
        and a.local_date = ${input.date}
        and a.from_minute <= ${input.minute} and a.to_minute >= ${input.minute}
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
  }));
}

/**
 * Marks an alert as having told its member now, unless it did within the quiet period (another run got
 * there first): true when this call may tell them.
 */
export async function claimNotice(db: DbOrTx, alertId: number, now: Date): Promise<boolean> {
  const quietSince = new Date(now.getTime() - TEE_TIME_SEARCH.alertQuietMinutes * 60_000);
  const rows = rowsOf(
    await db.execute(sql`
      update tee_time_alerts set last_notified_at = ${now.toISOString()}::timestamptz
      where id = ${alertId} and (last_notified_at is null or last_notified_at <= ${quietSince.toISOString()}::timestamptz)
      returning id`),
  );
  return rows.length > 0;
}

/** Takes a batch of freed starts off the openings queue (deleted as read; each start once). */
export async function takeOpenings(
  db: DbOrTx,
  limit = 500,
): Promise<{ courseId: number; startsAt: Date; clubId: number; lat: number | null; lng: number | null }[]> {
  const rows = rowsOf(
    await db.execute(sql`
      with taken as (
        delete from tee_time_openings where id in (
          select id from tee_time_openings order by id limit ${limit} for update skip locked)
        returning course_id, starts_at)
      select distinct t.course_id, (extract(epoch from t.starts_at) * 1000)::float8 as at, co.club_id,
        c.latitude, c.longitude
      from taken t join courses co on co.id = t.course_id join clubs c on c.id = co.club_id`),
  );
  return rows.map((r) => ({
    courseId: Number(r.course_id),
    startsAt: new Date(Number(r.at)),
    clubId: Number(r.club_id),
    lat: r.latitude === null ? null : Number(r.latitude),
    lng: r.longitude === null ? null : Number(r.longitude),
  }));
}

/** Whether any freed start or due course-day waits for the job (indexed reads). */
export async function hasOpenings(db: DbOrTx): Promise<boolean> {
  return (
    rowsOf(
      await db.execute(sql`
        select exists (select 1 from tee_time_openings)
          or exists (select 1 from tee_time_day_openings where not_before <= now()) as due`),
    )[0]?.due === true
  );
}
