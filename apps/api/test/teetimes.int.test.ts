import type { TeeTimes } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { findAvailabilityInputs } from '../src/modules/teetimes/availability-repository';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, localDate, newKey, postBooking, slotTime } from './booking-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

describe('GET /api/teetimes', () => {
  const ctx = useTestApp();
  const get = async (cookie: string, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/teetimes?${query}`, headers: { cookie } });

  it('lists every start of a course-day with free places and the party cost', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const res = await get(
      cookie,
      `clubId=151&courseId=${DEMO_COURSE.woodland}&date=${localDate(8)}&players=2&juniors=1`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<TeeTimes>();
    expect(body.unit).toBe('points');
    expect(body.notice).toBeUndefined();
    expect(body.slots.length).toBeGreaterThan(30);
    const ten = body.slots.find((s) => s.time === slotTime(8, '10:00'));
    expect(ten).toMatchObject({ freePlaces: 4, bookable: true });
    // One adult and one junior at the 10:00 band: adult price + junior price.
    expect(ten!.cost).toBeGreaterThan(0);
    expect(body.slots.every((s) => s.time.endsWith('Z'))).toBe(true);
  });

  it('reads the caller’s inputs from array rows as the schema types them (each column at its index)', async () => {
    const m = await createMember(ctx.database.db, {
      homePoints: 1234,
      lots: [{ points: 7, expiresAt: new Date('2099-03-04T05:06:07.089Z') }],
    });
    const expires = new Date('2098-01-02T03:04:05.678Z');
    await ctx.database.db
      .update(members)
      .set({ playersPerDay: 5, bookingsPerDay: 2, flexiPointsAllowed: false, membershipExpires: expires })
      .where(eq(members.id, m.id));
    const [reference] = await ctx.database.db
      .select({
        homeClubId: members.homeClubId,
        homePoints: members.homePoints,
        flexiPointsAllowed: members.flexiPointsAllowed,
        playersPerDay: members.playersPerDay,
        bookingsPerDay: members.bookingsPerDay,
        completedFirstPayment: members.completedFirstPayment,
        membershipExpires: members.membershipExpires,
      })
      .from(members)
      .where(eq(members.id, m.id));
    const now = new Date();
    const inputs = await findAvailabilityInputs(ctx.database.db, {
      memberId: m.id,
      clubId: 151,
      courseId: DEMO_COURSE.heath,
      localDate: localDate(3),
      from: now,
      to: new Date(now.getTime() + 86_400_000),
      now,
      restrictionSince: now,
    });
    expect(inputs?.member).toStrictEqual(reference);
    expect(inputs?.member).toMatchObject({ homePoints: 1234, playersPerDay: 5, membershipExpires: expires });
    expect(inputs?.lots).toEqual([
      { id: expect.any(Number), expiresAt: new Date('2099-03-04T05:06:07.089Z'), remaining: 7 },
    ]);
  });

  it('marks past slots and answers the verbatim no-tee-times message', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const body = (
      await get(cookie, `clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(-1)}`)
    ).json<TeeTimes>();
    expect(body.slots.every((s) => s.reason === 'past' && !s.bookable)).toBe(true);
    expect(body.notice).toBe('NO_TEE_TIMES');
  });

  it('marks dates beyond the club window as outside_window', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const body = (
      await get(cookie, `clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(31)}`)
    ).json<TeeTimes>();
    // Every start is refused; a Saturday's 07:00–09:00 starts give the ballot's reason first, as the booking
    // write checks the ballot before the window (31 days ahead is a Saturday when run on a Wednesday).
    expect(body.slots.length).toBeGreaterThan(0);
    expect(body.slots.every((s) => !s.bookable)).toBe(true);
    const reasons = new Set(body.slots.map((s) => s.reason));
    expect(reasons.has('outside_window')).toBe(true);
    expect([...reasons].filter((r) => r !== 'outside_window' && r !== 'SLOT_IN_BALLOT')).toEqual([]);
    expect(body.notice).toBe('OUTSIDE_BOOKING_WINDOW');
  });

  it('says whether the club confirms every booking itself (Foxhill Heath does, Grove Manor does not)', async () => {
    const member = await sessionCookieFor(ctx, 'member@example.com');
    const heath = (
      await get(member, `clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(5)}`)
    ).json<TeeTimes>();
    expect(heath.requiresConfirmation).toBe(true);
    const rounds = await sessionCookieFor(ctx, 'rounds@example.com');
    const grove = (
      await get(rounds, `clubId=537&courseId=${DEMO_COURSE.groveManor}&date=${localDate(5)}`)
    ).json<TeeTimes>();
    expect(grove.requiresConfirmation).toBe(false);
  });

  it('prices in rounds at clubs with points disabled', async () => {
    const cookie = await sessionCookieFor(ctx, 'rounds@example.com');
    const body = (
      await get(cookie, `clubId=537&courseId=${DEMO_COURSE.groveManor}&date=${localDate(40)}&players=3`)
    ).json<TeeTimes>();
    expect(body.unit).toBe('rounds');
    expect(body.slots[0]?.cost).toBe(3);
    expect(body.slots.some((s) => s.bookable)).toBe(true);
  });

  it('shows a slot as full once its places are taken', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 500 });
    const time = slotTime(9, '11:20');
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: { clubId: 151, courseId: DEMO_COURSE.woodland, time, players: 4, juniors: 0 },
    });
    expect(booked.statusCode).toBe(201);
    const body = (
      await get(m.cookie, `clubId=151&courseId=${DEMO_COURSE.woodland}&date=${localDate(9)}`)
    ).json<TeeTimes>();
    expect(body.slots.find((s) => s.time === time)).toMatchObject({
      freePlaces: 0,
      bookable: false,
      reason: 'full',
    });
  });

  it('marks slots the member cannot afford as not_enough_points', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 3 });
    const body = (
      await get(m.cookie, `clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(6)}&players=4`)
    ).json<TeeTimes>();
    expect(body.slots.filter((s) => s.reason === 'not_enough_points').length).toBeGreaterThan(0);
    // Never "no tee times" beside slots with free places: the notice says why they are refused.
    expect(body.notice).toBe('NOT_ENOUGH_POINTS');
  });

  it('answers the verbatim player-slots message when the day’s players are used up', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 500, playersPerDay: 2 });
    const res = await postBooking(ctx.app, m.cookie, { time: slotTime(11, '12:00'), players: 2 });
    expect(res.statusCode).toBe(201);
    const body = (
      await get(m.cookie, `clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(11)}`)
    ).json<TeeTimes>();
    expect(body.slots.some((s) => s.reason === 'no_player_slots')).toBe(true);
    expect(body.notice).toBe('NO_PLAYER_SLOTS');
  });

  it('shows the rules that can refuse before a time is picked', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 70, playersPerDay: 6 });
    await postBooking(ctx.app, m.cookie, { time: slotTime(12, '12:00'), players: 2 });
    const body = (
      await get(m.cookie, `clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(12)}`)
    ).json<TeeTimes>();
    const spent = 70 - body.rules.balance;
    expect(spent).toBeGreaterThan(0);
    expect(body.rules).toMatchObject({
      bookingWindowDays: 30,
      lastBookableDate: localDate(30),
      cancellationCutoffHours: 14 * 24,
      playerSlotsLeft: 4,
    });
    expect(body.rules.openPlayRefusal).toBeUndefined();
    const spa = (
      await get(m.cookie, `clubId=151&courseId=${DEMO_COURSE.heathGrill}&date=${localDate(12)}`)
    ).json<TeeTimes>();
    expect(spa.rules.playerSlotsLeft).toBeNull();
  });

  it('tells a rounds member at an Open Play club why they cannot book there', async () => {
    const cookie = await sessionCookieFor(ctx, 'rounds@example.com');
    const body = (
      await get(cookie, `clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(5)}`)
    ).json<TeeTimes>();
    expect(body.rules.openPlayRefusal).toBe('rounds_member');
    expect(body.rules.balance).toBe(0);
    const open = body.slots.filter((s) => s.freePlaces > 0 && s.reason !== 'past');
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((s) => s.reason === 'open_play_unavailable')).toBe(true);
    expect(body.notice).toBe('OPEN_PLAY_UNAVAILABLE');
  });

  it('tells a member without Open Play points, and one whose package has none, why', async () => {
    const noLots = await createMember(ctx.database.db, { homePoints: 500 });
    const disabled = await createMember(ctx.database.db, {
      homePoints: 500,
      flexiPointsAllowed: false,
      lots: [{ points: 500, expiresAt: new Date(Date.now() + 200 * 86_400_000) }],
    });
    const withLots = await createMember(ctx.database.db, {
      homePoints: 0,
      lots: [{ points: 500, expiresAt: new Date(Date.now() + 200 * 86_400_000) }],
    });
    const at563 = async (cookie: string) =>
      (await get(cookie, `clubId=563&courseId=${DEMO_COURSE.oakmere}&date=${localDate(5)}`)).json<TeeTimes>();
    expect((await at563(noLots.cookie)).rules.openPlayRefusal).toBe('no_open_play_points');
    expect((await at563(disabled.cookie)).rules.openPlayRefusal).toBe('open_play_disabled');
    const paying = await at563(withLots.cookie);
    expect(paying.rules.openPlayRefusal).toBeUndefined();
    expect(paying.rules.balance).toBe(500);
    expect(paying.slots.some((s) => s.bookable)).toBe(true);
  });

  it('books a table for six at the restaurant; golf and spa parties stay at four', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 900 });
    const dining = await get(
      m.cookie,
      `clubId=151&courseId=${DEMO_COURSE.heathGrill}&date=${localDate(6)}&players=6`,
    );
    expect(dining.statusCode).toBe(200);
    const slot = dining.json<TeeTimes>().slots.find((s) => s.bookable)!;
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: { clubId: 151, courseId: DEMO_COURSE.heathGrill, time: slot.time, players: 6, juniors: 0 },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().NumberOfPeople).toBe(6);
    const spa = await get(
      m.cookie,
      `clubId=563&courseId=${DEMO_COURSE.oakmereSpa}&date=${localDate(6)}&players=5`,
    );
    expect(spa.statusCode).toBe(400);
    expect(spa.json().fields.players).toBeDefined();
    const golf = await postBooking(ctx.app, m.cookie, { time: slotTime(6, '12:00'), players: 6 });
    expect(golf.statusCode).toBe(400);
    expect(golf.json().fields.players).toBeDefined();
    const tooMany = await get(
      m.cookie,
      `clubId=151&courseId=${DEMO_COURSE.heathGrill}&date=${localDate(6)}&players=13`,
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('never asks golf’s required notes of a spa booking', async () => {
    const m = await createMember(ctx.database.db, { homeClubId: 563, homePoints: 900 });
    const day = (
      await get(m.cookie, `clubId=563&courseId=${DEMO_COURSE.oakmereSpa}&date=${localDate(6)}`)
    ).json<TeeTimes>();
    const slot = day.slots.find((s) => s.bookable)!;
    const spa = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: {
        clubId: 563,
        courseId: DEMO_COURSE.oakmereSpa,
        time: slot.time,
        players: 1,
        juniors: 0,
        treatment: 'thermal-suite',
      },
    });
    expect(spa.statusCode).toBe(201);
    const golf = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: {
        clubId: 563,
        courseId: DEMO_COURSE.oakmere,
        time: slotTime(6, '12:00'),
        players: 1,
        juniors: 0,
      },
    });
    expect(golf.statusCode).toBe(400);
    expect(golf.json().code).toBe('NOTES_REQUIRED');
  });

  it('lists spa and dining against their own schedules', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const spa = (
      await get(cookie, `clubId=563&courseId=${DEMO_COURSE.oakmereSpa}&date=${localDate(4)}`)
    ).json<TeeTimes>();
    expect(spa.slots).toHaveLength(10);
    const dining = (
      await get(cookie, `clubId=151&courseId=${DEMO_COURSE.heathGrill}&date=${localDate(4)}`)
    ).json<TeeTimes>();
    expect(dining.slots[0]?.freePlaces).toBe(24);
  });

  it('refuses bad input with a clear message', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const d = localDate(5);
    const players = await get(cookie, `clubId=151&courseId=${DEMO_COURSE.heath}&date=${d}&players=5`);
    expect(players.statusCode).toBe(400);
    expect(players.json().fields.players).toBeDefined();
    const juniors = await get(
      cookie,
      `clubId=151&courseId=${DEMO_COURSE.heath}&date=${d}&players=2&juniors=3`,
    );
    expect(juniors.statusCode).toBe(400);
    expect(juniors.json().fields.juniors).toEqual({ code: 'validation.juniorsMoreThanPlayers' });
    expect((await get(cookie, `clubId=151&courseId=${DEMO_COURSE.heath}&date=2026-02-30`)).statusCode).toBe(
      400,
    );
    expect((await get(cookie, `clubId=151&courseId=999999&date=${d}`)).statusCode).toBe(404);
    const foreign = await get(cookie, `clubId=151&courseId=${DEMO_COURSE.oakmere}&date=${d}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('COURSE_NOT_FOUND');
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${d}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
