import { NOTIFICATION_TYPES, type TeeTimeAlert, teeTimeAlertTarget } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../src/lib/mailer';
import { runTeeTimeAlertJob } from '../src/modules/tee-time-alerts';
import { createMember, localDate, postBooking, slotTime } from './booking-fixtures';
import { notificationsDuring, useTestApp } from './helpers';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('tee-time alerts', () => {
  const ctx = useTestApp();
  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** The app's own mailer, its messages also kept for the test to read. */
  const mails: MailMessage[] = [];
  const mailer = (): Mailer => ({
    ...ctx.app.mailer,
    send: async (m: MailMessage) => {
      mails.push(m);
      return ctx.app.mailer.send(m);
    },
  });
  const runJob = (now?: Date) =>
    runTeeTimeAlertJob({ db: ctx.database.db, notifier: ctx.app.notifier, mailer: mailer() }, now);

  it('saves at most 10 live alerts a member, lists and deletes them; bad input is 400 VALIDATION', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const other = await createMember(ctx.database.db, { homePoints: 100 });
    const bad = await call(m.cookie, 'POST', '/api/teetimes/alerts', {
      date: localDate(3),
      from: '10:00',
      to: '09:00',
      players: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['players']));
    const past = await call(m.cookie, 'POST', '/api/teetimes/alerts', {
      date: '2020-01-01',
      from: '08:00',
      to: '10:00',
      players: 2,
    });
    expect(past.statusCode).toBe(400);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(m.cookie, 'POST', '/api/teetimes/alerts', {
        date: localDate(3 + i),
        from: '08:00',
        to: '10:00',
        players: 2,
        maxCost: 20,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().Id);
    }
    const eleventh = await call(m.cookie, 'POST', '/api/teetimes/alerts', {
      date: localDate(4),
      from: '08:00',
      to: '10:00',
      players: 2,
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().code).toBe('TOO_MANY_ALERTS');
    const list = (await call(m.cookie, 'GET', '/api/teetimes/alerts')).json<TeeTimeAlert[]>();
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({
      Id: ids[0],
      Date: localDate(3),
      From: '08:00',
      To: '10:00',
      Players: 2,
      RadiusKm: 50,
      MaxCost: 20,
      LastNotifiedAt: null,
    });
    expect((await call(other.cookie, 'DELETE', `/api/teetimes/alerts/${ids[0]}`)).statusCode).toBe(404);
    expect((await call(m.cookie, 'DELETE', `/api/teetimes/alerts/${ids[0]}`)).statusCode).toBe(204);
    expect((await call(m.cookie, 'DELETE', `/api/teetimes/alerts/${ids[0]}`)).statusCode).toBe(404);
    expect((await call(m.cookie, 'GET', '/api/teetimes/alerts')).json()).toHaveLength(9);
    expect((await call(other.cookie, 'GET', '/api/teetimes/alerts')).json()).toEqual([]);
    // With one deleted, there is room for one more.
    const again = await call(m.cookie, 'POST', '/api/teetimes/alerts', {
      date: localDate(4),
      from: '08:00',
      to: '10:00',
      players: 2,
    });
    expect(again.statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/teetimes/alerts' })).statusCode).toBe(401);
  });

  it('tells the member at once when a cancellation opens a matching start (type 9, e-mail), at most once in 30 minutes; the alert ends after its date', async () => {
    const db = ctx.database.db;
    const days = 20; // outside Foxhill's 14-day cancellation cut-off
    const time = slotTime(days, '11:00');
    const filler = await createMember(db, { homePoints: 1000 });
    const watcher = await createMember(db, { homePoints: 1000 });
    const full = await postBooking(ctx.app, filler.cookie, { time, players: 4, notes: 'x' });
    expect(full.statusCode, full.body).toBe(201);
    const alert = await call(watcher.cookie, 'POST', '/api/teetimes/alerts', {
      date: localDate(days),
      from: '11:00',
      to: '11:00',
      players: 2,
      radiusKm: 5,
    });
    expect(alert.statusCode).toBe(201);
    await runJob(); // nothing opened yet
    mails.length = 0;
    const cancel = () => call(filler.cookie, 'POST', `/api/bookings/${full.json().Id}/cancel`, {});
    expect((await cancel()).statusCode).toBe(200);
    const seen = await notificationsDuring(ctx.app, () => runJob());
    const told = seen.filter((w) => w.memberId === watcher.id);
    expect(told).toHaveLength(1);
    const n = told[0]!.notification;
    expect(n.type).toBe(NOTIFICATION_TYPES.teeTimeAlert);
    expect(n.object.Description).toContain('Foxhill Heath Golf Club');
    expect(n.object.Description).toContain('Championship Course');
    expect(n.object.Description).toContain('11:00');
    expect(teeTimeAlertTarget(n.action)).toMatchObject({
      alertId: alert.json().Id,
      clubId: 151,
      courseId: 15101,
      time,
      players: 2,
    });
    expect(mails.filter((m) => m.kind === 'tee-time-alert').map((m) => m.to)).toEqual([watcher.email]);
    const [listed] = (await call(watcher.cookie, 'GET', '/api/teetimes/alerts')).json<TeeTimeAlert[]>();
    expect(listed!.LastNotifiedAt).not.toBeNull();

    // Booked again and freed again within 30 minutes: not told twice.
    const again = await postBooking(ctx.app, filler.cookie, { time, players: 4, notes: 'x' });
    expect(again.statusCode, again.body).toBe(201);
    expect(
      (await call(filler.cookie, 'POST', `/api/bookings/${again.json().Id}/cancel`, {})).statusCode,
    ).toBe(200);
    const quiet = await notificationsDuring(ctx.app, () => runJob());
    expect(quiet.filter((w) => w.memberId === watcher.id)).toHaveLength(0);

    // After its date the job deletes it.
    const later = new Date(Date.now() + (days + 2) * 86_400_000);
    const result = await runJob(later);
    expect(result.ended).toBeGreaterThanOrEqual(1);
    const left = rowsOf(await db.execute(sql`select id from tee_time_alerts where id = ${alert.json().Id}`));
    expect(left).toHaveLength(0);
  });

  it('never jumps the waitlist: freed places offered to a waiting party are not announced', async () => {
    const db = ctx.database.db;
    const days = 21;
    const time = slotTime(days, '12:00');
    const filler = await createMember(db, { homePoints: 1000 });
    const waiting = await createMember(db, { homePoints: 1000 });
    const watcher = await createMember(db, { homePoints: 1000 });
    const full = await postBooking(ctx.app, filler.cookie, { time, players: 4, notes: 'x' });
    expect(full.statusCode, full.body).toBe(201);
    const joined = await call(waiting.cookie, 'POST', '/api/waitlist', {
      clubId: 151,
      courseId: 15101,
      time,
      players: 4,
      notes: 'x',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const alert = await call(watcher.cookie, 'POST', '/api/teetimes/alerts', {
      date: localDate(days),
      from: '12:00',
      to: '12:00',
      players: 1,
      radiusKm: 5,
    });
    expect(alert.statusCode).toBe(201);
    expect((await call(filler.cookie, 'POST', `/api/bookings/${full.json().Id}/cancel`, {})).statusCode).toBe(
      200,
    );
    const seen = await notificationsDuring(ctx.app, () => runJob());
    expect(seen.filter((w) => w.memberId === watcher.id)).toHaveLength(0);
    // The waiting party had its offer.
    const offers = rowsOf(
      await db.execute(
        sql`select count(*)::int as n from waitlist_offers where member_id = ${waiting.id}::uuid`,
      ),
    );
    expect(Number(offers[0]?.n)).toBe(1);
  });

  it('matches a freed start against 10,000 live alerts through the place index, reading only the alerts that cover it', async () => {
    const db = ctx.database.db;
    const m = await createMember(db, { homePoints: 100 });
    // 10,000 alerts over 30 dates, spread over Britain, each with a 10–60 km radius.
    await db.execute(sql`
      insert into tee_time_alerts (member_id, local_date, from_minute, to_minute, players, juniors, latitude,
        longitude, radius_km, place)
      select ${m.id}::uuid, d, 360, 1080, 2, 0, lat, lng, r,
        box(point(lng - r / (111.32 * cos(radians(lat))) + 360 * (d::date - date '2000-01-01'), lat - r / 111.2),
            point(lng + r / (111.32 * cos(radians(lat))) + 360 * (d::date - date '2000-01-01'), lat + r / 111.2))
      from (
        select to_char(current_date + (i % 30), 'YYYY-MM-DD') as d, 50 + (i * 7919 % 800) / 100.0 as lat,
          -5 + (i * 104729 % 700) / 100.0 as lng, 10 + i % 51 as r
        from generate_series(1, 10000) i) s`);
    await db.execute(sql`analyze tee_time_alerts`);
    const date = localDate(5);
    const day = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(2000, 0, 1)) / 86_400_000);
    const [lat, lng] = [51.3, -0.8];
    const plan = rowsOf(
      await db.execute(
        sql.raw(`
        explain (analyze, format json)
        select a.id from tee_time_alerts a
        where a.place @> box(point(${lng + 360 * day}, ${lat}), point(${lng + 360 * day}, ${lat})) and a.local_date = '${date}'
          and a.from_minute <= 600 and a.to_minute >= 600`),
      ),
    );
    const root = (plan[0]!['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan;
    const nodes = flatten(root);
    const scan = nodes.find((n) => n['Relation Name'] === 'tee_time_alerts');
    expect(JSON.stringify(nodes.map((n) => n['Node Type']))).toMatch(/Index Scan|Bitmap Index Scan/);
    expect(nodes.some((n) => n['Index Name'] === 'tee_time_alerts_place_idx')).toBe(true);
    const matched = Number(
      rowsOf(
        await db.execute(
          sql.raw(`
        select count(*)::int as n from tee_time_alerts a
        where a.place @> box(point(${lng + 360 * day}, ${lat}), point(${lng + 360 * day}, ${lat})) and a.local_date = '${date}'`),
        ),
      )[0]?.n,
    );
    // Rows read: those the index hands the table scan (the ones that cover the point), never the 10,000.
    const read =
      Number(scan?.['Actual Rows'] ?? 0) +
      Number(scan?.['Rows Removed by Filter'] ?? 0) +
      Number(scan?.['Rows Removed by Index Recheck'] ?? 0);
    expect(matched).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(matched * 2 + 10);
    expect(read).toBeLessThan(200);
    console.log(`10,000 alerts: ${matched} cover the point on ${date}; the plan read ${read} rows`);
  });
});

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };
function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}
