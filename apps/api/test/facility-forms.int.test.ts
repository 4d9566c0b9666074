import type { Booking, TeeTimes } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, homePointsOf, localDate, newKey, placesTaken, slotTime } from './booking-fixtures';
import { useTestApp } from './helpers';

/** Issue 11 §1: the spa books a treatment, a hotel a stay of nights, training a session, passes a quantity. */
describe('each facility books like itself', () => {
  const ctx = useTestApp();
  const book = (cookie: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie, 'idempotency-key': newKey() },
      payload,
    });
  const day = (cookie: string, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/teetimes?${query}`, headers: { cookie } });
  const spa = (extra: object) => ({
    clubId: 563,
    courseId: DEMO_COURSE.oakmereSpa,
    time: slotTime(5, '14:00'),
    players: 2,
    juniors: 0,
    ...extra,
  });
  const extra = (courseId: number, more: { time: string; [field: string]: unknown }) => ({
    clubId: 151,
    courseId,
    players: 1,
    juniors: 0,
    ...more,
  });

  /** A refusal with its code, and nothing written: the member's points and the slot's places unchanged. */
  async function expectRefused(
    member: { id: string; cookie: string },
    payload: { courseId: number; time: string; [field: string]: unknown },
    status: number,
    code: string,
  ) {
    const points = await homePointsOf(ctx.database.db, member.id);
    const taken = await placesTaken(ctx.database.db, payload.courseId, payload.time);
    const res = await book(member.cookie, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await homePointsOf(ctx.database.db, member.id)).toBe(points);
    expect(await placesTaken(ctx.database.db, payload.courseId, payload.time)).toBe(taken);
  }

  it('the spa prices its times by the treatment and books it; none asked for is the club’s first', async () => {
    const m = await createMember(ctx.database.db, { homeClubId: 563, homePoints: 200 });
    const q = `clubId=563&courseId=${DEMO_COURSE.oakmereSpa}&date=${localDate(5)}&players=2`;
    const byDefault = (await day(m.cookie, q)).json<TeeTimes>();
    const byFacial = (await day(m.cookie, `${q}&treatment=signature-facial`)).json<TeeTimes>();
    expect(byDefault.slots[0]?.cost).toBe(28); // the first treatment, Swedish massage: 2 guests × 14 points
    expect(byFacial.slots[0]?.cost).toBe(24); // 2 guests × 12 points
    expect((await day(m.cookie, `${q}&treatment=nope`)).json().code).toBe('UNKNOWN_TREATMENT');

    await expectRefused(m, spa({ treatment: 'hot-stones' }), 400, 'UNKNOWN_TREATMENT');
    await expectRefused(m, spa({ treatment: 'Bad Id!' }), 400, 'VALIDATION');

    const res = await book(m.cookie, spa({ treatment: 'signature-facial' }));
    expect(res.statusCode).toBe(201);
    const booking = res.json<Booking>();
    expect(booking).toMatchObject({
      BookingType: 1,
      Cost: 24,
      Details: { Treatment: { Name: 'Signature facial', Minutes: 50 } },
    });
    expect(await homePointsOf(ctx.database.db, m.id)).toBe(200 - 24);
    const upcoming = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/upcoming',
      headers: { cookie: m.cookie },
    });
    expect(upcoming.json<Booking[]>().find((b) => b.Id === booking.Id)?.Details).toEqual({
      Treatment: { Name: 'Signature facial', Minutes: 50 },
    });
    // A client that sends no treatment books the first, at the price it was shown.
    const plain = await book(m.cookie, spa({ time: slotTime(5, '15:00') }));
    expect(plain.json<Booking>()).toMatchObject({
      Cost: 28,
      Details: { Treatment: { Name: 'Swedish massage', Minutes: 60 } },
    });
  });

  it('a treatment’s minimum age refuses a younger booker on the day; no date of birth is not refused', async () => {
    const young = await createMember(ctx.database.db, { homeClubId: 563, homePoints: 200 });
    const seventeen = new Date(Date.now() - 17.5 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    await ctx.database.db.update(members).set({ dateOfBirth: seventeen }).where(eq(members.id, young.id));
    const deepTissue = spa({ treatment: 'deep-tissue', players: 1 });
    await expectRefused(young, deepTissue, 422, 'TREATMENT_MIN_AGE');
    const refused = await book(young.cookie, deepTissue);
    expect(refused.json().params).toEqual({ treatment: 'Deep tissue massage', age: 18 });
    // Old enough for a treatment from 16.
    expect((await book(young.cookie, spa({ treatment: 'signature-facial', players: 1 }))).statusCode).toBe(
      201,
    );
    const unknownAge = await createMember(ctx.database.db, { homeClubId: 563, homePoints: 200 });
    expect((await book(unknownAge.cookie, deepTissue)).statusCode).toBe(201);
  });

  it('a hotel stay takes a check-in date and 1 to 7 nights, each night priced', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 500 });
    const checkIn = slotTime(9, '15:00');
    const q = `clubId=151&courseId=${DEMO_COURSE.hotel}&date=${localDate(9)}&players=1`;
    expect((await day(m.cookie, `${q}&nights=3`)).json<TeeTimes>().slots[0]?.cost).toBe(90);
    await expectRefused(
      m,
      extra(DEMO_COURSE.hotel, { time: checkIn, nights: 8 }),
      400,
      'NIGHTS_OUT_OF_RANGE',
    );
    const res = await book(m.cookie, extra(DEMO_COURSE.hotel, { time: checkIn, nights: 3 }));
    expect(res.statusCode).toBe(201);
    expect(res.json<Booking>()).toMatchObject({ BookingType: 2, Cost: 90, Details: { Nights: 3 } });
    expect(await homePointsOf(ctx.database.db, m.id)).toBe(500 - 90);
  });

  it('a stay holds its room every night: a full later night refuses it, and cancelling frees every night', async () => {
    const db = ctx.database.db;
    // Beyond the club's 14-day cancellation cut-off, so the bookings here can be cancelled online.
    const nightTwo = slotTime(21, '15:00');
    const fillers = [4, 4, 2];
    const filled: { cookie: string; id: number }[] = [];
    for (const players of fillers) {
      const f = await createMember(db, { homePoints: 500 });
      const res = await book(f.cookie, extra(DEMO_COURSE.hotel, { time: nightTwo, players, nights: 1 }));
      expect(res.statusCode).toBe(201);
      filled.push({ cookie: f.cookie, id: res.json<Booking>().Id });
    }
    expect(await placesTaken(db, DEMO_COURSE.hotel, nightTwo)).toBe(10);

    const m = await createMember(db, { homePoints: 500 });
    const checkIn = slotTime(20, '15:00');
    const q = `clubId=151&courseId=${DEMO_COURSE.hotel}&date=${localDate(20)}&players=2&nights=2`;
    const listed = (await day(m.cookie, q)).json<TeeTimes>().slots[0];
    expect(listed).toMatchObject({ freePlaces: 0, bookable: false, reason: 'full' });
    const oneNight = (await day(m.cookie, q.replace('nights=2', 'nights=1'))).json<TeeTimes>().slots[0];
    expect(oneNight?.freePlaces).toBe(10);
    const stay = extra(DEMO_COURSE.hotel, { time: checkIn, players: 2, nights: 2 });
    await expectRefused(m, stay, 409, 'SLOT_FULL');
    expect(await placesTaken(db, DEMO_COURSE.hotel, nightTwo)).toBe(10);

    // Two rooms free up on night two: the stay fits, and takes both nights.
    const last = filled[2]!;
    const cancel = (cookie: string, id: number) =>
      ctx.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: { cookie }, payload: {} });
    expect((await cancel(last.cookie, last.id)).statusCode).toBe(200);
    const booked = await book(m.cookie, stay);
    expect(booked.statusCode).toBe(201);
    expect(await placesTaken(db, DEMO_COURSE.hotel, checkIn)).toBe(2);
    expect(await placesTaken(db, DEMO_COURSE.hotel, nightTwo)).toBe(10);
    // Cancelling the stay frees its room on both nights.
    expect((await cancel(m.cookie, booked.json<Booking>().Id)).statusCode).toBe(200);
    expect(await placesTaken(db, DEMO_COURSE.hotel, checkIn)).toBe(0);
    expect(await placesTaken(db, DEMO_COURSE.hotel, nightTwo)).toBe(8);
  });

  it('personal training is one person; guest passes a quantity up to the club’s limit; nights only for stays', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 500 });
    const session = extra(DEMO_COURSE.training, { time: slotTime(4, '10:00') });
    await expectRefused(m, { ...session, players: 2 }, 400, 'QUANTITY_OUT_OF_RANGE');
    await expectRefused(m, { ...session, nights: 1 }, 400, 'VALIDATION');
    expect((await book(m.cookie, session)).statusCode).toBe(201);

    const passes = extra(DEMO_COURSE.guestPasses, { time: slotTime(4, '08:00'), players: 3 });
    const res = await book(m.cookie, passes);
    expect(res.statusCode).toBe(201);
    expect(res.json<Booking>()).toMatchObject({ NumberOfPeople: 3, Cost: 24 });
    expect(res.json<Booking>().Details).toBeUndefined();
  });

  it('a restaurant books only the table sizes it offers (Oakmere: 2, 4, 6, 8); nothing is written otherwise', async () => {
    const m = await createMember(ctx.database.db, { homeClubId: 563, homePoints: 200 });
    const table = (players: number) => ({
      clubId: 563,
      courseId: DEMO_COURSE.orangery,
      time: slotTime(5, '19:30'),
      players,
      juniors: 0,
    });
    for (const players of [1, 5, 7]) {
      await expectRefused(m, table(players), 400, 'TABLE_SIZE_NOT_OFFERED');
    }
    const refused = await book(m.cookie, table(5));
    expect(refused.json()).toMatchObject({
      params: { courseName: 'The Orangery', sizes: '2, 4, 6, 8' },
      fields: { players: expect.anything() },
    });
    const q = `clubId=563&courseId=${DEMO_COURSE.orangery}&date=${localDate(5)}`;
    expect((await day(m.cookie, `${q}&players=3`)).json().code).toBe('TABLE_SIZE_NOT_OFFERED');
    expect((await day(m.cookie, `${q}&players=6`)).statusCode).toBe(200);
    const six = await book(m.cookie, table(6));
    expect(six.statusCode).toBe(201);
    expect(six.json<Booking>()).toMatchObject({ BookingType: 4, NumberOfPeople: 6 });
  });

  it('an adults-only spa refuses juniors, and writes nothing; adults alone book', async () => {
    const m = await createMember(ctx.database.db, { homeClubId: 563, homePoints: 200 });
    // Its own time: the other spa tests fill 14:00.
    const at = { time: slotTime(6, '16:00') };
    await expectRefused(m, spa({ ...at, players: 2, juniors: 1 }), 400, 'SPA_ADULTS_ONLY');
    await expectRefused(m, spa({ ...at, players: 1, juniors: 1 }), 400, 'SPA_ADULTS_ONLY');
    const q = `clubId=563&courseId=${DEMO_COURSE.oakmereSpa}&date=${localDate(6)}&players=2`;
    expect((await day(m.cookie, `${q}&juniors=1`)).json().code).toBe('SPA_ADULTS_ONLY');
    expect((await book(m.cookie, spa({ ...at, players: 2, juniors: 0 }))).statusCode).toBe(201);
  });

  it('the calendar file: a stay spans its nights, a treatment its minutes, and each file names the party in its facility’s word', async () => {
    // A member at each club: Foxhill Heath (151) has the hotel and passes, Oakmere Park (563) the spa.
    const foxhill = await createMember(ctx.database.db, { homeClubId: 151, homePoints: 900 });
    const m = await createMember(ctx.database.db, { homeClubId: 563, homePoints: 900 });
    const made = async (cookie: string, payload: object) => {
      const res = await book(cookie, payload);
      expect(res.statusCode).toBe(201);
      return res.json<Booking>();
    };
    const eventOf = async (b: Booking) => {
      const cookie = b.ClubId === 151 ? foxhill.cookie : m.cookie;
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/bookings/${b.Id}/calendar.ics`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      const component = new ICAL.Component(ICAL.parse(res.body));
      return new ICAL.Event(component.getFirstSubcomponent('vevent')!);
    };
    const minutesOf = (event: ICAL.Event) =>
      (event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000;

    // A 3-night stay checking in 12 days ahead: all-day, from the check-in day to the check-out day.
    const stay = await made(foxhill.cookie, {
      clubId: 151,
      courseId: DEMO_COURSE.hotel,
      time: slotTime(12, '15:00'),
      players: 2,
      juniors: 0,
      nights: 3,
    });
    const stayEvent = await eventOf(stay);
    expect(stayEvent.startDate.isDate).toBe(true);
    expect(stayEvent.startDate.toString()).toBe(localDate(12));
    expect(stayEvent.endDate.toString()).toBe(localDate(15));
    expect(stayEvent.description).toContain('Guests: 2');
    expect(stayEvent.description).toContain('Nights: 3');
    expect(stayEvent.description).not.toContain('Players');

    // A 45-minute treatment lasts 45 minutes from its start.
    const treatment = await made(m.cookie, {
      clubId: 563,
      courseId: DEMO_COURSE.oakmereSpa,
      time: slotTime(7, '10:00'),
      players: 1,
      juniors: 0,
      treatment: 'deep-tissue',
    });
    const spaEvent = await eventOf(treatment);
    expect(spaEvent.startDate.toJSDate().toISOString()).toBe(treatment.Date);
    expect(minutesOf(spaEvent)).toBe(45);
    expect(spaEvent.description).toContain('Guests: 1');
    expect(spaEvent.description).toContain('Deep tissue massage (45 min)');
    expect(spaEvent.description).not.toContain('Players');

    // Dining counts covers; guest passes count passes.
    const table = await made(m.cookie, {
      clubId: 563,
      courseId: DEMO_COURSE.orangery,
      time: slotTime(7, '19:00'),
      players: 4,
      juniors: 0,
    });
    const tableEvent = await eventOf(table);
    expect(tableEvent.description).toContain('Covers: 4');
    expect(minutesOf(tableEvent)).toBe(120);
    const passes = await made(foxhill.cookie, {
      clubId: 151,
      courseId: DEMO_COURSE.guestPasses,
      time: slotTime(7, '08:00'),
      players: 3,
      juniors: 0,
    });
    expect((await eventOf(passes)).description).toContain('Guest passes: 3');
  });
});
