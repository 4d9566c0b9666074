import type { TeeTimeSearchReply, TeeTimes } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '../src/lib/time';
import { findTaken } from '../src/modules/teetimes/search-repository';
import { createMember, localDate, postBooking, slotTime, TZ } from './booking-fixtures';
import { useTestApp } from './helpers';
import { partyOf } from './party-hold-fixtures';

const DAY = 86_400_000;

describe('GET /api/teetimes/search: its properties (the projection is the tee sheet; shown books, hidden is refused)', () => {
  const ctx = useTestApp();
  const search = (cookie: string, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/teetimes/search?${query}`, headers: { cookie } });
  const searchOk = async (cookie: string, query: string) => {
    const res = await search(cookie, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TeeTimeSearchReply>();
  };

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
