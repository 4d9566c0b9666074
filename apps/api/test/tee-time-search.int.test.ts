import type { TeeTimeSearchReply, TeeTimes } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '../src/lib/time';
import { invalidateReference } from '../src/modules/courses';
import { forgetCourseSheets } from '../src/modules/teetimes';
import { findTaken } from '../src/modules/teetimes/search-repository';
import { createMember, localDate, postBooking, slotTime, TZ } from './booking-fixtures';
import { befriend, createPlayer } from './buddy-fixtures';
import { useTestApp } from './helpers';
import { holdPlayer, partyOf } from './party-hold-fixtures';

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
  it('property: the availability projection equals the tee sheet after random bookings, cancellations and holds', async () => {
    const db = ctx.database.db;
    const days = 25; // beyond Foxhill's 14-day cancellation cut-off, inside its 30-day window
    const starts = ['13:00', '13:10', '13:20', '13:30'].map((hhmm) => slotTime(days, hhmm));
    const bookers = await Promise.all([1, 2, 3].map(() => createMember(db, { homePoints: 5_000 })));
    const { booker: holder, buddies } = await partyOf(ctx.app, db, [true], 5_000);
    const watcher = await createMember(db, { homePoints: 5_000 });
    const live: { id: number; cookie: string }[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom('book', 'book', 'cancel', 'hold'),
            start: fc.nat(3),
            players: fc.integer({ min: 1, max: 3 }),
            who: fc.nat(2),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (actions) => {
          for (const a of actions) {
            if (a.kind === 'book') {
              const b = bookers[a.who]!;
              const res = await postBooking(ctx.app, b.cookie, {
                time: starts[a.start]!,
                players: a.players,
                notes: 'x',
              });
              if (res.statusCode === 201) live.push({ id: res.json().Id, cookie: b.cookie });
            } else if (a.kind === 'cancel' && live.length > 0) {
              const [gone] = live.splice(a.who % live.length, 1);
              await ctx.app.inject({
                method: 'POST',
                url: `/api/bookings/${gone!.id}/cancel`,
                headers: { cookie: gone!.cookie },
                payload: {},
              });
            } else if (a.kind === 'hold') {
              await holder.api.book({
                clubId: 151,
                courseId: 15101,
                time: starts[a.start]!,
                players: 2,
                juniors: 0,
                buddies: [buddies[0]!.target],
              });
            }
          }
          const now = new Date();
          const projected = await findTaken(db, {
            courseIds: [15101],
            from: new Date(starts[0]!),
            to: new Date(Date.parse(starts[3]!) + 60_000),
            now,
          });
          const sheet = await ctx.app.inject({
            method: 'GET',
            url: `/api/teetimes?clubId=151&courseId=15101&date=${localDate(days)}&players=1`,
            headers: { cookie: watcher.cookie },
          });
          const found = await searchOk(
            watcher.cookie,
            `date=${localDate(days)}&from=13:00&to=13:30&radiusKm=1`,
          );
          const listed = found.Results.find((r) => r.CourseId === 15101)?.Times ?? [];
          for (const start of starts) {
            const [truth] = (
              (await db.execute(sql`
                select
                  (select coalesce(sum(number_of_people), 0) from bookings
                    where course_id = 15101 and starts_at = ${start}::timestamptz and cancelled_at is null)::int
                  + (select coalesce(sum(places), 0) from party_holds
                    where course_id = 15101 and starts_at = ${start}::timestamptz and state = 'open'
                      and expires_at > ${now.toISOString()}::timestamptz)::int
                  + (select coalesce(sum(places), 0) from waitlist_offers
                    where course_id = 15101 and starts_at = ${start}::timestamptz and state = 'open'
                      and expires_at > ${now.toISOString()}::timestamptz)::int as taken`)) as unknown as {
                rows: { taken: number }[];
              }
            ).rows;
            const taken = Number(truth!.taken);
            expect(projected.get(`15101:${Date.parse(start)}`)?.taken ?? 0, start).toBe(taken);
            const slot = sheet.json<TeeTimes>().slots.find((s) => s.time === start)!;
            expect(slot.freePlaces, start).toBe(4 - taken);
            const time = listed.find((t) => t.Time === start);
            if (taken < 4) expect(time?.FreePlaces, start).toBe(4 - taken);
            else expect(time, start).toBeUndefined();
          }
        },
      ),
      { numRuns: 12, seed: Number(process.env.FC_SEED ?? Date.now() % 100_000) },
    );
  });

  /**
   * The central promise, on the seeded network: for random members and searches, every time shown
   * Bookable books through POST /api/bookings, and a start of a listed course inside the window that the
   * search left out is refused by the write.
   */
  it('property: a Bookable time books; a start left out is refused by the booking write', async () => {
    const db = ctx.database.db;
    const today = localDateOf(new Date(), TZ);
    let booked = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          days: fc.integer({ min: 0, max: 33 }),
          fromHour: fc.integer({ min: 6, max: 15 }),
          span: fc.integer({ min: 0, max: 4 }),
          players: fc.integer({ min: 1, max: 4 }),
          juniorShare: fc.integer({ min: 0, max: 3 }),
          homePoints: fc.integer({ min: 0, max: 30 }),
          openPlay: fc.integer({ min: 0, max: 30 }),
          playersPerDay: fc.integer({ min: 1, max: 6 }),
          expired: fc.boolean(),
          radiusKm: fc.integer({ min: 1, max: 60 }),
          maxCost: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
          pick: fc.nat(),
        }),
        async (p) => {
          const juniors = Math.min(p.juniorShare, p.players - 1);
          const m = await createMember(db, {
            homePoints: p.homePoints,
            lots: p.openPlay ? [{ points: p.openPlay, expiresAt: new Date(Date.now() + 90 * DAY) }] : [],
            playersPerDay: p.playersPerDay,
            membershipExpires: p.expired ? new Date(Date.now() - DAY) : null,
          });
          const date = localDate(p.days);
          const from = `${String(p.fromHour).padStart(2, '0')}:00`;
          const to = `${String(p.fromHour + p.span).padStart(2, '0')}:30`;
          const query = `date=${date}&from=${from}&to=${to}&players=${p.players}&juniors=${juniors}&radiusKm=${p.radiusKm}${p.maxCost === undefined ? '' : `&maxCost=${p.maxCost}`}&limit=50`;
          const body = await searchOk(m.cookie, query);
          const bookable = body.Results.flatMap((r) =>
            r.Times.filter((t) => t.Bookable).map((t) => ({ r, t })),
          );
          // First, a start of the home club's golf courses in the window that the search left out is refused.
          for (const courseId of [15101, 15102]) {
            const day = await ctx.app.inject({
              method: 'GET',
              url: `/api/teetimes?clubId=151&courseId=${courseId}&date=${date}&players=${p.players}&juniors=${juniors}`,
              headers: { cookie: m.cookie },
            });
            if (day.statusCode !== 200) continue;
            const listed = new Set(
              body.Results.filter((r) => r.CourseId === courseId).flatMap((r) => r.Times.map((t) => t.Time)),
            );
            const local = (iso: string) =>
              new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit' }).format(
                new Date(iso),
              );
            const leftOut = day
              .json<TeeTimes>()
              .slots.filter((s) => !listed.has(s.time) && local(s.time) >= from && local(s.time) <= to)
              .filter((s) => p.maxCost === undefined || s.cost <= p.maxCost);
            if (leftOut.length === 0) continue;
            const s = leftOut[p.pick % leftOut.length]!;
            const res = await postBooking(ctx.app, m.cookie, {
              clubId: 151,
              courseId,
              time: s.time,
              players: p.players,
              juniors,
              notes: 'Player names and handicaps',
            });
            expect(
              res.statusCode,
              `${query} left out ${courseId} ${s.time} (${today}): ${res.body}`,
            ).toBeGreaterThanOrEqual(400);
            refused++;
          }
          // One bookable time books (chosen at random); the member's state changes after it, so one a run.
          if (bookable.length > 0) {
            const { r, t } = bookable[p.pick % bookable.length]!;
            const res = await postBooking(ctx.app, m.cookie, {
              clubId: r.ClubId,
              courseId: r.CourseId,
              time: t.Time,
              players: p.players,
              juniors,
              notes: 'Player names and handicaps',
            });
            expect(res.statusCode, `${query} ${r.CourseId} ${t.Time}: ${res.body}`).toBe(201);
            expect(res.json().Cost).toBe(t.Cost);
            booked++;
          }
        },
      ),
      { numRuns: 30, seed: Number(process.env.FC_SEED ?? Date.now() % 100_000) },
    );
    expect(booked).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
