import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { runLineTick } from '../src/modules/release-lines';
import { createPlayer } from './buddy-fixtures';
import { databaseUrl } from './global-setup';
import { useTestApp } from './helpers';
import { freshDate, lineApi, makeLine, travel } from './line-fixtures';

const MIN = 60_000;

/**
 * The tick tells turns inside one transaction and must ask nothing of the pool meanwhile: under the
 * rush through the line (`BENCH_MODE=line npm run bench:rush`) every other connection waits on the rows
 * that transaction claimed (the admitted members' bookings mark those tickets Done), so a second
 * connection never comes and the tick, the bookings and the line stopped for good. A pool of one
 * connection shows it: the tick has to finish on it alone.
 */
describe('the release line tick on a pool of one connection', () => {
  const ctx = useTestApp();
  let single: Database;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('this file runs on PostgreSQL (TEST_DATABASE_URL)');
    single = await openDatabase({ driver: 'postgres', url: databaseUrl(url, ctx.database.name), poolMax: 1 });
  });
  afterAll(async () => {
    await single?.close();
  });

  it('tells the member whose turn came, using only the connection its transaction holds', async () => {
    const now = Date.now();
    const { id } = await makeLine(ctx.database.db, {
      date: freshDate(),
      gathersAt: new Date(now - 10 * MIN),
      opensAt: new Date(now + 5 * MIN),
    });
    const member = await createPlayer(ctx.database.db, { homePoints: 5000 });
    expect((await lineApi(ctx.app, member.cookie).join(id)).statusCode).toBe(201);
    await travel(ctx.database.db, id, 5 * MIN);

    const result = await runLineTick({ db: single.db, notifier: ctx.app.notifier }, new Date(), {
      makeLines: false,
    });
    expect(result).toMatchObject({ opened: 1, told: 1 });
    const mine = await lineApi(ctx.app, member.cookie).mine(id);
    expect(mine.json()).toMatchObject({ State: 'Admitted', Position: 1 });
  });
});
