import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ballotStandings, ballots, bookings, members, pointsLedger } from '../src/db/schema';
import { ballotSeedBox } from '../src/lib/secret-box';
import { instantAt } from '../src/lib/time';
import { commitmentOf, drawOrder, runDraw } from '../src/modules/ballots/draw-algorithm';
import { runBallotJob } from '../src/modules/ballots/job';
import { DEMO_COURSE } from '../src/seed/courses';
import { ballotApi, makeBallot, openSaturday } from './ballot-fixtures';
import { homePointsOf, newKey, TZ, writeSnapshot } from './booking-fixtures';
import { befriend, createPlayer, type Player } from './buddy-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

/** Ballots (issue 22 §1): the demo window, entries, the draw, its audit. */
describe('ballots', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const api = (p: Player | string | null) => ballotApi(ctx.app, typeof p === 'object' && p ? p.cookie : p);
  const admin = () => sessionCookieFor(ctx, 'staff@example.com');
  const player = (homePoints = 500) => createPlayer(db(), { homePoints });
  const at = (date: string, hhmm: string) =>
    instantAt(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), TZ).toISOString();

  it('the demo club’s open Saturday has an Open ballot: commitment published, seed hidden, times of the window', async () => {
    const me = await player();
    const date = openSaturday();
    const res = await api(me).list(`clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}`);
    expect(res.statusCode).toBe(200);
    const [ballot] = res.json();
    expect(ballot).toMatchObject({
      ClubId: 151,
      CourseId: DEMO_COURSE.heath,
      Date: date,
      State: 'Open',
      Seed: null,
      Entries: 0,
      MyEntry: null,
    });
    expect(ballot.Commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(ballot.Times).toContain('08:00');
    expect(ballot.Times).toContain('08:50');
    expect(ballot.Times).not.toContain('09:00');
    expect(new Date(ballot.DrawAt).getTime()).toBe(new Date(at(shiftBack(date, 7), '19:00')).getTime());
    // Asking again gives the same ballot (one per course-day).
    const again = await api(me).list(`clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}`);
    expect(again.json()[0].Id).toBe(ballot.Id);
    // Another course, or a weekday without a window: none.
    const woodland = await api(me).list(`clubId=151&courseId=${DEMO_COURSE.woodland}&date=${date}`);
    expect(woodland.json()).toEqual([]);
  });

  it('availability lists the window’s slots as SLOT_IN_BALLOT, and booking one directly is refused with nothing written', async () => {
    const me = await player();
    const date = openSaturday();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}&players=1`,
      headers: { cookie: me.cookie },
    });
    const slots: { time: string; bookable: boolean; reason?: string }[] = res.json().slots;
    expect(slots.find((s) => s.time === at(date, '08:00'))).toMatchObject({
      bookable: false,
      reason: 'SLOT_IN_BALLOT',
    });
    expect(slots.find((s) => s.time === at(date, '08:50'))?.reason).toBe('SLOT_IN_BALLOT');
    expect(slots.find((s) => s.time === at(date, '09:00'))?.reason).not.toBe('SLOT_IN_BALLOT');
    expect(res.json().ballot.drawAt).toBe(at(shiftBack(date, 7), '19:00'));

    const before = await writeSnapshot(db());
    const book = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: me.cookie, 'idempotency-key': newKey() },
      payload: { clubId: 151, courseId: DEMO_COURSE.heath, time: at(date, '08:00'), players: 1, juniors: 0 },
    });
    expect([book.statusCode, book.json().code]).toEqual([409, 'SLOT_IN_BALLOT']);
    expect(book.json().params.drawDate).toBe(shiftBack(date, 7));
    expect(await writeSnapshot(db())).toEqual(before);
  });

  it('enters with a party of buddies; nobody in the party may enter again; the entrant changes or withdraws', async () => {
    const { id, date } = await makeBallot(db());
    const [me, buddy, stranger] = [await player(), await player(), await player()];
    await befriend(ctx.app, me, buddy);
    const entered = await api(me).enter(id, {
      players: 3,
      juniors: 1,
      buddies: [buddy.target],
      preferences: ['09:10', '09:00'],
    });
    expect(entered.statusCode).toBe(201);
    const entry = entered.json();
    expect(entry).toMatchObject({
      IsMine: true,
      Players: 3,
      Juniors: 1,
      Preferences: ['09:10', '09:00'],
      Outcome: 'Pending',
      Time: null,
    });
    expect(entry.EntryId).toMatch(/^[0-9a-f]{32}$/);
    expect(entry.EntryId).not.toContain(me.id.replaceAll('-', ''));
    expect(entry.Buddies).toEqual([{ Target: buddy.target, Name: 'Test Member', Answer: 'NotAsked' }]);

    const again = await api(me).enter(id, { players: 1, preferences: ['09:00'] });
    expect([again.statusCode, again.json().code]).toEqual([409, 'BALLOT_ALREADY_ENTERED']);
    const buddyAlone = await api(buddy).enter(id, { players: 1, preferences: ['09:00'] });
    expect([buddyAlone.statusCode, buddyAlone.json().code]).toEqual([409, 'BALLOT_ALREADY_ENTERED']);
    // The buddy sees the entry, but it is not theirs to withdraw.
    const buddyView = (
      await api(buddy).list(`clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}`)
    ).json()[0];
    expect(buddyView.MyEntry).toMatchObject({ EntryId: entry.EntryId, IsMine: false });
    expect((await api(buddy).withdraw(id)).json().code).toBe('BALLOT_ENTRY_NOT_FOUND');

    const consent = await api(stranger).enter(id, {
      players: 2,
      buddies: [me.target],
      preferences: ['09:00'],
    });
    expect([consent.statusCode, consent.json().code]).toEqual([422, 'BUDDY_CONSENT_REQUIRED']);

    const changed = await api(me).change(id, { players: 1, preferences: ['09:00'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ EntryId: entry.EntryId, Players: 1, Buddies: [] });
    // The buddy left the party with the change, so may enter alone now.
    expect((await api(buddy).enter(id, { players: 1, preferences: ['09:00'] })).statusCode).toBe(201);
    expect((await api(me).withdraw(id)).statusCode).toBe(204);
    expect((await api(me).withdraw(id)).json().code).toBe('BALLOT_ENTRY_NOT_FOUND');
    expect((await api(me).enter(id, { players: 1, preferences: ['09:00'] })).statusCode).toBe(201);
  });

  it('refuses bad input with stable codes and changes nothing', async () => {
    const { id } = await makeBallot(db());
    const me = await player();
    const cases: [
      () => Promise<{ statusCode: number; json: () => { code: string; fields?: object } }>,
      number,
      string,
    ][] = [
      [() => api(me).enter(999999, { players: 1, preferences: ['09:00'] }), 404, 'BALLOT_NOT_FOUND'],
      [() => api(me).enter('abc', { players: 1, preferences: ['09:00'] }), 400, 'VALIDATION'],
      [() => api(me).enter(id, { players: 1, preferences: ['10:00'] }), 400, 'VALIDATION'],
      [() => api(me).enter(id, { players: 1, preferences: ['9:00'] }), 400, 'VALIDATION'],
      [() => api(me).enter(id, { players: 1, preferences: [] }), 400, 'VALIDATION'],
      [() => api(me).enter(id, { players: 1, preferences: ['09:00', '09:00'] }), 400, 'VALIDATION'],
      [
        () =>
          api(me).enter(id, {
            players: 1,
            preferences: ['09:00', '09:10', '09:00', '09:10', '09:00', '09:10'],
          }),
        400,
        'VALIDATION',
      ],
      [() => api(me).enter(id, { players: 5, preferences: ['09:00'] }), 400, 'VALIDATION'],
      [() => api(me).enter(id, { players: 1, juniors: 2, preferences: ['09:00'] }), 400, 'VALIDATION'],
      [
        () => api(me).enter(id, { players: 1, buddies: [me.target], preferences: ['09:00'] }),
        400,
        'VALIDATION',
      ],
      [
        () => api(me).enter(id, { players: 2, buddies: [me.target], preferences: ['09:00'] }),
        422,
        'BUDDY_SELF',
      ],
      [
        () =>
          api(me).enter(id, {
            players: 2,
            buddies: ['00000000-0000-4000-8000-000000000000'],
            preferences: ['09:00'],
          }),
        404,
        'MEMBER_NOT_FOUND',
      ],
      [() => api(null).enter(id, { players: 1, preferences: ['09:00'] }), 401, 'UNAUTHENTICATED'],
      [() => api(me).change(id, { players: 1, preferences: ['09:00'] }), 404, 'BALLOT_ENTRY_NOT_FOUND'],
      [() => api(me).withdraw(999999), 404, 'BALLOT_NOT_FOUND'],
      [() => api(me).withdraw(id), 404, 'BALLOT_ENTRY_NOT_FOUND'],
      [() => api(me).audit(999999), 404, 'BALLOT_NOT_FOUND'],
      [() => api(null).audit(id), 401, 'UNAUTHENTICATED'],
      [() => api(me).list('clubId=151&courseId=15101&date=2026-02-30'), 400, 'VALIDATION'],
      [() => api(me).list('clubId=151&courseId=99999&date=2026-02-03'), 404, 'COURSE_NOT_FOUND'],
      [() => api(me).list('clubId=151&courseId=15101'), 400, 'VALIDATION'],
    ];
    const before = await writeSnapshot(db());
    for (const [call, status, code] of cases) {
      const res = await call();
      expect([res.statusCode, res.json().code], `${status} ${code}`).toEqual([status, code]);
    }
    expect(await writeSnapshot(db())).toEqual(before);
    expect((await api(me).audit(id)).json().Entries).toEqual([]);
  });

  it('one ballot by its id: the caller’s own view (their entry, the seed once drawn); bad ids refused', async () => {
    const { id, seed } = await makeBallot(db(), { times: ['09:00', '09:10'] });
    const [me, other] = [await player(), await player()];
    expect((await api(me).enter(id, { players: 1, preferences: ['09:10'] })).statusCode).toBe(201);
    const mine = (await api(me).one(id)).json();
    expect(mine).toMatchObject({ Id: id, ClubId: 151, State: 'Open', Seed: null, Entries: 1 });
    expect(mine.MyEntry).toMatchObject({ IsMine: true, Preferences: ['09:10'], Outcome: 'Pending' });
    expect((await api(other).one(id)).json().MyEntry).toBeNull();
    for (const [bad, status, code] of [
      [999999, 404, 'BALLOT_NOT_FOUND'],
      ['abc', 400, 'VALIDATION'],
      [0, 400, 'VALIDATION'],
    ] as const) {
      const res = await api(me).one(bad);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    expect((await api(null).one(id)).statusCode).toBe(401);
    expect((await api(await admin()).draw(id)).statusCode).toBe(200);
    const drawn = (await api(me).one(id)).json();
    expect(drawn).toMatchObject({ State: 'Drawn', Seed: seed });
    expect(drawn.MyEntry).toMatchObject({ Outcome: 'Won', Time: '09:10' });
  });

  it('staff draw: members and other clubs’ staff are refused; network staff draw once; the audit recomputes', async () => {
    const { id, date, seed } = await makeBallot(db(), { times: ['09:00', '09:10'] });
    const entrants = await Promise.all(Array.from({ length: 4 }, () => player()));
    for (const p of entrants)
      expect((await api(p).enter(id, { players: 3, preferences: ['09:00', '09:10'] })).statusCode).toBe(201);
    const heard: string[] = [];
    const listen = (w: { memberId: string }) => heard.push(w.memberId);
    ctx.app.notifier.listeners.push(listen);

    expect((await api(entrants[0]!).draw(id)).statusCode).toBe(403);
    await db().update(members).set({ staffClubId: 537 }).where(eq(members.email, 'rounds@example.com'));
    const otherClub = await sessionCookieFor(ctx, 'rounds@example.com');
    expect((await api(otherClub).draw(id)).json().code).toBe('STAFF_CLUB_FORBIDDEN');
    expect((await api(await admin()).draw(999999)).json().code).toBe('BALLOT_NOT_FOUND');

    const drawn = await api(await admin()).draw(id);
    ctx.app.notifier.listeners.splice(ctx.app.notifier.listeners.indexOf(listen), 1);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json()).toMatchObject({ Won: 2, Lost: 2, Ballot: { State: 'Drawn', Seed: seed } });
    expect((await api(await admin()).draw(id)).json().code).toBe('BALLOT_CLOSED');
    expect((await api(entrants[0]!).withdraw(id)).json().code).toBe('BALLOT_CLOSED');
    expect((await api(await player()).enter(id, { players: 1, preferences: ['09:00'] })).json().code).toBe(
      'BALLOT_CLOSED',
    );

    const audit = (await api(entrants[0]!).audit(id)).json();
    expect(audit).toMatchObject({
      Algorithm: 'fairway-ballot-v1',
      Seed: seed,
      Capacity: { '09:00': 4, '09:10': 4 },
      Forfeited: [],
    });
    expect(audit.Commitment).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(JSON.stringify(audit)).not.toContain(entrants[0]!.id);
    const recomputed = runDraw(audit.Seed, audit.Entries, audit.Capacity);
    expect(audit.Order).toEqual(recomputed.order);
    expect(audit.Allocations).toEqual(recomputed.allocations);
    expect(audit.Allocations.map((a: { Time: string | null }) => a.Time)).toEqual([
      '09:00',
      '09:10',
      null,
      null,
    ]);

    // Winners are booked and paid; everyone heard; losers' runs grow, winners' reset.
    for (const p of entrants) {
      const mine = (await api(p).list(`clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}`)).json()[0]
        .MyEntry;
      const [booking] = await db()
        .select({ id: bookings.id, people: bookings.numberOfPeople })
        .from(bookings)
        .where(eq(bookings.bookedBy, p.id));
      const [standing] = await db()
        .select()
        .from(ballotStandings)
        .where(and(eq(ballotStandings.memberId, p.id), eq(ballotStandings.clubId, 151)));
      if (mine.Outcome === 'Won') {
        expect(booking?.people).toBe(3);
        expect(await homePointsOf(db(), p.id)).toBeLessThan(500);
        expect(standing?.consecutiveLosses).toBe(0);
      } else {
        expect(mine).toMatchObject({ Outcome: 'Lost', Time: null });
        expect(booking).toBeUndefined();
        expect(standing?.consecutiveLosses).toBe(1);
      }
      expect(heard).toContain(p.id);
    }
  });

  it('an entry that can no longer pay forfeits and takes no places: the next entry gets them; no loss counted', async () => {
    const { id } = await makeBallot(db(), { times: ['09:00'] });
    const poor = await player();
    const rich = await player();
    const poorEntry = (await api(poor).enter(id, { players: 4, preferences: ['09:00'] })).json().EntryId;
    const richEntry = (await api(rich).enter(id, { players: 4, preferences: ['09:00'] })).json().EntryId;
    // Entered able to pay; spent everything before the draw (ledger and balance kept equal).
    await db().update(members).set({ homePoints: 0 }).where(eq(members.id, poor.id));
    await db().insert(pointsLedger).values({ memberId: poor.id, type: 'Customer Import', homeDelta: -500 });
    // A seed that draws the entry that cannot pay first (found here, then committed as the ballot's).
    const entries = [poorEntry, richEntry].map((EntryId) => ({
      EntryId,
      Weight: 1,
      Players: 4,
      Preferences: ['09:00'],
    }));
    let seed = '';
    for (let i = 0; drawOrder(seed, entries)[0] !== poorEntry || !seed; i++)
      seed = createHash('sha256').update(`s${i}`).digest('hex');
    await db()
      .update(ballots)
      .set({ seed, commitment: commitmentOf(seed) })
      .where(eq(ballots.id, id));
    expect((await api(await admin()).draw(id)).json()).toMatchObject({ Won: 1, Lost: 1 });
    const audit = (await api(rich).audit(id)).json();
    expect(audit.Forfeited).toHaveLength(1);
    expect(
      audit.Allocations.find((a: { EntryId: string }) => a.EntryId === audit.Forfeited[0]).Time,
    ).toBeNull();
    expect(audit.Allocations.filter((a: { Time: string | null }) => a.Time === '09:00')).toHaveLength(1);
    const recomputed = runDraw(audit.Seed, audit.Entries, audit.Capacity, new Set(audit.Forfeited));
    expect(audit.Allocations).toEqual(recomputed.allocations);
    const mine = (await api(poor).one(id)).json().MyEntry;
    expect(mine).toMatchObject({ Outcome: 'Forfeited', Time: null });
    // A forfeit is not a loss: the run is as it was (none), so losing on purpose builds no weight.
    const standing = await db()
      .select()
      .from(ballotStandings)
      .where(and(eq(ballotStandings.memberId, poor.id), eq(ballotStandings.clubId, 151)));
    expect(standing).toEqual([]);
  });

  it('a loser enters the next ballot with more weight', async () => {
    const { id } = await makeBallot(db(), { times: ['09:00'] });
    const [a, b] = [await player(), await player()];
    for (const p of [a, b]) await api(p).enter(id, { players: 4, preferences: ['09:00'] });
    await api(await admin()).draw(id);
    const next = await makeBallot(db(), { times: ['09:00'] });
    for (const p of [a, b]) await api(p).enter(next.id, { players: 1, preferences: ['09:00'] });
    // Before its draw the audit shows counts only; once drawn, the weights the draw used.
    expect((await api(a).audit(next.id)).json()).toMatchObject({ EntryCount: 2, Entries: [] });
    await api(await admin()).draw(next.id);
    const weights = (await api(a).audit(next.id))
      .json()
      .Entries.map((e: { Weight: number }) => e.Weight)
      .sort();
    expect(weights).toEqual([1, 2]);
  });

  it('the job draws a ballot whose time has come, once', async () => {
    const { id, date } = await makeBallot(db(), { times: ['09:00'], drawAt: new Date(Date.now() + 60_000) });
    const me = await player();
    await api(me).enter(id, { players: 1, preferences: ['09:00'] });
    const deps = { db: db(), notifier: ctx.app.notifier, seeds: ballotSeedBox(ctx.app.config) };
    expect((await runBallotJob(deps, new Date())).drawn).toBe(0);
    const later = new Date(Date.now() + 120_000);
    expect((await runBallotJob(deps, later)).drawn).toBe(1);
    expect((await runBallotJob(deps, later)).drawn).toBe(0);
    const mine = (await api(me).list(`clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}`)).json()[0];
    expect(mine).toMatchObject({ State: 'Drawn', MyEntry: { Outcome: 'Won', Time: '09:00' } });
  });

  it('once the demo ballot is drawn, its slots are bookable directly', async () => {
    const me = await player();
    const date = openSaturday();
    const [ballot] = (await api(me).list(`clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}`)).json();
    expect((await api(await admin()).draw(ballot.Id)).statusCode).toBe(200);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}&players=1`,
      headers: { cookie: me.cookie },
    });
    expect(list.json().slots.some((s: { reason?: string }) => s.reason === 'SLOT_IN_BALLOT')).toBe(false);
    expect(list.json().ballot).toBeUndefined();
    const book = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: me.cookie, 'idempotency-key': newKey() },
      payload: { clubId: 151, courseId: DEMO_COURSE.heath, time: at(date, '08:00'), players: 1, juniors: 0 },
    });
    expect(book.statusCode).toBe(201);
  });
});

function shiftBack(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
