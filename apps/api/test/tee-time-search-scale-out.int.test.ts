import type { TeeTimeSearchReply } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMember, localDate, postBooking, slotTime } from './booking-fixtures';
import { useTwoInstances } from './helpers';

const redisUrl = process.env.REDIS_URL ?? null;
const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * The search keeps each course-day's places and each member's inputs in the process while nothing is
 * written (modules/teetimes/kept-reads.ts). Two API instances on one database (and one Redis when
 * REDIS_URL is set): a change made behind both apps' backs shows that instance B answers from what it
 * kept; a booking or a cancellation through instance A is in B's next search once A has replied and B has
 * had the message A sent before replying.
 */
describe.runIf(redisUrl || onPostgres)('the network search across two API instances', () => {
  // Kept reads live the whole test (by time they would run out, or be read ahead, on a slow machine): what B
  // answers from memory then depends on the writes alone.
  const ctx = useTwoInstances(redisUrl, { readCacheMs: 600_000 });
  // Past Foxhill Heath's 14-day cancellation cut-off, inside its 30-day window; its courses only (1 km).
  const day = 25;
  const query = `date=${localDate(day)}&from=13:00&to=13:20&players=2&radiusKm=1`;
  const booked = slotTime(day, '13:10');
  const behind = slotTime(day, '13:20');

  const search = async (app: FastifyInstance, cookie: string) => {
    const res = await app.inject({ url: `/api/teetimes/search?${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TeeTimeSearchReply>();
  };
  const freeAt = async (app: FastifyInstance, cookie: string, time: string) =>
    (await search(app, cookie)).Results.find((r) => r.CourseId === 15101)?.Times.find((t) => t.Time === time)
      ?.FreePlaces ?? 0;
  /** Until B has had the message of A's write (the reply left once it was sent; B acts as it arrives). */
  const heard = async (b: FastifyInstance, generation: number) =>
    expect.poll(() => b.readCache.generation, { timeout: 2_000 }).toBeGreaterThan(generation);

  it('shows a booking and a cancellation on instance A in the next search on instance B', async () => {
    const [a, b] = ctx.apps as [FastifyInstance, FastifyInstance];
    const db = ctx.database.db;
    const watcher = await createMember(db, { homePoints: 1_000 });
    const before = await freeAt(b, watcher.cookie, booked);
    const beforeBehind = await freeAt(b, watcher.cookie, behind);
    expect(before).toBeGreaterThanOrEqual(2);
    expect(beforeBehind).toBeGreaterThanOrEqual(2);
    // A place taken behind both apps' backs: B still answers from the course-day it keeps.
    await db.execute(sql`
      insert into slot_occupancy (course_id, starts_at, capacity, places_taken)
      values (15101, ${behind}::timestamptz, 4, 1)
      on conflict (course_id, starts_at) do update set places_taken = slot_occupancy.places_taken + 1`);
    expect(await freeAt(b, watcher.cookie, behind)).toBe(beforeBehind);

    // The booker's points pay for exactly one booking of the party (the cost as B lists it).
    const cost = (await search(b, watcher.cookie)).Results.find((r) => r.CourseId === 15101)?.Times.find(
      (t) => t.Time === booked,
    )?.Cost;
    expect(cost).toBeGreaterThan(0);
    const booker = await createMember(db, { homePoints: cost! });
    expect(await freeAt(b, booker.cookie, booked)).toBe(before);

    let generation = b.readCache.generation;
    const made = await postBooking(a, booker.cookie, { time: booked, players: 2 });
    expect(made.statusCode, made.body).toBe(201);
    await heard(b, generation);
    expect(await freeAt(b, watcher.cookie, booked)).toBe(before - 2);
    // Everything of that moment was read again, the change behind the apps' backs too.
    expect(await freeAt(b, watcher.cookie, behind)).toBe(beforeBehind - 1);
    // The booker's own inputs too: their points are spent, so nothing is theirs to book now.
    expect((await search(b, booker.cookie)).Results).toEqual([]);

    generation = b.readCache.generation;
    const cancelled = await a.inject({
      method: 'POST',
      url: `/api/bookings/${made.json<{ Id: number }>().Id}/cancel`,
      headers: { cookie: booker.cookie },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    await heard(b, generation);
    expect(await freeAt(b, watcher.cookie, booked)).toBe(before);
    expect(await freeAt(b, booker.cookie, booked)).toBe(before);

    await db.execute(sql`
      update slot_occupancy set places_taken = places_taken - 1
      where course_id = 15101 and starts_at = ${behind}::timestamptz`);
    for (const app of [a, b]) app.readCache.invalidate();
  });
});
