import { type TeeTimeSearchReply, ZTeeTimeSearchQuery, ZTeeTimeSearchReply } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replySerializerCompiler } from '../src/lib/reply-serializer';
import { invalidateReference } from '../src/modules/courses';
import { forgetCourseSheets, searchTeeTimes } from '../src/modules/teetimes';
import { createMember, localDate, postBooking } from './booking-fixtures';
import { befriend, createPlayer } from './buddy-fixtures';
import { useTestApp } from './helpers';
import { holdPlayer } from './party-hold-fixtures';

const DAY = 86_400_000;

/** The next Saturday at least `min` days ahead, as days from today (club-local). */
function saturdayAhead(min: number): number {
  for (let d = min; d < min + 7; d++) {
    if (new Date(`${localDate(d)}T12:00:00Z`).getUTCDay() === 6) return d;
  }
  throw new Error('no Saturday');
}

describe('GET /api/teetimes/search', () => {
  const ctx = useTestApp();
  const search = (cookie: string, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/teetimes/search?${query}`, headers: { cookie } });
  const searchOk = async (cookie: string, query: string) => {
    const res = await search(cookie, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TeeTimeSearchReply>();
  };

  it('answers a visitor 401 and bad input 400 VALIDATION with field errors', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/teetimes/search?date=${localDate(3)}` });
    expect(visitor.statusCode).toBe(401);
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    for (const [query, field] of [
      [`date=${localDate(3)}&radiusKm=900`, 'radiusKm'],
      [`date=${localDate(3)}&from=10:00&to=09:00`, 'to'],
      [`date=${localDate(3)}&lat=51.5`, 'lng'],
      [`date=${localDate(3)}&sort=random`, 'sort'],
      [`date=${localDate(3)}&cursor=bm90LW91cnM`, 'cursor'],
      ['date=2026-02-30', 'date'],
    ] as const) {
      const res = await search(m.cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION' });
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
  });

  it('sends the very bytes the route’s compiled serializer wrote of the reply objects, for varied searches', async () => {
    // The route writes the reply as JSON text itself (search-reply.ts); before, the search answered objects
    // and the contract schema's compiled writer (production) serialised them.
    const serialize = replySerializerCompiler(false)({ schema: ZTeeTimeSearchReply } as never) as (
      data: unknown,
    ) => string;
    const m = await createMember(ctx.database.db, { homePoints: 1000 });
    const ballotDay = saturdayAhead(3);
    const queries = [
      `date=${localDate(5)}&players=2`,
      `date=${localDate(9)}&from=08:00&to=10:00&players=3&radiusKm=48`,
      `date=${localDate(12)}&radiusKm=150&sort=cheapest&maxCost=12`,
      `date=${localDate(4)}&sort=nearest&limit=3&juniors=1&players=2`,
      `date=${localDate(ballotDay)}&from=06:00&to=11:00`,
      `date=${localDate(6)}&lat=0&lng=0&radiusKm=10`,
    ];
    let listed = 0;
    for (const query of queries) {
      const first = await search(m.cookie, query);
      expect(first.statusCode, first.body).toBe(200);
      const pages = [[query, first.body]];
      const cursor = first.json<TeeTimeSearchReply>().NextCursor;
      if (cursor)
        pages.push([`${query}&cursor=${cursor}`, (await search(m.cookie, `${query}&cursor=${cursor}`)).body]);
      for (const [q, body] of pages) {
        const parsed = ZTeeTimeSearchQuery.parse(Object.fromEntries(new URLSearchParams(q)));
        const objects = await searchTeeTimes(ctx.database.db, {
          memberId: m.id,
          query: parsed,
          party: [],
          consented: true,
        });
        expect(body, q).toBe(serialize(objects));
        expect(body, q).toBe(JSON.stringify(objects));
        listed += objects.Results.reduce((n, r) => n + r.Times.length, 0);
      }
    }
    expect(listed).toBeGreaterThan(100);
  });

  it('lists the courses around the home club with their times in the window, the home club at 0 km', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 1000 });
    const body = await searchOk(m.cookie, `date=${localDate(5)}&from=09:00&to=10:00&players=2&radiusKm=30`);
    const home = body.Results.filter((r) => r.ClubId === 151);
    expect(home.length).toBeGreaterThan(0);
    expect(home[0]!.DistanceKm).toBe(0);
    for (const r of body.Results) {
      expect(r.DistanceKm).toBeLessThanOrEqual(30);
      expect(r.Times.length).toBeGreaterThan(0);
      for (const t of r.Times) expect(t.LocalTime >= '09:00' && t.LocalTime <= '10:00').toBe(true);
    }
  });

  it('lists a ballot’s starts as not bookable with SLOT_IN_BALLOT, and the write refuses them so', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 1000 });
    const days = saturdayAhead(8);
    const body = await searchOk(m.cookie, `date=${localDate(days)}&from=07:00&to=09:30&radiusKm=1`);
    const champ = body.Results.find((r) => r.CourseId === 15101);
    const held = champ?.Times.filter((t) => !t.Bookable) ?? [];
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((t) => t.Reason === 'SLOT_IN_BALLOT' && t.LocalTime < '09:00')).toBe(true);
    expect(champ!.Times.some((t) => t.Bookable && t.LocalTime >= '09:00')).toBe(true);
    const refused = await postBooking(ctx.app, m.cookie, {
      courseId: 15101,
      time: held[0]!.Time,
      players: 1,
    });
    expect(refused.json().code).toBe('SLOT_IN_BALLOT');
  });

  it('drops times above maxCost, sorts by the chosen key and pages with a stable cursor', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 1000 });
    const base = `date=${localDate(4)}&from=08:00&to=12:00&players=2&radiusKm=80`;
    const all = await searchOk(m.cookie, `${base}&limit=50`);
    const costs = all.Results.flatMap((r) => r.Times.map((t) => t.Cost)).sort((a, b) => a - b);
    const ceiling = costs[Math.floor(costs.length / 2)]!;
    const capped = await searchOk(m.cookie, `${base}&limit=50&maxCost=${ceiling}`);
    expect(capped.Results.flatMap((r) => r.Times).every((t) => t.Cost <= ceiling)).toBe(true);
    expect(capped.Results.flatMap((r) => r.Times).length).toBeLessThan(costs.length + 1);

    for (const sort of ['soonest', 'nearest', 'cheapest'] as const) {
      const pages: TeeTimeSearchReply['Results'] = [];
      let cursor: string | null = null;
      do {
        const page: TeeTimeSearchReply = await searchOk(
          m.cookie,
          `${base}&sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.Results.length).toBeLessThanOrEqual(3);
        pages.push(...page.Results);
        cursor = page.NextCursor;
      } while (cursor);
      const whole = await searchOk(m.cookie, `${base}&sort=${sort}&limit=50`);
      expect(pages.map((r) => r.CourseId)).toEqual(whole.Results.map((r) => r.CourseId));
      const key = (r: TeeTimeSearchReply['Results'][number]) =>
        sort === 'nearest'
          ? r.DistanceKm
          : sort === 'cheapest'
            ? Math.min(...r.Times.map((t) => t.Cost))
            : Date.parse(r.Times[0]!.Time);
      const keys = whole.Results.map(key);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    }
  });

  it('pages before judging: with early starts full, every page is what judging every course gives', async () => {
    const db = ctx.database.db;
    // Open Play points too: the other clubs of the network are theirs to book.
    const m = await createMember(db, {
      homePoints: 1000,
      lots: [{ points: 1000, expiresAt: new Date(Date.now() + 300 * DAY) }],
    });
    const date = localDate(6);
    const base = `date=${date}&from=08:00&to=09:00&players=3&radiusKm=35`;
    const whole0 = await searchOk(m.cookie, `${base}&limit=50`);
    // Fewer courses than a page of 50: that reply judged every course in the radius (the reference).
    expect(whole0.Results.length).toBeGreaterThan(6);
    expect(whole0.Results.length).toBeLessThan(50);
    // Fill the first starts of every other course (by its first time), so best keys and results differ.
    const firsts = whole0.Results.filter((_, i) => i % 2 === 0).map((r) => [r.CourseId, r.Times[0]!.Time]);
    for (const [courseId, time] of firsts) {
      await db.execute(sql`
        insert into slot_occupancy (course_id, starts_at, capacity, places_taken)
        values (${courseId}, ${time}::timestamptz, 4, 2)
        on conflict (course_id, starts_at) do update set places_taken = 2`);
    }
    // Written outside a request: told as such code tells it (the search keeps course-days by this rule).
    await ctx.app.readCache.written();
    for (const sort of ['soonest', 'nearest', 'cheapest'] as const) {
      const whole = await searchOk(m.cookie, `${base}&sort=${sort}&limit=50`);
      for (const [courseId, time] of firsts) {
        const r = whole.Results.find((x) => x.CourseId === courseId);
        expect(r?.Times.some((t) => t.Time === time) ?? false).toBe(false);
      }
      for (const limit of [1, 2, 5]) {
        const pages: TeeTimeSearchReply['Results'] = [];
        let cursor: string | null = null;
        do {
          const page: TeeTimeSearchReply = await searchOk(
            m.cookie,
            `${base}&sort=${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          );
          pages.push(...page.Results);
          cursor = page.NextCursor;
        } while (cursor);
        expect(pages).toEqual(whole.Results);
      }
    }
  });

  it('orders course-days from the kept tee sheets: a schedule change shows once they are forgotten (or within 30 s)', async () => {
    const db = ctx.database.db;
    const m = await createMember(db, { homePoints: 1000 });
    const date = localDate(8);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const query = `date=${date}&from=05:00&to=06:00&players=1&radiusKm=1`;
    expect((await searchOk(m.cookie, query)).Results).toEqual([]);
    const before = (await db.execute(sql`
      select season, first_start_minute as first from course_schedules
      where course_id = 15101 and day_of_week = ${weekday}`)) as unknown as {
      rows: { season: string; first: number }[];
    };
    await db.execute(sql`
      update course_schedules set first_start_minute = 300 where course_id = 15101 and day_of_week = ${weekday}`);
    invalidateReference(db, 151);
    // The sheets are still the kept ones: the course's day has no start in the window yet.
    expect((await searchOk(m.cookie, query)).Results).toEqual([]);
    forgetCourseSheets(db);
    const fresh = await searchOk(m.cookie, query);
    expect(fresh.Results.find((r) => r.CourseId === 15101)?.Times[0]?.LocalTime).toBe('05:00');
    for (const row of before.rows) {
      await db.execute(sql`
        update course_schedules set first_start_minute = ${row.first}
        where course_id = 15101 and day_of_week = ${weekday} and season = ${row.season}`);
    }
    invalidateReference(db, 151);
    forgetCourseSheets(db);
  });

  it('with buddies lists only what the whole party may book: consent, and each payer’s own wallet', async () => {
    const db = ctx.database.db;
    const booker = await createPlayer(db, { homePoints: 500 });
    const rich = await createPlayer(db, { homePoints: 500 });
    const poor = await createPlayer(db, { homePoints: 0 });
    const stranger = await createPlayer(db, { homePoints: 500 });
    await befriend(ctx.app, booker, rich);
    await befriend(ctx.app, booker, poor);
    const base = `date=${localDate(6)}&from=10:00&to=11:00&players=2&radiusKm=1`;
    const withRich = await searchOk(booker.cookie, `${base}&buddies=${rich.target}`);
    const times = withRich.Results.flatMap((r) => r.Times.filter((t) => t.Bookable));
    expect(times.length).toBeGreaterThan(0);
    // The poor buddy pays their own share from nothing at all: nothing is listed.
    expect((await searchOk(booker.cookie, `${base}&buddies=${poor.target}`)).Results).toEqual([]);
    // Without an accepted buddy link, nothing either (the write would refuse BUDDY_CONSENT_REQUIRED).
    expect((await searchOk(booker.cookie, `${base}&buddies=${stranger.target}`)).Results).toEqual([]);
    // A listed time books with that buddy.
    const r = withRich.Results[0]!;
    const res = await postBooking(ctx.app, booker.cookie, {
      clubId: r.ClubId,
      courseId: r.CourseId,
      time: r.Times[0]!.Time,
      players: 2,
      buddies: [rich.target],
    });
    expect(res.statusCode, res.body).toBe(201);
    // A buddy who asks to be asked: the time is listed, and booking it holds the places (202).
    const asker = await holdPlayer(ctx.app, db, { asks: true });
    await befriend(ctx.app, booker, asker);
    const withAsker = await searchOk(booker.cookie, `${base}&buddies=${asker.target}`);
    const held = withAsker.Results[0]!;
    const hold = await postBooking(ctx.app, booker.cookie, {
      clubId: held.ClubId,
      courseId: held.CourseId,
      time: held.Times[held.Times.length - 1]!.Time,
      players: 2,
      buddies: [asker.target],
    });
    expect(hold.statusCode, hold.body).toBe(202);
  });

  /**
   * The projection the search reads (the booking write's slot_occupancy and the live held places, in one
   * statement) equals the tee sheet: after random bookings, cancellations and party holds, each start's
   * taken places are the bookings' players not cancelled plus the places live holds keep, and the search's
   * FreePlaces equal the course-day listing's.
   */
});
