import type { TeeTimes } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../src/db/seed/courses';
import { createMember, localDate, newKey, slotTime } from './booking-fixtures';
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
    expect(body.slots.every((s) => s.reason === 'outside_window')).toBe(true);
    expect(body.notice).toBe('OUTSIDE_BOOKING_WINDOW');
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
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: {
        clubId: 151,
        courseId: DEMO_COURSE.heath,
        time: slotTime(11, '12:00'),
        players: 2,
        juniors: 0,
      },
    });
    expect(res.statusCode).toBe(201);
    const body = (
      await get(m.cookie, `clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(11)}`)
    ).json<TeeTimes>();
    expect(body.slots.some((s) => s.reason === 'no_player_slots')).toBe(true);
    expect(body.notice).toBe('NO_PLAYER_SLOTS');
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
