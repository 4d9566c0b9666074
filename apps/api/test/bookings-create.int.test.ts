import type { Booking } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingDebits, flexiLots, pointsLedger } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, homePointsOf, ledgerSum, newKey, slotTime, writeSnapshot } from './booking-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

describe('POST /api/bookings', () => {
  const ctx = useTestApp();
  const book = (cookie: string, payload: object, key: string | null = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const golf = (days: number, time = '10:00', extra: object = {}) => ({
    clubId: 151,
    courseId: DEMO_COURSE.heath,
    time: slotTime(days, time),
    players: 1,
    juniors: 0,
    ...extra,
  });

  it('books a tee time with home points and answers the Booking with the spec’s wire names', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const res = await book(m.cookie, golf(6, '09:10', { players: 3, juniors: 1, notes: 'Bring the buggy' }));
    expect(res.statusCode).toBe(201);
    const b = res.json<Booking>();
    expect(b).toMatchObject({
      BookingType: 0,
      ClubId: 151,
      ClubName: 'Foxhill Heath Golf Club',
      CourseId: DEMO_COURSE.heath,
      Date: slotTime(6, '09:10'),
      NumberOfPeople: 3,
      OfWhichJuniors: 1,
      BookedByUsername: m.email,
      Notes: 'Bring the buggy',
      CancellationNotes: null,
      ConfirmationStatus: 'NotConfirmed',
      Cancelled: false,
      Expired: false,
      ExtraDetails: null,
      CostUnit: 'points',
    });
    expect(b.BookingRef).toMatch(/^FW[A-Z2-9]{6}$/);
    expect(b.ConfirmationCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(await homePointsOf(ctx.database.db, m.id)).toBe(100 - b.Cost);
    const rows = await ctx.database.db.select().from(pointsLedger).where(eq(pointsLedger.bookingId, b.Id));
    expect(rows).toMatchObject([{ type: 'Home Booking', homeDelta: -b.Cost, flexiDelta: 0 }]);
  });

  it('confirms at once at clubs without manual confirmation', async () => {
    const m = await createMember(ctx.database.db, { homeClubId: 234, homePoints: 100 });
    const res = await book(m.cookie, { ...golf(6), clubId: 234, courseId: 23401 });
    expect(res.json().ConfirmationStatus).toBe('ManualConfirmed');
  });

  it('uses home points first at the home club, then Open Play lots oldest expiry first', async () => {
    const soon = dayjs().add(2, 'month').toDate();
    const later = dayjs().add(9, 'month').toDate();
    const m = await createMember(ctx.database.db, {
      homePoints: 2,
      lots: [
        { points: 20, expiresAt: later },
        { points: 3, expiresAt: soon },
      ],
    });
    const res = await book(m.cookie, golf(7, '10:00', { players: 2 }));
    expect(res.statusCode).toBe(201);
    const cost = res.json<Booking>().Cost;
    const debits = await ctx.database.db
      .select({ lotId: bookingDebits.lotId, points: bookingDebits.points, expiresAt: flexiLots.expiresAt })
      .from(bookingDebits)
      .leftJoin(flexiLots, eq(flexiLots.id, bookingDebits.lotId))
      .where(eq(bookingDebits.bookingId, res.json().Id))
      .orderBy(bookingDebits.id);
    expect(debits.map((d) => [d.lotId === null ? 'home' : d.expiresAt?.getTime(), d.points])).toEqual([
      ['home', 2],
      [soon.getTime(), 3],
      [later.getTime(), cost - 5],
    ]);
    expect(await ledgerSum(ctx.database.db, m.id)).toEqual({ home: 0, flexi: 23 - (cost - 2) });
  });

  it('spends only Open Play points away from home, and only when allowed', async () => {
    const lots = [{ points: 50, expiresAt: dayjs().add(6, 'month').toDate() }];
    const m = await createMember(ctx.database.db, { homePoints: 100, lots });
    const away = { clubId: 259, courseId: 25901, time: slotTime(5), players: 1, juniors: 0 };
    const res = await book(m.cookie, away);
    expect(res.statusCode).toBe(201);
    expect(await homePointsOf(ctx.database.db, m.id)).toBe(100);
    const [row] = await ctx.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.bookingId, res.json().Id));
    expect(row).toMatchObject({ type: 'Open Play Booking', flexiDelta: -res.json().Cost });

    const noFlexi = await createMember(ctx.database.db, { homePoints: 100, lots, flexiPointsAllowed: false });
    const refused = await book(noFlexi.cookie, away);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'NOT_ENOUGH_POINTS', params: { unit: 'points' } });
  });

  it('books spa (1), dining (4) and an extra (2) from the additional bookers', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 300, homeClubId: 563 });
    const spa = await book(m.cookie, {
      clubId: 563,
      courseId: DEMO_COURSE.oakmereSpa,
      time: slotTime(4, '11:00'),
      players: 2,
      juniors: 0,
      notes: 'A, B',
      treatment: 'signature-facial',
    });
    expect(spa.json()).toMatchObject({ BookingType: 1, CourseName: 'The Oakmere Spa' });
    const dining = await book(m.cookie, {
      clubId: 563,
      courseId: DEMO_COURSE.orangery,
      time: slotTime(4, '19:30'),
      players: 4,
      juniors: 0,
      notes: 'A, B',
    });
    expect(dining.json()).toMatchObject({ BookingType: 4, NumberOfPeople: 4 });

    const member = await sessionCookieFor(ctx, 'member@example.com');
    const categories = await ctx.app.inject({
      method: 'GET',
      url: '/api/ecommerce/categories?clubId=151&categoryId=661',
    });
    const hotel = categories.json().Items.find((i: { Title: string }) => i.Title === 'Hotel');
    const extra = await book(member, {
      clubId: 151,
      courseId: hotel.Category,
      time: slotTime(8, '15:00'),
      players: 1,
      juniors: 0,
      nights: 2,
    });
    expect(extra.statusCode).toBe(201);
    expect(extra.json()).toMatchObject({
      BookingType: 2,
      ExtraDetails: { TitleDesc: 'Heath Hotel', Fulfilled: false },
    });
  });

  it('returns the same booking for a retry with the same key and refuses the key with other details', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const key = newKey();
    const first = await book(m.cookie, golf(8, '13:00'), key);
    const again = await book(m.cookie, golf(8, '13:00'), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().Id).toBe(first.json().Id);
    expect(await homePointsOf(ctx.database.db, m.id)).toBe(100 - first.json().Cost);
    const other = await book(m.cookie, golf(8, '13:10'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('books without an Idempotency-Key, each call being a new attempt', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const first = await book(m.cookie, golf(9, '13:00'), null);
    const second = await book(m.cookie, golf(9, '13:10'), null);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().Id).not.toBe(first.json().Id);
    expect(await homePointsOf(ctx.database.db, m.id)).toBe(100 - first.json().Cost - second.json().Cost);
  });

  describe('refuses bad input with a clear message and writes nothing', () => {
    const cases: [
      string,
      () => Promise<{ cookie: string; payload: object; key?: string | null }>,
      number,
      string,
    ][] = [
      [
        'a malformed Idempotency-Key',
        async () => ({ cookie: await mk(), payload: golf(5), key: 'k'.repeat(256) }),
        400,
        'BAD_IDEMPOTENCY_KEY:Idempotency-Key',
      ],
      ['a past time', async () => ({ cookie: await mk(), payload: golf(-1) }), 422, 'SLOT_IN_PAST'],
      [
        'outside the window',
        async () => ({ cookie: await mk(), payload: golf(31) }),
        422,
        'OUTSIDE_BOOKING_WINDOW',
      ],
      [
        '0 players',
        async () => ({ cookie: await mk(), payload: golf(5, '10:00', { players: 0 }) }),
        400,
        'VALIDATION:players',
      ],
      [
        '5 players',
        async () => ({ cookie: await mk(), payload: golf(5, '10:00', { players: 5 }) }),
        400,
        'VALIDATION:players',
      ],
      [
        'juniors > players',
        async () => ({ cookie: await mk(), payload: golf(5, '10:00', { players: 1, juniors: 2 }) }),
        400,
        'VALIDATION:juniors',
      ],
      [
        'an unknown course',
        async () => ({ cookie: await mk(), payload: golf(5, '10:00', { courseId: 999_999 }) }),
        404,
        'COURSE_NOT_FOUND',
      ],
      [
        'another club’s course',
        async () => ({ cookie: await mk(), payload: golf(5, '10:00', { courseId: DEMO_COURSE.oakmere }) }),
        404,
        'COURSE_NOT_FOUND',
      ],
      [
        'a gym',
        async () => ({ cookie: await mk(), payload: { ...golf(5), clubId: 563, courseId: 56304 } }),
        422,
        'NOT_BOOKABLE_ONLINE',
      ],
      [
        'a time that is not a start',
        async () => ({ cookie: await mk(), payload: golf(5, '10:05') }),
        400,
        'UNKNOWN_SLOT:time',
      ],
      [
        'a start one millisecond late',
        async () => ({
          cookie: await mk(),
          payload: { ...golf(5), time: slotTime(5, '10:00').replace('.000Z', '.001Z') },
        }),
        400,
        'UNKNOWN_SLOT:time',
      ],
      [
        'a start with seconds',
        async () => ({
          cookie: await mk(),
          payload: { ...golf(5), time: slotTime(5, '10:00').replace(':00.000Z', ':59.999Z') },
        }),
        400,
        'UNKNOWN_SLOT:time',
      ],
      [
        'missing required notes',
        async () => ({
          cookie: await mk(563),
          payload: { ...golf(5), clubId: 563, courseId: DEMO_COURSE.oakmere },
        }),
        400,
        'NOTES_REQUIRED:notes',
      ],
      [
        'not enough points',
        async () => ({
          cookie: (await createMember(ctx.database.db, { homePoints: 1 })).cookie,
          payload: golf(5),
        }),
        422,
        'NOT_ENOUGH_POINTS',
      ],
    ];
    const mk = async (homeClubId = 151) =>
      (await createMember(ctx.database.db, { homePoints: 200, homeClubId })).cookie;

    it.each(cases)('%s', async (_name, setup, status, expected) => {
      const { cookie, payload, key } = await setup();
      const before = await writeSnapshot(ctx.database.db);
      const res = await book(cookie, payload, key === undefined ? newKey() : key);
      expect(res.statusCode).toBe(status);
      const body = res.json();
      const [code, field] = expected.split(':');
      expect(body.code).toBe(code);
      if (field) expect(body.fields).toHaveProperty([field]);
      expect(await writeSnapshot(ctx.database.db)).toEqual(before);
    });

    it('answers 409 when the slot is full, leaving the earlier bookings alone', async () => {
      const first = await createMember(ctx.database.db, { homePoints: 200 });
      expect((await book(first.cookie, golf(10, '14:00', { players: 3 }))).statusCode).toBe(201);
      const second = await createMember(ctx.database.db, { homePoints: 200 });
      const before = await writeSnapshot(ctx.database.db);
      const res = await book(second.cookie, golf(10, '14:00', { players: 2 }));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('SLOT_FULL');
      expect(await writeSnapshot(ctx.database.db)).toEqual(before);
    });

    it('answers 422 with the player-slots text past the package’s players per day', async () => {
      const m = await createMember(ctx.database.db, { homePoints: 200, playersPerDay: 3 });
      expect((await book(m.cookie, golf(12, '09:00', { players: 2 }))).statusCode).toBe(201);
      const res = await book(m.cookie, golf(12, '11:00', { players: 2 }));
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('NO_PLAYER_SLOTS');
    });
  });

  it('requires a session, and writes nothing without one', async () => {
    const before = await writeSnapshot(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'idempotency-key': 'k' },
      payload: golf(5),
    });
    expect(res.statusCode).toBe(401);
    expect(await writeSnapshot(ctx.database.db)).toEqual(before);
  });
});
