import { describe, expect, it } from 'vitest';
import { runLineTick } from '../src/modules/release-lines';
import { createPlayer } from './buddy-fixtures';
import { notificationsDuring, useTestApp } from './helpers';
import { freshDate, lineApi, makeLine, travel } from './line-fixtures';

const MIN = 60_000;

/**
 * The line's tick on the embedded database too (the release-lines suite runs on PostgreSQL only): PGlite has
 * one connection, so a read outside the transaction that tells a turn waited for that transaction to end,
 * and the server's database stopped for good at the first turn (the e2e line journey hung on it).
 */
describe('the release line tick on either database', () => {
  const ctx = useTestApp();

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
});
