import type { Booking, StaffMemberPage, TeeTimes } from '@fairway/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { DEMO_COURSE } from '../src/seed/courses';
import { homePointsOf, localDate, newKey, slotTime, writeSnapshot } from './booking-fixtures';
import { befriend, createPlayer } from './buddy-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

/** Foxhill Heath (151) pauses booking online after 3 no-shows or late cancellations in 90 days. */
describe('a club’s no-show rule', () => {
  const ctx = useTestApp();
  const teeTimes = async (cookie: string, clubId: number, courseId: number) =>
    (
      await ctx.app.inject({
        url: `/api/teetimes?clubId=${clubId}&courseId=${courseId}&date=${localDate(6)}&players=1`,
        headers: { cookie },
      })
    ).json<TeeTimes>();

  it('is shown before it bites, then refuses the booking and writes nothing', async () => {
    const member = await sessionCookieFor(ctx, 'member@example.com');
    const staff = await sessionCookieFor(ctx, 'staff@example.com');
    const before = await teeTimes(member, 151, DEMO_COURSE.heath);
    expect(before.rules.restriction).toEqual({ count: 0, limit: 3, days: 90 });
    expect(before.slots.some((s) => s.reason === 'restricted')).toBe(false);
    // Clubs without a rule say nothing about it.
    expect((await teeTimes(member, 563, DEMO_COURSE.oakmere)).rules.restriction).toBeUndefined();

    const summary = await ctx.app.inject({ url: '/api/member/summary', headers: { cookie: member } });
    const guid = summary.json<{ UserGuid: string }>().UserGuid;
    const page = (
      await ctx.app.inject({ url: `/api/staff/members/${guid}`, headers: { cookie: staff } })
    ).json<StaffMemberPage>();
    const past = page.Recent.filter((b) => b.ClubId === 151 && !b.Cancelled).slice(0, 3);
    expect(past).toHaveLength(3);
    for (const b of past) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/staff/bookings/${b.Id}/no-show`,
        headers: { cookie: staff },
      });
      expect(res.json<Booking>().NoShow).toBe(true);
    }

    const after = await teeTimes(member, 151, DEMO_COURSE.heath);
    expect(after.rules.restriction).toEqual({ count: 3, limit: 3, days: 90 });
    expect(after.slots.filter((s) => s.reason !== 'past').every((s) => s.reason === 'restricted')).toBe(true);

    const snapshot = await writeSnapshot(ctx.database.db);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: member, 'idempotency-key': newKey() },
      payload: {
        clubId: 151,
        courseId: DEMO_COURSE.heath,
        time: slotTime(6, '13:10'),
        players: 1,
        juniors: 0,
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'BOOKING_RESTRICTED' });
    expect(await writeSnapshot(ctx.database.db)).toEqual(snapshot);

    // Another member of the club books as before.
    const buddy = await sessionCookieFor(ctx, 'buddy@example.com');
    expect((await teeTimes(buddy, 151, DEMO_COURSE.heath)).rules.restriction?.count).toBe(0);
  });

  it('a buddy under the rule cannot be booked in by someone else: refused in the booking, nothing written', async () => {
    const db = ctx.database.db;
    const staff = await sessionCookieFor(ctx, 'staff@example.com');
    const booker = await createPlayer(db, { homePoints: 300 });
    const buddy = await createPlayer(db, { homePoints: 300 });
    await befriend(ctx.app, booker, buddy);
    const book = (cookie: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { cookie, 'idempotency-key': newKey() },
        payload: { clubId: 151, courseId: DEMO_COURSE.heath, juniors: 0, ...payload },
      });
    // Three late cancellations the club approved (inside Foxhill Heath's cut-off): the buddy reaches the limit.
    for (const at of ['08:00', '08:10', '08:20']) {
      const late = await book(buddy.cookie, { time: slotTime(3, at), players: 1 });
      expect(late.statusCode).toBe(201);
      const asked = await ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${late.json<Booking>().Id}/cancellation-request`,
        headers: { cookie: buddy.cookie },
      });
      const approved = await ctx.app.inject({
        method: 'POST',
        url: `/api/staff/cancellation-requests/${asked.json().Id}/approve`,
        headers: { cookie: staff },
      });
      expect(approved.statusCode).toBe(200);
    }
    expect((await teeTimes(buddy.cookie, 151, DEMO_COURSE.heath)).rules.restriction?.count).toBe(3);
    expect((await teeTimes(booker.cookie, 151, DEMO_COURSE.heath)).rules.restriction?.count).toBe(0);

    const snapshot = await writeSnapshot(db);
    const points = [await homePointsOf(db, booker.id), await homePointsOf(db, buddy.id)];
    const refused = await book(booker.cookie, {
      time: slotTime(6, '12:10'),
      players: 2,
      buddies: [buddy.target],
    });
    expect(refused.statusCode).toBe(422);
    const [name] = await db
      .select({ name: sql<string>`${members.forename} || ' ' || ${members.surname}` })
      .from(members)
      .where(eq(members.id, buddy.id));
    expect(refused.json()).toMatchObject({
      code: 'BUDDY_BOOKING_RESTRICTED',
      params: { name: name?.name, limit: 3, days: 90 },
    });
    expect(await writeSnapshot(db)).toEqual(snapshot);
    expect([await homePointsOf(db, booker.id), await homePointsOf(db, buddy.id)]).toEqual(points);

    // The booker, not under the rule, still books alone.
    expect((await book(booker.cookie, { time: slotTime(6, '12:10'), players: 1 })).statusCode).toBe(201);
  });
});
