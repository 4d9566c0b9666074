import { beforeAll, describe, expect, it } from 'vitest';
import { instantAt, localParts } from '../src/lib/time';
import { DEMO_COURSE } from '../src/seed/courses';
import { TZ, writeSnapshot } from './booking-fixtures';
import { createPlayer } from './buddy-fixtures';
import { statementsAtTheDriver } from './driver-statements';
import { sessionCookieFor, useTestApp } from './helpers';
import { freshDate, lineApi, makeLine, travel } from './line-fixtures';

const MIN = 60_000;

/**
 * Issue 45 §3: the admitted booking is the hot path of a release line's opening. It is a member booking
 * alone like any other: the unlocked read (which carries the line's gate) and the one statement that locks,
 * takes the booker's live turn, claims the key and writes; no transaction of its own. A member whose turn it is not
 * is refused in the same statements, nothing written. Counted at the driver, as the round-trips budget is.
 */
describe('a booking in a release line’s turn (PostgreSQL)', () => {
  const sent = statementsAtTheDriver();
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const at = (date: string, hhmm: string) =>
    instantAt(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), TZ).toISOString();
  const booking = (date: string, hhmm = '10:00') => ({
    clubId: 151,
    courseId: DEMO_COURSE.woodland,
    time: at(date, hhmm),
    players: 1,
    juniors: 0,
  });

  beforeAll(async () => {
    // The Woodland course opens its last day through a line (two hours from now, club wall clock).
    const minute = (localParts(new Date(), TZ).minuteOfDay + 120) % 1440;
    const release = {
      courseId: DEMO_COURSE.woodland,
      at: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
      lineOpensMinutesBefore: 15,
      admitPerMinute: 120,
      turnMinutes: 3,
    };
    const cookie = await sessionCookieFor(ctx, 'staff@example.com');
    const url = '/api/staff/clubs/151/content';
    const current = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { cookie },
      payload: { ...current.json<Record<string, unknown>>(), release: [release] },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('books the admitted member alone, takes the turn in that statement, and refuses the next in line the same way', async () => {
    const date = freshDate();
    const now = Date.now();
    const { id } = await makeLine(db(), {
      date,
      gathersAt: new Date(now - MIN),
      opensAt: new Date(now + 15 * MIN),
      admitPerMinute: 1,
      turnMinutes: 3,
    });
    const members = await Promise.all([1, 2].map(() => createPlayer(db(), { homePoints: 5000 })));
    for (const m of members) expect((await lineApi(ctx.app, m.cookie).join(id)).statusCode).toBe(201);
    await travel(db(), id, 15 * MIN);
    const mine = await Promise.all(members.map((m) => lineApi(ctx.app, m.cookie).mine(id)));
    const [admitted, waiting] = mine[0]!.json().Position === 1 ? members : [...members].reverse();
    // Each member's session and the club's reference data are warm, as at an opening: a day out of the line.
    for (const m of members) {
      expect((await lineApi(ctx.app, m.cookie).book(booking(freshDate()))).statusCode).toBe(201);
    }

    const before = await writeSnapshot(db());
    sent.length = 0;
    const refused = await lineApi(ctx.app, waiting!.cookie).book(booking(date));
    const refusedStatements = [...sent];
    expect([refused.statusCode, refused.json().code, refused.json().params]).toEqual([
      409,
      'LINE_NOT_YOUR_TURN',
      { Position: 2 },
    ]);
    expect(refusedStatements.filter((s) => /^(begin|commit)/i.test(s))).toEqual([]);
    expect(refusedStatements.filter((s) => s === 'booking_alone')).toHaveLength(1);
    expect(await writeSnapshot(db())).toEqual(before);

    sent.length = 0;
    const booked = await lineApi(ctx.app, admitted!.cookie).book(booking(date));
    const statements = [...sent];
    expect(booked.statusCode, booked.body).toBe(201);
    expect(statements.length, statements.map((s) => s.slice(0, 80)).join('\n')).toBeLessThanOrEqual(2);
    expect(statements.filter((s) => /^(begin|commit)/i.test(s))).toEqual([]);
    expect(statements.filter((s) => s === 'booking_alone')).toHaveLength(1);
    expect((await lineApi(ctx.app, admitted!.cookie).mine(id)).json().State).toBe('Done');
    // The turn stays the booker's until it ends: a second booking in it is made the same way.
    expect((await lineApi(ctx.app, admitted!.cookie).book(booking(date, '10:10'))).statusCode).toBe(201);
  });
});
