import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ballotStandings, ballots, bookings, members } from '../src/db/schema';
import { ballotSeedBox } from '../src/lib/secret-box';
import { commitmentOf, runDraw } from '../src/modules/ballots/draw-algorithm';
import { openSeed } from '../src/modules/ballots/seed';
import { DEMO_COURSE } from '../src/seed/courses';
import { ballotApi, makeBallot, openSaturday } from './ballot-fixtures';
import { homePointsOf, writeSnapshot } from './booking-fixtures';
import { befriend, createPlayer } from './buddy-fixtures';
import { notificationsDuring, sessionCookieFor, useTestApp } from './helpers';
import { holdPlayer, partyOf } from './party-hold-fixtures';

/**
 * Issue 46 §2, §4, §5: a ballot asks a buddy who asked to be asked before the draw may book them, refuses
 * entries the draw could not book (with the booking's codes) and counts no forfeit as a loss, and shows
 * only counts until it is drawn.
 */
describe('ballots: consent, eligibility and a sealed audit', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const api = (cookie: string | null) => ballotApi(ctx.app, cookie);
  const admin = () => sessionCookieFor(ctx, 'staff@example.com');
  const answer = (cookie: string, id: number, what: 'accept' | 'decline') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/ballots/${id}/entries/mine/${what}`,
      headers: { cookie },
    });
  const standingOf = async (memberId: string) =>
    (
      await db()
        .select({ losses: ballotStandings.consecutiveLosses })
        .from(ballotStandings)
        .where(and(eq(ballotStandings.memberId, memberId), eq(ballotStandings.clubId, 151)))
    )[0]?.losses ?? null;
  const bookingsOf = (memberId: string) =>
    db().select({ id: bookings.id }).from(bookings).where(eq(bookings.bookedBy, memberId));

  it('the probe: member@ enters with buddy@ who asked to be asked; the draw books nobody and charges buddy@ nothing until buddy@ accepts', async () => {
    const { id } = await makeBallot(db(), { times: ['09:00'] });
    const { booker: member, buddies } = await partyOf(ctx.app, db(), [true]);
    const buddy = buddies[0]!;
    let entry!: { EntryId: string; Buddies: { Answer: string }[]; AwaitingMe: boolean };
    const told = await notificationsDuring(ctx.app, async () => {
      const res = await api(member.cookie).enter(id, {
        players: 2,
        buddies: [buddy.target],
        preferences: ['09:00'],
      });
      expect(res.statusCode).toBe(201);
      entry = res.json();
    });
    expect(entry.Buddies).toEqual([{ Target: buddy.target, Name: 'Test Member', Answer: 'Pending' }]);
    expect(entry.AwaitingMe).toBe(false);
    // buddy@ is asked (and only buddy@), with a way to the ballot.
    expect(told.map((w) => w.memberId)).toEqual([buddy.id]);
    expect(told[0]!.notification.object.Title).toBe('A buddy entered you in a ballot');
    expect(told[0]!.notification.action).toBe(`ballot:${id}`);
    const seen = (await api(buddy.cookie).one(id)).json().MyEntry;
    expect(seen).toMatchObject({ EntryId: entry.EntryId, IsMine: false, AwaitingMe: true });

    // The draw comes before buddy@ answers: the entry is not drawn, nobody is booked or charged.
    const drawn = await api(await admin()).draw(id);
    expect(drawn.json()).toMatchObject({ Won: 0, Lost: 1 });
    expect(await homePointsOf(db(), buddy.id)).toBe(500);
    expect(await homePointsOf(db(), member.id)).toBe(500);
    expect(await bookingsOf(member.id)).toEqual([]);
    expect((await api(member.cookie).one(id)).json().MyEntry).toMatchObject({ Outcome: 'NotDrawn' });
    // Not drawn is no loss either (and not an input of the draw: the audit has no such entry).
    expect(await standingOf(member.id)).toBeNull();
    const audit = (await api(member.cookie).audit(id)).json();
    expect(audit).toMatchObject({ EntryCount: 0, Entries: [], Order: [] });
  });

  it('once buddy@ accepts, the draw books both and each pays; a buddy who was not asked, or the entrant, cannot answer', async () => {
    const { id } = await makeBallot(db(), { times: ['09:00'] });
    const { booker: member, buddies } = await partyOf(ctx.app, db(), [true, false]);
    const [asker, easy] = buddies as [(typeof buddies)[0], (typeof buddies)[0]];
    const entered = await api(member.cookie).enter(id, {
      players: 3,
      buddies: [asker.target, easy.target],
      preferences: ['09:00'],
    });
    expect(entered.json().Buddies.map((b: { Answer: string }) => b.Answer)).toEqual(['Pending', 'NotAsked']);
    const stranger = await createPlayer(db(), { homePoints: 500 });
    const before = await writeSnapshot(db());
    for (const cookie of [member.cookie, easy.cookie]) {
      const res = await answer(cookie, id, 'accept');
      expect([res.statusCode, res.json().code]).toEqual([403, 'BALLOT_NOT_ASKED']);
    }
    expect((await answer(stranger.cookie, id, 'decline')).json().code).toBe('BALLOT_ENTRY_NOT_FOUND');
    expect(await writeSnapshot(db())).toEqual(before);

    const accepted = await answer(asker.cookie, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ AwaitingMe: false, Outcome: 'Pending' });
    expect(accepted.json().Buddies.map((b: { Answer: string }) => b.Answer)).toEqual([
      'Accepted',
      'NotAsked',
    ]);
    expect((await answer(asker.cookie, id, 'accept')).json().code).toBe('BALLOT_NOT_ASKED');

    expect((await api(await admin()).draw(id)).json()).toMatchObject({ Won: 1, Lost: 0 });
    expect((await api(member.cookie).one(id)).json().MyEntry).toMatchObject({
      Outcome: 'Won',
      Time: '09:00',
    });
    for (const p of [member, asker, easy]) expect(await homePointsOf(db(), p.id)).toBeLessThan(500);
    expect(await bookingsOf(member.id)).toHaveLength(1);
  });

  it('buddy@ declines: the entry is withdrawn and member@ told; buddy@ may enter on their own', async () => {
    const { id } = await makeBallot(db(), { times: ['09:00'] });
    const { booker: member, buddies } = await partyOf(ctx.app, db(), [true]);
    const buddy = buddies[0]!;
    await api(member.cookie).enter(id, { players: 2, buddies: [buddy.target], preferences: ['09:00'] });
    const told = await notificationsDuring(ctx.app, async () => {
      expect((await answer(buddy.cookie, id, 'decline')).statusCode).toBe(204);
    });
    expect(told.map((w) => [w.memberId, w.notification.object.Title])).toEqual([
      [member.id, 'Ballot entry withdrawn'],
    ]);
    expect((await api(member.cookie).one(id)).json()).toMatchObject({ Entries: 0, MyEntry: null });
    expect((await api(buddy.cookie).enter(id, { players: 1, preferences: ['09:00'] })).statusCode).toBe(201);
  });

  it('a buddy who turns "ask me first" on after the entry was made is not booked unasked: the entry forfeits, no loss', async () => {
    const { id } = await makeBallot(db(), { times: ['09:00'] });
    const { booker: member, buddies } = await partyOf(ctx.app, db(), [false]);
    const buddy = buddies[0]!;
    await api(member.cookie).enter(id, { players: 2, buddies: [buddy.target], preferences: ['09:00'] });
    expect((await buddy.api.setPreferences({ AskBeforeBookingMeIn: true })).statusCode).toBe(200);
    expect((await api(await admin()).draw(id)).json()).toMatchObject({ Won: 0, Lost: 1 });
    expect((await api(member.cookie).one(id)).json().MyEntry).toMatchObject({ Outcome: 'Forfeited' });
    expect(await homePointsOf(db(), buddy.id)).toBe(500);
    expect(await bookingsOf(member.id)).toEqual([]);
    expect(await standingOf(member.id)).toBeNull();
  });

  it('refuses entries the draw could not book, with the booking’s own codes, writing nothing', async () => {
    const { id } = await makeBallot(db(), { times: ['09:00', '09:10'] });
    const expired = await holdPlayer(ctx.app, db());
    await db()
      .update(members)
      .set({ membershipExpires: new Date(Date.now() - 86_400_000) })
      .where(eq(members.id, expired.id));
    const unpaid = await holdPlayer(ctx.app, db());
    await db().update(members).set({ completedFirstPayment: false }).where(eq(members.id, unpaid.id));
    const poor = await holdPlayer(ctx.app, db(), { homePoints: 1 });
    const me = await holdPlayer(ctx.app, db());
    for (const b of [expired, poor]) await befriend(ctx.app, me, b);
    const before = await writeSnapshot(db());
    const cases = [
      [expired, { players: 1, preferences: ['09:00'] }, 'MEMBERSHIP_EXPIRED'],
      [unpaid, { players: 1, preferences: ['09:00'] }, 'FIRST_PAYMENT_DUE'],
      [poor, { players: 1, preferences: ['09:00'] }, 'NOT_ENOUGH_POINTS'],
      [me, { players: 2, buddies: [expired.target], preferences: ['09:00'] }, 'MEMBERSHIP_EXPIRED'],
      [me, { players: 2, buddies: [poor.target], preferences: ['09:10'] }, 'BUDDY_NOT_ENOUGH_POINTS'],
    ] as const;
    for (const [who, body, code] of cases) {
      const res = await api(who.cookie).enter(id, body);
      expect([res.statusCode, res.json().code], code).toEqual([422, code]);
    }
    expect(await writeSnapshot(db())).toEqual(before);
    const short = await api(poor.cookie).enter(id, { players: 1, preferences: ['09:00'] });
    expect(short.json().params).toMatchObject({ unit: expect.any(String), cost: expect.any(Number) });
    // A change of an entry is checked the same way (a party the entrant can no longer pay for).
    expect((await api(me.cookie).enter(id, { players: 1, preferences: ['09:00'] })).statusCode).toBe(201);
    const before2 = await writeSnapshot(db());
    const changed = await api(me.cookie).change(id, {
      players: 2,
      buddies: [poor.target],
      preferences: ['09:00'],
    });
    expect(changed.json().code).toBe('BUDDY_NOT_ENOUGH_POINTS');
    expect(await writeSnapshot(db())).toEqual(before2);
    expect((await api(me.cookie).one(id)).json().MyEntry).toMatchObject({ Players: 1, Buddies: [] });
  });

  it('before the draw the audit shows counts only; after it, everything to recompute the draw', async () => {
    const { id, seed } = await makeBallot(db(), { times: ['09:00', '09:10'] });
    const players = await Promise.all(
      Array.from({ length: 3 }, () => createPlayer(db(), { homePoints: 500 })),
    );
    for (const p of players) await api(p.cookie).enter(id, { players: 3, preferences: ['09:10', '09:00'] });
    const open = (await api(players[0]!.cookie).audit(id)).json();
    expect(open).toEqual({
      Algorithm: 'fairway-ballot-v1',
      BallotId: id,
      Commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      Seed: null,
      EntryCount: 3,
      Entries: [],
      Order: [],
      Allocations: [],
      Capacity: {},
      Forfeited: [],
    });
    await api(await admin()).draw(id);
    const drawn = (await api(players[0]!.cookie).audit(id)).json();
    expect(drawn).toMatchObject({ Seed: seed, EntryCount: 3 });
    expect(drawn.Entries).toHaveLength(3);
    const recomputed = runDraw(drawn.Seed, drawn.Entries, drawn.Capacity, new Set(drawn.Forfeited));
    expect(drawn.Order).toEqual(recomputed.order);
    expect(drawn.Allocations).toEqual(recomputed.allocations);
  });

  it('a ballot opened by the server keeps its seed sealed until the draw: a copy of the database does not yield it', async () => {
    const me = await holdPlayer(ctx.app, db());
    const [ballot] = (
      await api(me.cookie).list(`clubId=151&courseId=${DEMO_COURSE.heath}&date=${openSaturday()}`)
    ).json();
    const [row] = await db().select().from(ballots).where(eq(ballots.id, ballot.Id));
    // Stored sealed (AES-GCM under the install's key), not as the 64 hex digits the draw keys come from.
    expect(row!.seed).not.toMatch(/^[0-9a-f]{64}$/);
    expect(row!.seed.startsWith('v1.')).toBe(true);
    const seed = openSeed(ballotSeedBox(ctx.app.config), row!.seed);
    expect(commitmentOf(seed)).toBe(ballot.Commitment);
    expect(row!.seed).not.toContain(seed);
    // Another install's key cannot open it: the draw refuses rather than draw from another seed.
    expect(() =>
      openSeed(ballotSeedBox({ twoFactorKey: 'ab'.repeat(32), dataDir: '/nonexistent' }), row!.seed),
    ).toThrow();
    expect((await api(me.cookie).enter(ballot.Id, { players: 1, preferences: ['08:00'] })).statusCode).toBe(
      201,
    );
    await api(await admin()).draw(ballot.Id);
    const audit = (await api(me.cookie).audit(ballot.Id)).json();
    expect(audit).toMatchObject({ Seed: seed, Commitment: commitmentOf(seed), EntryCount: 1 });
  });
});
