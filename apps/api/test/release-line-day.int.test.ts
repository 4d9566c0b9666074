import type { TeeTimes } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { runLineTick } from '../src/modules/release-lines';
import { DEMO_COURSE } from '../src/seed/courses';
import { createPlayer } from './buddy-fixtures';
import { notificationsDuring, useTestApp } from './helpers';
import { freshDate, lineApi, makeLine, travel } from './line-fixtures';

const MIN = 60_000;

/**
 * The release line's day on either database (the release-lines suite runs on PostgreSQL only).
 */
describe("the release line's day", () => {
  const ctx = useTestApp();

  /**
   * PGlite has one connection: a read outside the transaction that tells a turn waited for that transaction
   * to end, and the server's database stopped for good at the first turn (the e2e line journey hung on it).
   */
  it('tells the member whose turn has come, and the database answers after it', async () => {
    const db = ctx.database.db;
    const { id } = await makeLine(db, {
      date: freshDate(),
      gathersAt: new Date(Date.now() - 10 * MIN),
      opensAt: new Date(Date.now() + 5 * MIN),
    });
    const member = await createPlayer(db, { homePoints: 500 });
    expect((await lineApi(ctx.app, member.cookie).join(id)).statusCode).toBe(201);
    await travel(db, id, 5 * MIN);
    const told = await notificationsDuring(ctx.app, () =>
      runLineTick({ db, notifier: ctx.app.notifier }, new Date(), { makeLines: false }),
    );
    const turns = told.filter(
      (w) => w.notification.type === 10 && (w.notification.action ?? '').startsWith(`release-line:${id}:`),
    );
    expect(turns.map((w) => w.memberId)).toEqual([member.id]);
    const mine = await lineApi(ctx.app, member.cookie).mine(id);
    expect(mine.json()).toMatchObject({ State: 'Admitted', Position: 1 });
  });

  it("lists the day as not bookable while the line admits, except in the caller's own turn, as the write refuses", async () => {
    const db = ctx.database.db;
    const date = freshDate();
    const { id } = await makeLine(db, {
      date,
      gathersAt: new Date(Date.now() - 10 * MIN),
      opensAt: new Date(Date.now() + 5 * MIN),
    });
    const [inTurn, other] = [
      await createPlayer(db, { homePoints: 500 }),
      await createPlayer(db, { homePoints: 500 }),
    ];
    expect((await lineApi(ctx.app, inTurn.cookie).join(id)).statusCode).toBe(201);
    await travel(db, id, 5 * MIN);
    // Read once: the line is ordered (the first ticket's turn starts at the opening).
    expect((await lineApi(ctx.app, inTurn.cookie).get(id)).json().State).toBe('Admitting');
    const sheet = (cookie: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.woodland}&date=${date}&players=1&juniors=0`,
        headers: { cookie },
      });

    const held = (await sheet(other.cookie)).json() as TeeTimes;
    const open = held.slots.filter((s) => s.reason !== 'past' && s.freePlaces > 0);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((s) => !s.bookable && s.reason === 'LINE_NOT_YOUR_TURN')).toBe(true);
    expect(held.notice).toBe('LINE_NOT_YOUR_TURN');
    const refused = await lineApi(ctx.app, other.cookie).book({
      clubId: 151,
      courseId: DEMO_COURSE.woodland,
      time: open[0]!.time,
      players: 1,
      juniors: 0,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LINE_NOT_YOUR_TURN');

    const mine = (await sheet(inTurn.cookie)).json() as TeeTimes;
    expect(mine.slots.some((s) => s.reason === 'LINE_NOT_YOUR_TURN')).toBe(false);
    expect(mine.notice).toBeUndefined();
    const bookable = mine.slots.find((s) => s.bookable);
    const booked = await lineApi(ctx.app, inTurn.cookie).book({
      clubId: 151,
      courseId: DEMO_COURSE.woodland,
      time: bookable!.time,
      players: 1,
      juniors: 0,
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });
});
