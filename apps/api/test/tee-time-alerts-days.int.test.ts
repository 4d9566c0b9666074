import { NOTIFICATION_TYPES, type TeeTimeAlertBody, teeTimeAlertTarget } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { seasonOf } from '../src/domain/booking-rules/pricing';
import { dayOpensAt } from '../src/domain/booking-rules/window';
import { instantAt, plusDays } from '../src/lib/time';
import { findClubContent } from '../src/modules/courses/club-repository';
import { runTeeTimeAlertJob } from '../src/modules/tee-time-alerts';
import { takeDayOpenings } from '../src/modules/tee-time-alerts/day-repository';
import { DEMO_COURSE } from '../src/seed/courses';
import { ballotApi, openSaturday } from './ballot-fixtures';
import { createMember, localDate, postBooking, slotTime, TZ } from './booking-fixtures';
import { notificationsDuring, useTestApp } from './helpers';
import { makeLine } from './line-fixtures';
import { useStaffRoles } from './staff-fixtures';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const WINDOW_DAYS = 30;
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The first date from `days` ahead on that is neither a Saturday (the demo ballot) nor in `taken`. */
function dateFrom(days: number, taken: Set<string>): string {
  let date = localDate(days);
  while (weekday(date) === 6 || taken.has(date)) date = plusDays(date, 1);
  taken.add(date);
  return date;
}

describe('tee-time alerts: days released and staff changes', () => {
  const ctx = useTestApp();
  const { call: staffCall } = useStaffRoles(ctx);
  const used = new Set<string>();
  const db = () => ctx.database.db;
  const runJob = (now?: Date) => runTeeTimeAlertJob({ db: db(), notifier: ctx.app.notifier }, now);
  const alertsTold = async (memberId: string, now?: Date) => {
    let result: Awaited<ReturnType<typeof runJob>> | undefined;
    const seen = await notificationsDuring(ctx.app, async () => {
      result = await runJob(now);
    });
    return { told: seen.filter((w) => w.memberId === memberId).map((w) => w.notification), result: result! };
  };
  const saveAlert = async (cookie: string, body: Partial<TeeTimeAlertBody> & { date: string }) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/teetimes/alerts',
      headers: { cookie },
      payload: { from: '06:00', to: '18:00', players: 2, radiusKm: 1, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ Id: number }>().Id;
  };
  /** Where the released-days clock stands: the job looks at opening instants after it. */
  const setClock = (at: Date) =>
    db().execute(sql`
      insert into tee_time_alert_clock (id, released_through) values (1, ${at.toISOString()}::timestamptz)
      on conflict (id) do update set released_through = excluded.released_through`);

  /** Fills the Woodland's starts of 07:00–08:00 on `date`: only the Heath's could open there. */
  const fillWoodlandMorning = (date: string) =>
    db().execute(sql`
      insert into slot_occupancy (course_id, starts_at, capacity, places_taken)
      select ${DEMO_COURSE.woodland}, ${instantAt(date, 0, TZ).toISOString()}::timestamptz + make_interval(mins => m), 4, 4
      from generate_series(420, 480, 10) m
      on conflict (course_id, starts_at) do update set places_taken = excluded.capacity`);
  /** The Heath's first start from 07:00 on the season's Saturday tee sheet of `date`. */
  const firstHeathSaturdayStart = async (date: string) => {
    const [sheet] = rowsOf(
      await db().execute(sql`
        select first_start_minute as first from course_schedules
        where course_id = ${DEMO_COURSE.heath} and day_of_week = 6
          and season = ${seasonOf(Number(date.slice(5, 7)))}`),
    );
    return instantAt(date, Math.max(7 * 60, Number(sheet!.first)), TZ).toISOString();
  };

  beforeEach(async () => {
    // Each test its own alerts and queue: one test's alerts never hear of another's changes.
    await db().execute(sql`delete from tee_time_alerts`);
    await db().execute(sql`delete from tee_time_day_openings`);
    await db().execute(sql`delete from tee_time_openings`);
  });

  it('tells the member when the window’s last day opens at midnight, once, and not before', async () => {
    const date = dateFrom(WINDOW_DAYS + 2, used); // beyond the window today
    const opensAt = dayOpensAt(date, WINDOW_DAYS, TZ);
    const watcher = await createMember(db(), { homePoints: 1000 });
    const alertId = await saveAlert(watcher.cookie, { date, from: '10:00', to: '11:00' });

    // A minute before midnight nothing has opened.
    await setClock(new Date(opensAt.getTime() - 120_000));
    const before = await alertsTold(watcher.id, new Date(opensAt.getTime() - 60_000));
    expect(before.told).toHaveLength(0);
    expect(before.result.released).toBe(0);

    // Past midnight the day is queued for each golf course and judged: told once, of the first start.
    const after = await alertsTold(watcher.id, new Date(opensAt.getTime() + 30_000));
    expect(after.result.released).toBeGreaterThanOrEqual(1);
    expect(after.told).toHaveLength(1);
    const n = after.told[0]!;
    expect(n.type).toBe(NOTIFICATION_TYPES.teeTimeAlert);
    expect(n.object.Description).toContain('Foxhill Heath Golf Club');
    expect(n.object.Description).toContain('10:00');
    expect(teeTimeAlertTarget(n.action)).toMatchObject({
      alertId,
      clubId: 151,
      time: instantAt(date, 600, TZ).toISOString(),
    });

    // The next run finds nothing new: the instant was seen once.
    const again = await alertsTold(watcher.id, new Date(opensAt.getTime() + 90_000));
    expect(again.result.released).toBe(0);
    expect(again.told).toHaveLength(0);
  });

  it('a day released through a line is told only once the line has served everyone (never ahead of it)', async () => {
    const date = dateFrom(WINDOW_DAYS + 2, used);
    // The Woodland course's last day opens at 19:00 through a line (the demo club's release).
    const opensAt = dayOpensAt(date, WINDOW_DAYS, TZ, { at: '19:00' });
    const line = await makeLine(db(), {
      date,
      opensAt,
      gathersAt: new Date(opensAt.getTime() - 15 * 60_000),
      courseId: DEMO_COURSE.woodland,
    });
    const holder = await createMember(db(), { homePoints: 1000 });
    await db().execute(sql`
      insert into line_tickets (line_id, member_id, joined_at, joined_before_open)
      values (${line.id}, ${holder.id}::uuid, ${new Date(opensAt.getTime() - 60_000).toISOString()}::timestamptz, true)`);
    const watcher = await createMember(db(), { homePoints: 1000 });
    await saveAlert(watcher.cookie, { date, from: '12:00', to: '12:30' });

    await setClock(new Date(opensAt.getTime() - 60_000));
    const during = await alertsTold(watcher.id, new Date(opensAt.getTime() + 30_000));
    expect(during.result.released).toBeGreaterThanOrEqual(1);
    expect(during.result.deferred).toBe(1);
    expect(during.told).toHaveLength(0);
    const queued = rowsOf(
      await db().execute(sql`select course_id, local_date, not_before from tee_time_day_openings`),
    );
    // Only the Woodland's day waits (the Heath's opened at midnight; other clubs' days were judged).
    expect(queued).toEqual([expect.objectContaining({ course_id: DEMO_COURSE.woodland, local_date: date })]);

    // Still held a minute later (the line has a ticket not served): not told.
    const held = await alertsTold(watcher.id, new Date(opensAt.getTime() + 95_000));
    expect(held.result.deferred).toBe(1);
    expect(held.told).toHaveLength(0);

    // The line served its one ticket: the day is open to all, and the alert is told of the Woodland.
    await db().execute(sql`
      update release_lines set opened_at = opens_at where id = ${line.id}`);
    await db().execute(sql`
      update line_tickets set done_at = ${new Date(opensAt.getTime() + 100_000).toISOString()}::timestamptz
      where line_id = ${line.id}`);
    const served = await alertsTold(watcher.id, new Date(opensAt.getTime() + 160_000));
    expect(served.result.deferred).toBe(0);
    expect(served.told).toHaveLength(1);
    expect(teeTimeAlertTarget(served.told[0]!.action)).toMatchObject({
      courseId: DEMO_COURSE.woodland,
      time: instantAt(date, 12 * 60, TZ).toISOString(),
    });
  });

  it('tells the member when staff open earlier starts on a course’s tee sheet, not twice within 30 minutes', async () => {
    const date = dateFrom(5, used);
    const watcher = await createMember(db(), { homePoints: 1000 });
    // Before the first start of the season's tee sheet (07:00 in summer, 08:00 in winter).
    await saveAlert(watcher.cookie, { date, from: '05:30', to: '06:30' });
    const quiet = await alertsTold(watcher.id);
    expect(quiet.told).toHaveLength(0);

    const [row] = rowsOf(
      await db().execute(sql`
        update course_schedules set first_start_minute = 330
        where course_id = ${DEMO_COURSE.heath} and day_of_week = ${weekday(date)}
        returning season`),
    );
    expect(row).toBeDefined();
    const opened = await alertsTold(watcher.id);
    expect(opened.result.days).toBeGreaterThanOrEqual(1);
    expect(opened.told).toHaveLength(1);
    expect(teeTimeAlertTarget(opened.told[0]!.action)).toMatchObject({
      courseId: DEMO_COURSE.heath,
      time: instantAt(date, 330, TZ).toISOString(),
    });

    // Another change within the quiet period: not told again.
    await db().execute(sql`
      update course_schedules set first_start_minute = 320
      where course_id = ${DEMO_COURSE.heath} and day_of_week = ${weekday(date)}`);
    const twice = await alertsTold(watcher.id);
    expect(twice.result.days).toBeGreaterThanOrEqual(1);
    expect(twice.told).toHaveLength(0);
  });

  it('tells the member when staff take a ballot window out of the club’s content (console route)', async () => {
    // A Saturday still before its draw: the demo ballot holds the Heath's 07:00–09:00 starts.
    let date = localDate(9);
    while (weekday(date) !== 6) date = plusDays(date, 1);
    const watcher = await createMember(db(), { homePoints: 1000 });
    await saveAlert(watcher.cookie, { date, from: '07:00', to: '08:00' });
    // The Woodland's starts of that hour are full: only the Heath's, held by the ballot, could open.
    await fillWoodlandMorning(date);
    // A change that opens nothing (the Heath's prices saved as they are) is judged and tells nobody.
    await db().execute(sql`
      update course_prices set adult_cost = adult_cost where course_id = ${DEMO_COURSE.heath}`);
    const held = await alertsTold(watcher.id);
    expect(held.result.days).toBeGreaterThanOrEqual(1);
    expect(held.told).toHaveLength(0);

    const content = (await findClubContent(db(), 151))!;
    const saved = await staffCall('clubStaff', 'PUT', '/api/staff/clubs/151/content', {
      ...content,
      ballots: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const opened = await alertsTold(watcher.id);
    expect(opened.told).toHaveLength(1);
    expect(teeTimeAlertTarget(opened.told[0]!.action)).toMatchObject({
      courseId: DEMO_COURSE.heath,
      time: await firstHeathSaturdayStart(date),
    });
    await staffCall('clubStaff', 'PUT', '/api/staff/clubs/151/content', content);
  });

  it('tells the member when staff draw the ballot early: the places its winners left are bookable', async () => {
    const date = openSaturday();
    const watcher = await createMember(db(), { homePoints: 1000 });
    await saveAlert(watcher.cookie, { date, from: '07:00', to: '08:00' });
    await fillWoodlandMorning(date);
    const listed = await ballotApi(ctx.app, watcher.cookie).list(
      `clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const [ballot] = listed.json<{ Id: number; State: string }[]>();
    expect(ballot?.State).toBe('Open');
    const before = await alertsTold(watcher.id);
    expect(before.told).toHaveLength(0);

    const drawn = await staffCall('clubStaff', 'POST', `/api/staff/ballots/${ballot!.Id}/draw`);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const after = await alertsTold(watcher.id);
    expect(after.told).toHaveLength(1);
    expect(teeTimeAlertTarget(after.told[0]!.action)).toMatchObject({
      courseId: DEMO_COURSE.heath,
      time: await firstHeathSaturdayStart(date),
    });
  });

  it("takes a day queued within the job's own millisecond (PostgreSQL's clock has microseconds)", async () => {
    const now = new Date('2026-12-05T20:00:00.123Z');
    await db().execute(sql`delete from tee_time_day_openings`);
    await db().execute(sql`
      insert into tee_time_day_openings (course_id, local_date, reason, not_before)
      values (${DEMO_COURSE.heath}, '2026-12-20', 'changed', '2026-12-05T20:00:00.123456Z'),
             (${DEMO_COURSE.heath}, '2026-12-21', 'changed', '2026-12-05T20:00:00.124Z')`);
    const taken = await takeDayOpenings(db(), now);
    expect(taken.map((t) => t.localDate)).toEqual(['2026-12-20']);
    await db().execute(sql`delete from tee_time_day_openings`);
  });

  it('a staff change never jumps the waitlist: a party waiting on the start gets its offer, the alert is not told', async () => {
    const date = dateFrom(20, used);
    const time = slotTime(0, '12:00', new Date(`${date}T12:00:00Z`));
    const filler = await createMember(db(), { homePoints: 1000 });
    const waiting = await createMember(db(), { homePoints: 1000 });
    const watcher = await createMember(db(), { homePoints: 1000 });
    const full = await postBooking(ctx.app, filler.cookie, { time, players: 4, notes: 'x' });
    expect(full.statusCode, full.body).toBe(201);
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { cookie: waiting.cookie },
      payload: { clubId: 151, courseId: DEMO_COURSE.heath, time, players: 2, notes: 'x' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    await saveAlert(watcher.cookie, { date, from: '12:00', to: '12:00' });
    // Two places free up at that start without a cancellation (staff moved a party elsewhere by hand).
    // Heard from the change on: whichever path offers the places first (on PostgreSQL the waitlist may
    // hear of them before the job runs), the waiting party is offered them once and the alert is not told.
    const seen = await notificationsDuring(ctx.app, async () => {
      await db().execute(sql`
        update slot_occupancy set places_taken = 2, capacity = 4
        where course_id = ${DEMO_COURSE.heath} and starts_at = ${time}::timestamptz`);
      await db().execute(sql`delete from tee_time_openings`);
      await db().execute(sql`
        update course_schedules set capacity = 4
        where course_id = ${DEMO_COURSE.heath} and day_of_week = ${weekday(date)}`);
      await runJob();
    });
    expect(seen.filter((w) => w.memberId === watcher.id)).toHaveLength(0);
    const offers = seen.filter((w) => w.memberId === waiting.id);
    expect(offers.map((w) => w.notification.type)).toEqual([NOTIFICATION_TYPES.waitlistOffer]);
  });
});
