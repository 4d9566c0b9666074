import { describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, localDate, newKey, slotTime } from './booking-fixtures';
import { befriend, createPlayer } from './buddy-fixtures';
import { statementsAtTheDriver } from './driver-statements';
import { useTestApp } from './helpers';

/**
 * Issue 24 §2: what a plain booking costs the database in round trips, counted at the driver (every
 * `query` a pooled client sends, BEGIN and COMMIT included) while `POST /api/bookings` is answered. A
 * budget, not a timing: a change that adds a statement to the request's path fails here and says which.
 */
describe('POST /api/bookings round trips (PostgreSQL)', () => {
  const sent = statementsAtTheDriver();
  // After the hook: every pooled client the app makes sends through it.
  const ctx = useTestApp();

  async function countedBooking(body: object, cookie: string) {
    sent.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie, 'idempotency-key': newKey() },
      payload: body,
    });
    return { res, statements: [...sent] };
  }

  it('books a member alone in two statements and no transaction of its own: the unlocked read, then the locked check-and-write; nothing after the commit', async () => {
    const member = await createMember(ctx.database.db, { homePoints: 1_000 });
    const body = {
      clubId: 151,
      courseId: DEMO_COURSE.heath,
      time: slotTime(5, '11:00'),
      players: 1,
      juniors: 0,
    };
    // The first booking warms the club's reference cache and the session cache, as a running server is.
    expect(
      (await countedBooking({ ...body, time: slotTime(5, '11:10') }, member.cookie)).res.statusCode,
    ).toBe(201);
    const { res, statements } = await countedBooking(body, member.cookie);
    expect(res.statusCode).toBe(201);
    expect(statements.length, statements.map((s) => s.slice(0, 80)).join('\n')).toBeLessThanOrEqual(2);
    expect(statements.filter((s) => /^(begin|commit)/i.test(s))).toEqual([]);
    expect(statements.filter((s) => s === 'booking_alone')).toHaveLength(1);
  });

  it('books a start outside a ballot day’s window in the same two statements: the ballot is not read', async () => {
    // The seed's Heath course keeps Saturday's 07:00–09:00 for its ballot: the next Saturday at least two
    // days ahead, at 11:00.
    const saturday = [2, 3, 4, 5, 6, 7, 8].find(
      (days) => new Date(`${localDate(days)}T12:00:00Z`).getUTCDay() === 6,
    );
    const member = await createMember(ctx.database.db, { homePoints: 1_000 });
    const body = { clubId: 151, courseId: DEMO_COURSE.heath, players: 1, juniors: 0 };
    expect(
      (await countedBooking({ ...body, time: slotTime(saturday ?? 2, '11:10') }, member.cookie)).res
        .statusCode,
    ).toBe(201);
    const { res, statements } = await countedBooking(
      { ...body, time: slotTime(saturday ?? 2, '11:20') },
      member.cookie,
    );
    expect(saturday).toBeDefined();
    expect(res.statusCode).toBe(201);
    expect(statements, statements.map((s) => s.slice(0, 80)).join('\n')).toHaveLength(2);
    expect(statements.some((s) => /from "ballots"/.test(s))).toBe(false);
  });

  it('refuses a member alone a start that is full already in one statement, without a lock', async () => {
    const db = ctx.database.db;
    const time = slotTime(5, '13:00');
    const body = { clubId: 151, courseId: DEMO_COURSE.heath, time, players: 4, juniors: 0 };
    const first = await createMember(db, { homePoints: 1_000 });
    expect((await countedBooking(body, first.cookie)).res.statusCode).toBe(201);
    const late = await createMember(db, { homePoints: 1_000 });
    // Signed in a moment before, as a member at 07:00 is: their session is in the session cache.
    await ctx.app.inject({ method: 'GET', url: '/api/member/summary', headers: { cookie: late.cookie } });
    const { res, statements } = await countedBooking({ ...body, players: 1 }, late.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_FULL');
    expect(statements, statements.map((s) => s.slice(0, 80)).join('\n')).toHaveLength(1);
    expect(statements[0]).toBe('booking_alone_inputs');
  });

  it('books a party in its transaction: the alone path is not tried', async () => {
    const db = ctx.database.db;
    const booker = await createPlayer(db, { homePoints: 1_000 });
    const buddy = await createPlayer(db, { homePoints: 1_000 });
    await befriend(ctx.app, booker, buddy);
    const body = {
      clubId: 151,
      courseId: DEMO_COURSE.heath,
      time: slotTime(5, '12:00'),
      players: 2,
      juniors: 0,
      buddies: [buddy.target],
    };
    const { res, statements } = await countedBooking(body, booker.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(statements.some((s) => /^begin/i.test(s))).toBe(true);
    expect(statements.filter((s) => s.includes('fairway_lock_and_claim('))).toHaveLength(1);
    expect(statements.filter((s) => s === 'booking_alone')).toEqual([]);
  });
});
