import { NOTIFICATION_TYPES } from '@fairway/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs, waitlistEntries } from '../src/db/schema';
import { runWaitlistJob } from '../src/modules/waitlist/job';
import { clubWaitlists } from '../src/modules/waitlist/staff-view';
import { homePointsOf, placesTaken, slotTime, writeSnapshot } from './booking-fixtures';
import { createPlayer } from './buddy-fixtures';
import { notificationsDuring, sessionCookieFor, useTestApp } from './helpers';
import { bookOrFail, openOfferPlaces, runOut, slotOf, waitlistApi } from './waitlist-fixtures';

/** Waitlist with timed offers (issue 22 §2): join, offers on freed places, accept, decline, expiry. */
describe('waitlist', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const member = async (homePoints = 500) => {
    const m = await createPlayer(db(), { homePoints });
    return { ...m, api: waitlistApi(ctx.app, m.cookie) };
  };
  /** Notifications published while `fn` runs. */
  const told = (fn: () => Promise<unknown>) => notificationsDuring(ctx.app, fn);
  const offerOf = async (m: { api: ReturnType<typeof waitlistApi> }) => {
    const [entry] = (await m.api.list()).json();
    return entry?.Offer as { Id: number; ExpiresAt: string } | null | undefined;
  };

  it('joins a full start in order; a start with room answers SLOT_HAS_SPACE; one place per member', async () => {
    const time = slotTime(15, '12:00');
    const filler = await member();
    const [a, b] = [await member(), await member()];
    const before = await writeSnapshot(db());
    const early = await a.api.join({ ...slotOf(time), players: 2, juniors: 0 });
    expect([early.statusCode, early.json().code]).toEqual([409, 'SLOT_HAS_SPACE']);
    expect(await writeSnapshot(db())).toEqual(before);
    expect((await a.api.list()).json()).toEqual([]);

    await bookOrFail(filler.api, time, 3);
    const first = await a.api.join({ ...slotOf(time), players: 2, juniors: 1 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ Id: expect.any(Number), Position: 1 });
    const second = await b.api.join({ ...slotOf(time), players: 2, juniors: 0 });
    expect(second.json().Position).toBe(2);
    // One free place stays bookable by anyone: joining for one is refused.
    const one = await b.api.join({ ...slotOf(time), players: 1, juniors: 0 });
    expect([one.statusCode, one.json().code]).toEqual([409, 'SLOT_HAS_SPACE']);
    const again = await a.api.join({ ...slotOf(time), players: 2, juniors: 0 });
    expect([again.statusCode, again.json().code]).toEqual([409, 'WAITLIST_ALREADY_JOINED']);

    expect((await a.api.list()).json()).toEqual([
      {
        Id: first.json().Id,
        ClubId: 151,
        ClubName: 'Foxhill Heath Golf Club',
        CourseId: slotOf(time).courseId,
        CourseName: expect.any(String),
        Time: time,
        Players: 2,
        Juniors: 1,
        Position: 1,
        Offer: null,
      },
    ]);
    // Leaving moves the next party up.
    expect((await a.api.leave(first.json().Id)).statusCode).toBe(204);
    expect((await b.api.list()).json()[0].Position).toBe(1);
    const gone = await a.api.leave(first.json().Id);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'WAITLIST_NOT_FOUND']);
  });

  it('a cancellation holds the freed places for the first party that fits, told at once; others cannot take them; accept books and charges then', async () => {
    const time = slotTime(16, '12:10');
    const holder = await member();
    const [big, small, racer] = [await member(), await member(), await member()];
    const booking = await bookOrFail(holder.api, time, 4);
    expect((await big.api.join({ ...slotOf(time), players: 4, juniors: 0 })).statusCode).toBe(201);
    expect((await small.api.join({ ...slotOf(time), players: 2, juniors: 0 })).statusCode).toBe(201);
    expect((await holder.api.cancel(booking.Id)).statusCode).toBe(200);
    // The holder's four places are freed at once: the party of four is first in line and fits.
    const offer = await offerOf(big);
    expect(offer).toEqual({ Id: expect.any(Number), ExpiresAt: expect.any(String) });
    const minutes = (new Date(offer!.ExpiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await offerOf(small)).toBeNull();
    // Held places count against capacity: the tee sheet shows none free and a booking is refused.
    expect(await racer.api.freePlaces(time)).toBe(0);
    const raced = await racer.api.book(time, 1);
    expect([raced.statusCode, raced.json().code]).toEqual([409, 'SLOT_FULL']);

    const points = await homePointsOf(db(), big.id);
    const accepted = await big.api.accept(offer!.Id);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ Date: time, NumberOfPeople: 4, Cancelled: false });
    expect(await homePointsOf(db(), big.id)).toBe(points - accepted.json().Cost);
    expect(await placesTaken(db(), slotOf(time).courseId, time)).toBe(4);
    expect(await openOfferPlaces(db(), time)).toBe(0);
    expect((await big.api.list()).json()).toEqual([]);
    // Accepting again replays the same booking; nothing more is charged.
    const replay = await big.api.accept(offer!.Id);
    expect([replay.statusCode, replay.json().Id]).toEqual([200, accepted.json().Id]);
    expect(await homePointsOf(db(), big.id)).toBe(points - accepted.json().Cost);
  });

  it('the notification is type 7 and names the offer and its expiry; the places the party does not need stay free', async () => {
    const time = slotTime(17, '12:20');
    const holder = await member();
    const waiter = await member();
    const booking = await bookOrFail(holder.api, time, 4);
    await waiter.api.join({ ...slotOf(time), players: 1, juniors: 0 });
    const seen = await told(() => holder.api.cancel(booking.Id));
    const offer = await offerOf(waiter);
    const mine = seen.filter((w) => w.memberId === waiter.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.notification).toMatchObject({
      type: NOTIFICATION_TYPES.waitlistOffer,
      action: `waitlist-offer:${offer!.Id}:${offer!.ExpiresAt}`,
      object: { Title: 'Places free on your waitlist time' },
    });
    // Three of the four freed places are left free for anyone.
    expect(await holder.api.freePlaces(time)).toBe(3);
  });

  it('a party that does not fit is passed over for the next that does; decline passes the places on at once', async () => {
    const time = slotTime(18, '12:30');
    const filler = await member();
    const holder = await member();
    const [three, one, two] = [await member(), await member(), await member()];
    await bookOrFail(filler.api, time, 2);
    const booking = await bookOrFail(holder.api, time, 2);
    await three.api.join({ ...slotOf(time), players: 3, juniors: 0 });
    await one.api.join({ ...slotOf(time), players: 1, juniors: 0 });
    await two.api.join({ ...slotOf(time), players: 2, juniors: 0 });
    await holder.api.cancel(booking.Id);
    // Two places: three does not fit, one does, and the one left over is not enough for two.
    expect(await offerOf(three)).toBeNull();
    const offer = await offerOf(one);
    expect(offer).not.toBeNull();
    expect(await offerOf(two)).toBeNull();
    expect(await one.api.freePlaces(time)).toBe(1);

    const seen = await told(async () => expect((await one.api.decline(offer!.Id)).statusCode).toBe(204));
    expect(seen.map((w) => [w.memberId, w.notification.type])).toEqual([[two.id, 7]]);
    expect(await offerOf(two)).not.toBeNull();
    expect((await one.api.list()).json()).toEqual([]);
    const late = await one.api.accept(offer!.Id);
    expect([late.statusCode, late.json().code]).toEqual([409, 'OFFER_EXPIRED']);
    const twice = await one.api.decline(offer!.Id);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'OFFER_EXPIRED']);
  });

  it('an offer past its ExpiresAt cannot be accepted and holds nothing before the sweep; the sweep passes it on once', async () => {
    const time = slotTime(19, '12:40');
    const holder = await member();
    const [first, second] = [await member(), await member()];
    const booking = await bookOrFail(holder.api, time, 4);
    await first.api.join({ ...slotOf(time), players: 4, juniors: 0 });
    await second.api.join({ ...slotOf(time), players: 4, juniors: 0 });
    await holder.api.cancel(booking.Id);
    const offer = await offerOf(first);
    await runOut(db(), offer!.Id);

    const before = await writeSnapshot(db());
    const late = await first.api.accept(offer!.Id);
    expect([late.statusCode, late.json().code]).toEqual([409, 'OFFER_EXPIRED']);
    expect(await writeSnapshot(db())).toEqual(before);
    // Availability ignores the run-out hold though the sweep has not run; the place is gone from the list.
    expect(await holder.api.freePlaces(time)).toBe(4);
    expect((await first.api.list()).json()).toEqual([]);

    const seen = await told(async () =>
      expect(await runWaitlistJob({ db: db(), notifier: ctx.app.notifier })).toEqual({ expired: 1 }),
    );
    expect(seen.map((w) => w.memberId)).toEqual([second.id]);
    expect((await first.api.list()).json()).toEqual([]);
    expect(await offerOf(second)).not.toBeNull();
    expect(await runWaitlistJob({ db: db(), notifier: ctx.app.notifier })).toEqual({ expired: 0 });
  });

  it('a run-out offer with nobody waiting leaves its places bookable by anyone', async () => {
    const time = slotTime(20, '12:50');
    const holder = await member();
    const waiter = await member();
    const other = await member();
    const booking = await bookOrFail(holder.api, time, 4);
    await waiter.api.join({ ...slotOf(time), players: 2, juniors: 0 });
    await holder.api.cancel(booking.Id);
    const offer = await offerOf(waiter);
    await runOut(db(), offer!.Id);
    expect((await other.api.book(time, 4)).statusCode).toBe(201);
    expect(await runWaitlistJob({ db: db(), notifier: ctx.app.notifier })).toEqual({ expired: 1 });
    expect(await placesTaken(db(), slotOf(time).courseId, time)).toBe(4);
  });

  it('a party whose offer ran out has left the line for its member and for staff alike, before the sweep too', async () => {
    const time = slotTime(20, '13:20');
    const holder = await member();
    const [first, second] = [await member(), await member()];
    const booking = await bookOrFail(holder.api, time, 4);
    await first.api.join({ ...slotOf(time), players: 4, juniors: 0 });
    await second.api.join({ ...slotOf(time), players: 4, juniors: 0 });
    await holder.api.cancel(booking.Id);
    await runOut(db(), (await offerOf(first))!.Id);

    // Not "number 1 on the waitlist": the member's place is gone; the one behind is now first.
    expect((await first.api.list()).json()).toEqual([]);
    expect((await second.api.list()).json().map((e: { Position: number }) => e.Position)).toEqual([1]);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(time));
    const [slot] = (await clubWaitlists(db(), { clubId: 151, date })).Slots.filter((s) => s.Time === time);
    expect(slot!.Parties.map((p) => [p.MemberGuid, p.Position])).toEqual([[second.id, 1]]);
    expect(slot!.Offers.map((o) => o.State)).toEqual(['Expired']);

    // The sweep writes down what both already saw.
    expect(await runWaitlistJob({ db: db(), notifier: ctx.app.notifier })).toEqual({ expired: 1 });
    expect((await first.api.list()).json()).toEqual([]);
  });

  it('the club’s waitlist.offerMinutes sets how long places are held', async () => {
    const [row] = await db().select({ content: clubs.content }).from(clubs).where(eq(clubs.id, 151));
    await db()
      .update(clubs)
      .set({ content: { ...row!.content, waitlist: { offerMinutes: 5 } } })
      .where(eq(clubs.id, 151));
    try {
      const time = slotTime(21, '13:00');
      const holder = await member();
      const waiter = await member();
      const booking = await bookOrFail(holder.api, time, 4);
      await waiter.api.join({ ...slotOf(time), players: 4, juniors: 0 });
      await holder.api.cancel(booking.Id);
      const minutes = (new Date((await offerOf(waiter))!.ExpiresAt).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(4);
      expect(minutes).toBeLessThanOrEqual(5);
    } finally {
      await db().update(clubs).set({ content: row!.content }).where(eq(clubs.id, 151));
    }
  });

  it('leaving while holding an offer passes the places on', async () => {
    const time = slotTime(22, '13:10');
    const holder = await member();
    const [first, second] = [await member(), await member()];
    const booking = await bookOrFail(holder.api, time, 4);
    const joined = await first.api.join({ ...slotOf(time), players: 3, juniors: 0 });
    await second.api.join({ ...slotOf(time), players: 3, juniors: 0 });
    await holder.api.cancel(booking.Id);
    expect(await offerOf(first)).not.toBeNull();
    expect((await first.api.leave(joined.json().Id)).statusCode).toBe(204);
    expect(await offerOf(second)).not.toBeNull();
    expect(await openOfferPlaces(db(), time)).toBe(3);
  });

  it('a staff-approved late cancellation offers the freed places to the waitlist', async () => {
    const time = slotTime(3, '13:40'); // inside Foxhill's 14-day cut-off: only the club can cancel it
    const holder = await member();
    const waiter = await member();
    const booking = await bookOrFail(holder.api, time, 4);
    await waiter.api.join({ ...slotOf(time), players: 2, juniors: 0 });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.Id}/cancellation-request`,
      headers: { cookie: holder.cookie },
    });
    expect(asked.statusCode).toBe(201);
    const staff = await sessionCookieFor(ctx, 'staff@example.com');
    const seen = await told(async () => {
      const approved = await ctx.app.inject({
        method: 'POST',
        url: `/api/staff/cancellation-requests/${asked.json().Id}/approve`,
        headers: { cookie: staff },
      });
      expect(approved.statusCode).toBe(200);
    });
    const offer = await offerOf(waiter);
    expect(offer).not.toBeNull();
    expect(seen.find((w) => w.memberId === waiter.id)?.notification.type).toBe(7);
    expect((await waiter.api.accept(offer!.Id)).statusCode).toBe(201);
  });

  it('bad input: each endpoint answers its code and changes nothing', async () => {
    const time = slotTime(23, '13:20');
    const [me, other] = [await member(), await member()];
    const anon = waitlistApi(ctx.app, null);
    await bookOrFail(other.api, time, 4);
    const before = await writeSnapshot(db());
    const entries = await db().select({ n: sql<number>`count(*)::int` }).from(waitlistEntries);
    const cases: [Promise<{ statusCode: number; json: () => { code: string } }>, number, string][] = [
      [anon.join({ ...slotOf(time), players: 1 }), 401, 'UNAUTHENTICATED'],
      [anon.list(), 401, 'UNAUTHENTICATED'],
      [me.api.join({ ...slotOf(time) }), 400, 'VALIDATION'],
      [me.api.join({ ...slotOf(time), players: 0 }), 400, 'VALIDATION'],
      [me.api.join({ ...slotOf(time), players: 2, juniors: 3 }), 400, 'VALIDATION'],
      [me.api.join({ ...slotOf('tomorrow'), players: 1 }), 400, 'VALIDATION'],
      [me.api.join({ ...slotOf(slotTime(23, '13:25')), players: 1 }), 400, 'UNKNOWN_SLOT'],
      [me.api.join({ ...slotOf(time), courseId: 999_999, players: 1 }), 404, 'COURSE_NOT_FOUND'],
      [me.api.join({ ...slotOf(slotTime(-1, '13:20')), players: 1 }), 422, 'SLOT_IN_PAST'],
      [me.api.join({ ...slotOf(slotTime(40, '13:20')), players: 1 }), 422, 'OUTSIDE_BOOKING_WINDOW'],
      [me.api.leave('abc'), 400, 'VALIDATION'],
      [me.api.leave(0), 400, 'VALIDATION'],
      [me.api.leave(2_147_483_647), 404, 'WAITLIST_NOT_FOUND'],
      [me.api.accept('1.5'), 400, 'VALIDATION'],
      [me.api.accept(2_147_483_647), 404, 'OFFER_NOT_FOUND'],
      [me.api.decline(2_147_483_647), 404, 'OFFER_NOT_FOUND'],
      [anon.accept(1), 401, 'UNAUTHENTICATED'],
    ];
    for (const [call, status, code] of cases) {
      const res = await call;
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    expect(await writeSnapshot(db())).toEqual(before);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(waitlistEntries)).toEqual(entries);
  });

  it('another member’s place and offer are not found', async () => {
    const time = slotTime(24, '13:30');
    const holder = await member();
    const [owner, stranger] = [await member(), await member()];
    const booking = await bookOrFail(holder.api, time, 4);
    const joined = await owner.api.join({ ...slotOf(time), players: 1, juniors: 0 });
    await holder.api.cancel(booking.Id);
    const offer = await offerOf(owner);
    for (const res of [
      await stranger.api.leave(joined.json().Id),
      await stranger.api.accept(offer!.Id),
      await stranger.api.decline(offer!.Id),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([
        404,
        expect.stringMatching(/^(WAITLIST|OFFER)_NOT_FOUND$/),
      ]);
    }
    expect(await offerOf(owner)).toEqual(offer);
  });
});
