import { BOOKING_HOLD_MINUTES_DEFAULT, NOTIFICATION_TYPES, type PartyHold } from '@fairway/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs, members, pointsLedger } from '../src/db/schema';
import { runPartyHoldJob } from '../src/modules/party-holds';
import { deletePersonalRows } from '../src/modules/your-data/erase-service';
import { homePointsOf, placesTaken, slotTime, writeSnapshot } from './booking-fixtures';
import { notificationsDuring, useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';
import {
  holdApi,
  holdCount,
  holdOrFail,
  holdPlayer,
  openHoldPlaces,
  partyOf,
  runHoldOut,
  viewOf,
} from './party-hold-fixtures';
import { slotOf, waitlistApi } from './waitlist-fixtures';

/** Party holds and consent (issue 22 §3): a buddy who asked to be asked is asked before being booked in. */
describe('party holds', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  let day = 10;
  const nextTime = () => slotTime(day++, '11:00');
  const snapshot = async () => (await writeSnapshot(db())) as unknown as Record<string, number>;
  let watcher: { cookie: string } | undefined;
  /** Free places on a start as any member's availability read shows them. */
  const freePlaces = async (time: string) => {
    watcher ??= await holdPlayer(ctx.app, db());
    return waitlistApi(ctx.app, watcher.cookie).freePlaces(time);
  };
  /** Notifications published while `fn` runs. */
  const told = (fn: () => Promise<unknown>) => notificationsDuring(ctx.app, fn);

  it('keeps the preference: off by default, saved and read back; bad bodies are refused and change nothing', async () => {
    const m = await holdPlayer(ctx.app, db());
    expect((await m.api.preferences()).json()).toEqual({ AskBeforeBookingMeIn: false });
    const saved = await m.api.setPreferences({ AskBeforeBookingMeIn: true });
    expect([saved.statusCode, saved.json()]).toEqual([200, { AskBeforeBookingMeIn: true }]);
    expect((await m.api.preferences()).json()).toEqual({ AskBeforeBookingMeIn: true });
    for (const bad of [{}, { AskBeforeBookingMeIn: 'true' }, { AskBeforeBookingMeIn: 1 }, null, []]) {
      const res = await m.api.setPreferences(bad);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION']);
    }
    expect((await m.api.preferences()).json()).toEqual({ AskBeforeBookingMeIn: true });
    const anonymous = holdApi(ctx.app, null);
    expect((await anonymous.preferences()).statusCode).toBe(401);
    expect((await anonymous.setPreferences({ AskBeforeBookingMeIn: false })).statusCode).toBe(401);
  });

  it('holds the places instead of booking (202), counts them in availability, asks the buddy with type 8; the accept books and charges every payer then', async () => {
    const time = nextTime();
    const { booker, buddies } = await partyOf(ctx.app, db(), [true, false]);
    const [asker, easy] = buddies as [(typeof buddies)[0], (typeof buddies)[0]];
    const before = await snapshot();
    let held!: { HoldId: number; ExpiresAt: string; Pending: string[] };
    const seen = await told(async () => {
      held = await holdOrFail(booker, time, 4, [asker, easy]);
    });
    expect(held).toEqual({
      HoldId: expect.any(Number),
      ExpiresAt: expect.any(String),
      Pending: [asker.target],
    });
    const minutes = (Date.parse(held.ExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(BOOKING_HOLD_MINUTES_DEFAULT - 1);
    expect(minutes).toBeLessThanOrEqual(BOOKING_HOLD_MINUTES_DEFAULT);
    // Nothing is booked or paid yet; the places are held from everyone else.
    expect(await snapshot()).toEqual({ ...before, k: before.k! + 1 });
    expect(await freePlaces(time)).toBe(0);
    const other = await holdPlayer(ctx.app, db());
    const raced = await other.api.book({ ...slotOf(time), players: 1 });
    expect([raced.statusCode, raced.json().code]).toEqual([409, 'SLOT_FULL']);
    // Only the buddy who asked is told, with the hold and its expiry in the action.
    expect(seen.map((w) => [w.memberId, w.notification.type, w.notification.action])).toEqual([
      [asker.id, NOTIFICATION_TYPES.partyHoldInvitation, `party-hold:${held.HoldId}:${held.ExpiresAt}`],
    ]);
    // The invitation says what the place costs the buddy (issue 44 §13), and counts in words that agree.
    const eachCosts = (await booker.api.holds()).json().Mine[0].Cost / 4;
    expect(seen[0]!.notification.object.Description).toContain(
      `, using your points (your share: ${eachCosts} points).`,
    );
    expect(seen[0]!.notification.object.Description).toContain(
      `held for ${BOOKING_HOLD_MINUTES_DEFAULT} minutes`,
    );
    const invitations = (await asker.api.holds()).json();
    expect(invitations.Invitations.map((h: PartyHold) => h.HoldId)).toEqual([held.HoldId]);
    expect(invitations.Invitations[0].You).toEqual({
      Target: asker.target,
      Name: 'Test Member',
      Answer: 'Pending',
      PaidByBooker: false,
    });
    expect((await easy.api.holds()).json().Invitations).toEqual([]);
    const mine = (await booker.api.holds()).json().Mine as PartyHold[];
    expect(mine).toEqual([
      expect.objectContaining({
        HoldId: held.HoldId,
        State: 'Open',
        Time: time,
        Players: 4,
        IsBooker: true,
        You: null,
        Pending: [asker.target],
        Buddies: [
          { Target: asker.target, Name: 'Test Member', Answer: 'Pending', PaidByBooker: false },
          { Target: easy.target, Name: 'Test Member', Answer: 'NotAsked', PaidByBooker: false },
        ],
      }),
    ]);
    // A retry of the same request (same key) answers the same hold; another request with it is refused.
    const key = `hold-retry-${held.HoldId}`;
    const later = { ...slotOf(nextTime()), players: 2, buddies: [asker.target] };
    const first = await booker.api.book(later, key);
    const retry = await booker.api.book(later, key);
    expect([first.statusCode, retry.statusCode]).toEqual([202, 202]);
    expect(retry.json()).toEqual(first.json());
    const reused = await booker.api.book({ ...later, players: 3 }, key);
    expect([reused.statusCode, reused.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);

    const points = await Promise.all([booker, asker, easy].map((p) => homePointsOf(db(), p.id)));
    const booked = await told(async () => {
      const accepted = await asker.api.accept(held.HoldId);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ State: 'Booked', Pending: [], BookingId: expect.any(Number) });
    });
    const view = await viewOf(booker, held.HoldId);
    const [booking] = (await booker.api.upcoming())
      .json()
      .filter((b: { Id: number }) => b.Id === view.BookingId);
    expect(booking).toMatchObject({ Date: time, NumberOfPeople: 4 });
    const share = booking.Cost / 4;
    expect(await homePointsOf(db(), booker.id)).toBe(points[0]! - 2 * share);
    expect(await homePointsOf(db(), asker.id)).toBe(points[1]! - share);
    expect(await homePointsOf(db(), easy.id)).toBe(points[2]! - share);
    expect(await placesTaken(db(), slotOf(time).courseId, time)).toBe(4);
    expect(await openHoldPlaces(db(), time)).toBe(0);
    expect(await freePlaces(time)).toBe(0);
    for (const p of [asker, easy]) {
      expect((await p.api.upcoming()).json().map((b: { Id: number }) => b.Id)).toContain(view.BookingId);
    }
    expect(booked.find((w) => w.memberId === booker.id)?.notification.object.Title).toBe(
      'Your party is booked',
    );
    // Accepting again answers the same; nothing more is charged.
    const again = await asker.api.accept(held.HoldId);
    expect([again.statusCode, again.json().State]).toEqual([200, 'Booked']);
    expect(await homePointsOf(db(), asker.id)).toBe(points[1]! - share);
    expect(await invariantViolations(db())).toEqual(noViolations);
  });

  it('with two buddies asking, the first accept only records the answer and the last one books', async () => {
    const time = nextTime();
    const { booker, buddies } = await partyOf(ctx.app, db(), [true, true]);
    const [a, b] = buddies as [(typeof buddies)[0], (typeof buddies)[0]];
    const held = await holdOrFail(booker, time, 3, [a, b]);
    expect(held.Pending).toEqual([a.target, b.target]);
    const first = await a.api.accept(held.HoldId);
    expect(first.json()).toMatchObject({ State: 'Open', Pending: [b.target], BookingId: null });
    expect(await placesTaken(db(), slotOf(time).courseId, time)).toBe(0);
    expect(await freePlaces(time)).toBe(1);
    const last = await b.api.accept(held.HoldId);
    expect(last.json()).toMatchObject({ State: 'Booked', Pending: [] });
    expect(await placesTaken(db(), slotOf(time).courseId, time)).toBe(3);
    expect(await freePlaces(time)).toBe(1);
  });

  it('a decline releases the places at once, tells the booker, and the booker can book without that buddy', async () => {
    const time = nextTime();
    const { booker, buddies } = await partyOf(ctx.app, db(), [true, true]);
    const [a, b] = buddies as [(typeof buddies)[0], (typeof buddies)[0]];
    const held = await holdOrFail(booker, time, 4, [a, b]);
    expect((await a.api.accept(held.HoldId)).statusCode).toBe(200);
    expect(await freePlaces(time)).toBe(0);
    const before = await snapshot();
    const seen = await told(async () => {
      const declined = await b.api.decline(held.HoldId);
      expect([declined.statusCode, declined.json().State]).toEqual([200, 'Declined']);
    });
    expect(await snapshot()).toEqual(before);
    expect(await freePlaces(time)).toBe(4);
    expect(await openHoldPlaces(db(), time)).toBe(0);
    expect(seen.map((w) => [w.memberId, w.notification.action])).toEqual([
      [booker.id, `party-hold:${held.HoldId}`],
    ]);
    expect(seen[0]!.notification.object.Description).toMatch(/^Test Member declined to play in your booking/);
    expect((await viewOf(booker, held.HoldId)).Buddies.map((x) => x.Answer)).toEqual([
      'Accepted',
      'Declined',
    ]);
    // The hold takes no more answers; declining again answers the same.
    const late = await a.api.accept(held.HoldId);
    expect([late.statusCode, late.json().code]).toEqual([409, 'HOLD_CLOSED']);
    expect((await b.api.decline(held.HoldId)).json().State).toBe('Declined');
    expect((await a.api.holds()).json().Invitations).toEqual([]);
    const without = await booker.api.book({ ...slotOf(time), players: 4, buddies: [a.target] });
    expect(without.statusCode).toBe(202);
  });

  it('runs out: past its expiry it holds nothing and takes no answer; the sweep expires it once and tells the booker', async () => {
    const time = nextTime();
    const { booker, buddies } = await partyOf(ctx.app, db(), [true]);
    const [a] = buddies as [(typeof buddies)[0]];
    // The club's own minutes (content booking.holdMinutes).
    const [club] = await db().select({ content: clubs.content }).from(clubs).where(eq(clubs.id, 151));
    const content = club!.content;
    await db()
      .update(clubs)
      .set({ content: { ...content, booking: { ...content.booking, holdMinutes: 3 } } })
      .where(eq(clubs.id, 151));
    const held = await holdOrFail(booker, time, 2, [a]);
    await db().update(clubs).set({ content }).where(eq(clubs.id, 151));
    const minutes = (Date.parse(held.ExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(2);
    expect(minutes).toBeLessThanOrEqual(3);
    expect(await freePlaces(time)).toBe(2);

    await runHoldOut(db(), held.HoldId);
    // Three minutes pass in one statement: an answer kept from before (READ_CACHE_MS, plugins/read-cache)
    // would outlive them only for its own second, which this test does not wait out.
    ctx.app.readCache.invalidate();
    expect(await freePlaces(time)).toBe(4);
    expect((await viewOf(a, held.HoldId)).State).toBe('Expired');
    const late = await a.api.accept(held.HoldId);
    expect([late.statusCode, late.json().code]).toEqual([409, 'HOLD_EXPIRED']);
    expect((await a.api.decline(held.HoldId)).json().code).toBe('HOLD_EXPIRED');
    expect(await placesTaken(db(), slotOf(time).courseId, time)).toBe(0);

    const seen = await told(async () => {
      expect(await runPartyHoldJob({ db: db(), notifier: ctx.app.notifier })).toEqual({ expired: 1 });
      expect(await runPartyHoldJob({ db: db(), notifier: ctx.app.notifier })).toEqual({ expired: 0 });
    });
    expect(seen.map((w) => [w.memberId, w.notification.object.Title])).toEqual([
      [booker.id, 'Booking not made'],
    ]);
    expect(seen[0]!.notification.object.Description).toMatch(/^Not every buddy answered in time/);
    expect(await openHoldPlaces(db(), time)).toBe(0);
  });

  it('a payer who cannot pay when the last buddy accepts fails the hold with the booking’s code: nothing charged, places released, booker told', async () => {
    const time = nextTime();
    const { booker, buddies } = await partyOf(ctx.app, db(), [true]);
    const [a] = buddies as [(typeof buddies)[0]];
    const held = await holdOrFail(booker, time, 2, [a]);
    // The buddy spends their points elsewhere while the hold waits.
    const spent = await homePointsOf(db(), a.id);
    await db().update(members).set({ homePoints: 0 }).where(eq(members.id, a.id));
    await db().insert(pointsLedger).values({ memberId: a.id, type: 'Point Credit', homeDelta: -spent });
    const before = await snapshot();
    const seen = await told(async () => {
      const res = await a.api.accept(held.HoldId);
      expect([res.statusCode, res.json().code]).toEqual([422, 'BUDDY_NOT_ENOUGH_POINTS']);
    });
    expect(await snapshot()).toEqual(before);
    expect(await viewOf(booker, held.HoldId)).toMatchObject({
      State: 'Failed',
      FailureCode: 'BUDDY_NOT_ENOUGH_POINTS',
      BookingId: null,
    });
    expect(await freePlaces(time)).toBe(4);
    expect(seen.map((w) => [w.memberId, w.notification.action])).toEqual([
      [booker.id, `party-hold:${held.HoldId}`],
    ]);
    const again = await a.api.accept(held.HoldId);
    expect([again.statusCode, again.json().code]).toEqual([409, 'HOLD_CLOSED']);
    expect(await invariantViolations(db())).toEqual(noViolations);
  });

  it('only a buddy the hold asks may answer: the booker and a buddy not asked get 403, anyone else 404; nothing written', async () => {
    const time = nextTime();
    const { booker, buddies } = await partyOf(ctx.app, db(), [true, false]);
    const [asker, easy] = buddies as [(typeof buddies)[0], (typeof buddies)[0]];
    const held = await holdOrFail(booker, time, 3, [asker, easy]);
    const stranger = await holdPlayer(ctx.app, db());
    const before = await snapshot();
    const holdRows = async () =>
      (
        (await db().execute(sql`select h.state, b.member_id, b.answer from party_holds h
          join party_hold_buddies b on b.hold_id = h.id where h.id = ${held.HoldId} order by b.position`)) as {
          rows: unknown[];
        }
      ).rows;
    const holdsBefore = await holdRows();
    for (const [who, status, code] of [
      [booker, 403, 'HOLD_NOT_INVITED'],
      [easy, 403, 'HOLD_NOT_INVITED'],
      [stranger, 404, 'HOLD_NOT_FOUND'],
    ] as const) {
      for (const answer of [who.api.accept, who.api.decline]) {
        const res = await answer(held.HoldId);
        expect([res.statusCode, res.json().code]).toEqual([status, code]);
      }
    }
    expect([(await stranger.api.hold(held.HoldId)).statusCode]).toEqual([404]);
    expect((await easy.api.hold(held.HoldId)).json().IsBooker).toBe(false);
    for (const id of ['999999', '0', 'abc', '1.5', '-1', '99999999999']) {
      const res = await asker.api.accept(id);
      expect(res.statusCode).toBe(id === '999999' ? 404 : 400);
      expect(res.json().code).toBe(id === '999999' ? 'HOLD_NOT_FOUND' : 'VALIDATION');
    }
    const anonymous = holdApi(ctx.app, null);
    expect((await anonymous.accept(held.HoldId)).statusCode).toBe(401);
    expect((await anonymous.holds()).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
    expect(await holdRows()).toEqual(holdsBefore);
    expect((await viewOf(asker, held.HoldId)).Pending).toEqual([asker.target]);
  });

  it('refuses a party that could not be booked now with the booking’s own codes, holding nothing', async () => {
    const time = nextTime();
    const { booker, buddies } = await partyOf(ctx.app, db(), [true], 0);
    const [a] = buddies as [(typeof buddies)[0]];
    const stranger = await holdPlayer(ctx.app, db(), { asks: true });
    const before = { ...(await snapshot()), holds: await holdCount(db()) };
    const poor = await booker.api.book({ ...slotOf(time), players: 2, buddies: [a.target] });
    expect([poor.statusCode, poor.json().code]).toEqual([422, 'NOT_ENOUGH_POINTS']);
    const notBuddy = await booker.api.book({ ...slotOf(time), players: 2, buddies: [stranger.target] });
    expect([notBuddy.statusCode, notBuddy.json().code]).toEqual([422, 'BUDDY_CONSENT_REQUIRED']);
    const tooMany = await booker.api.book({ ...slotOf(time), players: 5, buddies: [a.target] });
    expect(tooMany.statusCode).toBe(400);
    const past = await booker.api.book({ ...slotOf(slotTime(-1, '11:00')), players: 2, buddies: [a.target] });
    expect(past.json().code).toBe('SLOT_IN_PAST');
    expect({ ...(await snapshot()), holds: await holdCount(db()) }).toEqual(before);

    // A full start refuses the hold as it refuses a booking.
    const rich = await partyOf(ctx.app, db(), [true]);
    const filler = await holdPlayer(ctx.app, db());
    expect((await filler.api.book({ ...slotOf(time), players: 3 })).statusCode).toBe(201);
    const full = await rich.booker.api.book({
      ...slotOf(time),
      players: 2,
      buddies: [rich.buddies[0]!.target],
    });
    expect([full.statusCode, full.json().code]).toEqual([409, 'SLOT_FULL']);
    expect(await freePlaces(time)).toBe(1);
  });
});

describe('party holds when an account is deleted', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;

  it('a deleted booker’s holds go with their places; a hold asking a deleted buddy ends', async () => {
    const time = slotTime(12, '12:30');
    const first = await partyOf(ctx.app, db(), [true]);
    const second = await partyOf(ctx.app, db(), [true]);
    const byBooker = await holdOrFail(first.booker, time, 2, first.buddies);
    const byBuddy = await holdOrFail(second.booker, time, 2, second.buddies);
    expect(await openHoldPlaces(db(), time)).toBe(4);
    await db().transaction((tx) => deletePersonalRows(tx, first.booker.id));
    expect((await first.buddies[0]!.api.hold(byBooker.HoldId)).statusCode).toBe(404);
    expect(await openHoldPlaces(db(), time)).toBe(2);
    await db().transaction((tx) => deletePersonalRows(tx, second.buddies[0]!.id));
    expect((await viewOf(second.booker, byBuddy.HoldId)).State).toBe('Expired');
    expect(await openHoldPlaces(db(), time)).toBe(0);
  });
});
