import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { instantAt } from '../src/lib/time';
import { DEMO_COURSE } from '../src/seed/courses';
import { TZ } from './booking-fixtures';
import { createPlayer } from './buddy-fixtures';
import { useTwoInstances } from './helpers';
import { freshDate, lineApi, makeLine, travel } from './line-fixtures';

const MIN = 60_000;

/**
 * Two API instances on one PostgreSQL database (and Redis when REDIS_URL is set) agree on a line: the
 * tickets taken on either, one order however many requests race to make it, the same admissions and
 * turns read on both, one booking for the one live turn, and late places given once each.
 */
describe('release lines across two API instances', () => {
  const instances = useTwoInstances(process.env.REDIS_URL ?? null);
  const on = (i: number) => instances.apps[i % 2] as FastifyInstance;

  it('agree on the order, every admission and every booking refusal', async () => {
    const db = instances.database.db;
    const date = freshDate();
    const now = Date.now();
    const { id } = await makeLine(db, {
      date,
      gathersAt: new Date(now - MIN),
      opensAt: new Date(now + 10 * MIN),
      admitPerMinute: 1,
    });
    const players = await Promise.all(
      Array.from({ length: 20 }, () => createPlayer(db, { homePoints: 5000 })),
    );
    const joined = await Promise.all(players.map((p, i) => lineApi(on(i), p.cookie).join(id)));
    expect(joined.map((r) => r.statusCode)).toEqual(players.map(() => 201));
    // The same member again, on the other instance: one ticket per member.
    const twice = await lineApi(on(1), players[0]!.cookie).join(id);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'LINE_ALREADY_JOINED']);

    await travel(db, id, 10 * MIN);
    // Ten requests on both instances race to open the line: one order.
    const audits = await Promise.all(
      Array.from({ length: 10 }, (_, i) => lineApi(on(i), players[i]!.cookie).audit(id)),
    );
    const order = audits[0]!.json().Order as string[];
    expect(order).toHaveLength(20);
    for (const a of audits) expect(a.json().Order).toEqual(order);

    // Every member's ticket reads the same on both instances; positions are 1..20 once each.
    const views = await Promise.all(
      players.map(async (p) => [
        (await lineApi(on(0), p.cookie).mine(id)).json(),
        (await lineApi(on(1), p.cookie).mine(id)).json(),
      ]),
    );
    for (const [a, b] of views) {
      expect({ ...b, EtaSeconds: 0 }).toEqual({ ...a, EtaSeconds: 0 });
      // Read one after the other: the waits differ by the time between the reads at most.
      expect(Math.abs(a.EtaSeconds - b.EtaSeconds)).toBeLessThanOrEqual(5);
    }
    expect(views.map(([a]) => a.Position).sort((x, y) => x - y)).toEqual(players.map((_, i) => i + 1));
    expect(views.filter(([a]) => a.State === 'Admitted')).toHaveLength(1);

    // Everyone books at once, half on each instance: the one live turn books, the others hear their place.
    const time = instantAt(date, 10 * 60, TZ).toISOString();
    const tries = await Promise.all(
      players.map((p, i) =>
        lineApi(on(i + 1), p.cookie).book({
          clubId: 151,
          courseId: DEMO_COURSE.woodland,
          time,
          players: 1,
          juniors: 0,
        }),
      ),
    );
    const booked = tries.filter((r) => r.statusCode === 201);
    expect(booked).toHaveLength(1);
    const refused = tries.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const [i, r] of tries.entries()) {
      if (r.statusCode === 201) expect(views[i]![0].Position).toBe(1);
      else
        expect(r.json()).toMatchObject({
          code: 'LINE_NOT_YOUR_TURN',
          params: { Position: views[i]![0].Position },
        });
    }

    // Late tickets taken at once on both instances get the next places, once each.
    const late = await Promise.all(Array.from({ length: 6 }, () => createPlayer(db, { homePoints: 500 })));
    const places = await Promise.all(late.map((p, i) => lineApi(on(i), p.cookie).join(id)));
    expect(places.map((r) => r.json().Position).sort((x, y) => x - y)).toEqual([21, 22, 23, 24, 25, 26]);
  });
});
