import { beforeEach, describe, expect, it } from 'vitest';
import type { BuddyEvent } from '../src/modules/buddies/events';
import { DEMO_COURSE } from '../src/seed/courses';
import { homePointsOf, newKey, postBooking, slotTime, writeSnapshot } from './booking-fixtures';
import { befriend, buddyApi, createPlayer, type Player } from './buddy-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

/** Booking with buddies through `POST /api/bookings`: consent, each pays their own share, all or nothing. */
describe('booking a tee time with buddies', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  let events: BuddyEvent[];
  let day = 10;
  beforeEach(() => {
    events = [];
    ctx.app.buddies.onEvent.splice(0, Infinity, async (e) => {
      if (e.type === 'booked_by_buddy') events.push(e);
    });
  });
  const book = (booker: Player, payload: object, key = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: booker.cookie, 'idempotency-key': key },
      payload: {
        clubId: 151,
        courseId: DEMO_COURSE.heath,
        time: slotTime(day++, '09:00'),
        juniors: 0,
        ...payload,
      },
    });
  const upcomingIds = async (p: Player) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/bookings/upcoming', headers: { cookie: p.cookie } }))
      .json()
      .map((b: { Id: number }) => b.Id);

  it('books the party: each buddy pays their own share, sees the booking, and the booker’s event names them', async () => {
    const booker = await createPlayer(db(), { homePoints: 200 });
    const buddy = await createPlayer(db(), { homePoints: 100 });
    await befriend(ctx.app, booker, buddy);
    const res = await book(booker, { players: 3, buddies: [buddy.target] });
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    const share = booking.Cost / 3;
    expect(await homePointsOf(db(), booker.id)).toBe(200 - 2 * share);
    expect(await homePointsOf(db(), buddy.id)).toBe(100 - share);
    expect(await upcomingIds(buddy)).toContain(booking.Id);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'booked_by_buddy',
        booker: { memberId: booker.id, name: 'Test Member' },
        buddy: { memberId: buddy.id, name: 'Test Member' },
        bookingId: booking.Id,
        paidByBooker: false,
      }),
    ]);
    expect(await invariantViolations(db())).toEqual(noViolations);
  });

  it('refuses a member who is not a buddy, or only asked, or revoked: BUDDY_CONSENT_REQUIRED, nothing written', async () => {
    const booker = await createPlayer(db(), { homePoints: 200 });
    const other = await createPlayer(db(), { homePoints: 100 });
    const before = await writeSnapshot(db());
    const stranger = await book(booker, { players: 2, buddies: [other.target] });
    expect([stranger.statusCode, stranger.json().code]).toEqual([422, 'BUDDY_CONSENT_REQUIRED']);

    await buddyApi(ctx.app, booker.cookie).request(other.target);
    const onlyAsked = await book(booker, { players: 2, buddies: [other.target] });
    expect(onlyAsked.json().code).toBe('BUDDY_CONSENT_REQUIRED');
    expect(await writeSnapshot(db())).toEqual(before);

    await buddyApi(ctx.app, other.cookie).accept(booker.target);
    expect((await book(booker, { players: 2, buddies: [other.target] })).statusCode).toBe(201);
    expect((await buddyApi(ctx.app, other.cookie).remove(booker.target)).statusCode).toBe(204);
    const afterRevocation = await writeSnapshot(db());
    const revoked = await book(booker, { players: 2, buddies: [other.target] });
    expect([revoked.statusCode, revoked.json().code]).toEqual([422, 'BUDDY_CONSENT_REQUIRED']);
    expect(await writeSnapshot(db())).toEqual(afterRevocation);
    expect(events).toHaveLength(1);
  });

  it('refuses bad buddy lists with a clear 4xx: yourself, unknown, too many for the adult places, repeats', async () => {
    const booker = await createPlayer(db(), { homePoints: 200 });
    const buddy = await createPlayer(db(), { homePoints: 100 });
    await befriend(ctx.app, booker, buddy);
    const before = await writeSnapshot(db());
    const self = await book(booker, { players: 2, buddies: [booker.target] });
    expect([self.statusCode, self.json().code]).toEqual([422, 'BUDDY_SELF']);
    const unknown = await book(booker, { players: 2, buddies: ['00000000-0000-4000-8000-000000000000'] });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'MEMBER_NOT_FOUND']);
    const tooMany = await book(booker, { players: 1, buddies: [buddy.target] });
    expect([tooMany.statusCode, tooMany.json().fields.buddies.code]).toEqual([
      400,
      'validation.buddiesMoreThanPlaces',
    ]);
    const juniorPlaces = await book(booker, { players: 2, juniors: 1, buddies: [buddy.target] });
    expect(juniorPlaces.statusCode).toBe(400);
    const repeated = await book(booker, { players: 3, buddies: [buddy.target, buddy.target] });
    expect(repeated.statusCode).toBe(400);
    const notInParty = await book(booker, { players: 2, buddies: [], buddiesPaidByMe: [buddy.target] });
    expect(notInParty.statusCode).toBe(400);
    expect(await writeSnapshot(db())).toEqual(before);
  });

  it('all or nothing: one buddy short → nothing booked, nobody charged; the booker may then pay that share', async () => {
    const booker = await createPlayer(db(), { homePoints: 300 });
    const rich = await createPlayer(db(), { homePoints: 200 });
    const poor = await createPlayer(db(), { homePoints: 1 });
    await befriend(ctx.app, booker, rich);
    await befriend(ctx.app, poor, booker);
    const before = await writeSnapshot(db());
    const short = await book(booker, { players: 3, buddies: [rich.target, poor.target] });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'BUDDY_NOT_ENOUGH_POINTS', params: { name: 'Test Member' } });
    expect(await writeSnapshot(db())).toEqual(before);

    const covered = await book(booker, {
      players: 3,
      buddies: [rich.target, poor.target],
      buddiesPaidByMe: [poor.target],
    });
    expect(covered.statusCode).toBe(201);
    const share = covered.json().Cost / 3;
    expect(await homePointsOf(db(), booker.id)).toBe(300 - 2 * share);
    expect(await homePointsOf(db(), rich.id)).toBe(200 - share);
    expect(await homePointsOf(db(), poor.id)).toBe(1);
    expect(await upcomingIds(poor)).toContain(covered.json().Id);
    expect(events.map((e) => e.type === 'booked_by_buddy' && e.paidByBooker)).toEqual([false, true]);
  });

  it('a buddy’s own day limit applies to the place they take', async () => {
    const booker = await createPlayer(db(), { homePoints: 300 });
    const busy = await createPlayer(db(), { homePoints: 300, bookingsPerDay: 1 });
    await befriend(ctx.app, booker, busy);
    const time = slotTime(day++, '11:00');
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: busy.cookie, 'idempotency-key': newKey() },
      payload: { clubId: 151, courseId: DEMO_COURSE.heath, time, players: 1, juniors: 0 },
    });
    expect(own.statusCode).toBe(201);
    const before = await writeSnapshot(db());
    const sameDay = await postBooking(ctx.app, booker.cookie, {
      time: slotTime(day - 1, '13:00'),
      players: 2,
      buddies: [busy.target],
    });
    expect([sameDay.statusCode, sameDay.json().code]).toEqual([422, 'BOOKINGS_PER_DAY_REACHED']);
    expect(await writeSnapshot(db())).toEqual(before);
  });

  it('any player cancels: the whole booking is cancelled and every payer refunded', async () => {
    const booker = await createPlayer(db(), { homePoints: 200 });
    const buddy = await createPlayer(db(), { homePoints: 100 });
    await befriend(ctx.app, booker, buddy);
    const { Id } = (await book(booker, { players: 2, buddies: [buddy.target] })).json();
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${Id}/cancel`,
      headers: { cookie: buddy.cookie },
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().Booking.Cancelled).toBe(true);
    expect(await homePointsOf(db(), booker.id)).toBe(200);
    expect(await homePointsOf(db(), buddy.id)).toBe(100);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${Id}/cancel`,
      headers: { cookie: booker.cookie },
      payload: {},
    });
    expect(again.json().code).toBe('ALREADY_CANCELLED');
    expect(await invariantViolations(db())).toEqual(noViolations);
  });

  it('a replay of the same booking (same key) answers it again without a second event', async () => {
    const booker = await createPlayer(db(), { homePoints: 200 });
    const buddy = await createPlayer(db(), { homePoints: 100 });
    await befriend(ctx.app, booker, buddy);
    const key = newKey();
    const payload = { players: 2, buddies: [buddy.target] };
    const time = slotTime(day++, '10:30');
    const first = await book(booker, { ...payload, time }, key);
    const replay = await book(booker, { ...payload, time }, key);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 200]);
    expect(replay.json().Id).toBe(first.json().Id);
    expect(events).toHaveLength(1);
    expect(await homePointsOf(db(), buddy.id)).toBe(100 - first.json().Cost / 2);
  });

  it('party check: each payer’s share and whether they can pay, for buddies only, writing nothing', async () => {
    const booker = await createPlayer(db(), { homePoints: 300 });
    const rich = await createPlayer(db(), { homePoints: 200 });
    const poor = await createPlayer(db(), { homePoints: 1 });
    const stranger = await createPlayer(db(), { homePoints: 200 });
    await befriend(ctx.app, booker, rich);
    await befriend(ctx.app, booker, poor);
    const check = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/buddies/party-check',
        headers: { cookie: booker.cookie },
        payload: {
          clubId: 151,
          courseId: DEMO_COURSE.heath,
          time: slotTime(3, '09:10'),
          juniors: 0,
          ...payload,
        },
      });
    const before = await writeSnapshot(db());
    const res = await check({ players: 3, buddies: [rich.target, poor.target] });
    expect(res.statusCode).toBe(200);
    const { Unit, Payers } = res.json();
    const share = Payers[1].Share;
    expect(Unit).toBe('points');
    expect(share).toBeGreaterThan(1);
    expect(Payers).toEqual([
      { Name: '', Target: null, Share: share, CanPay: true },
      { Name: 'Test Member', Target: rich.target, Share: share, CanPay: true },
      { Name: 'Test Member', Target: poor.target, Share: share, CanPay: false },
    ]);
    const covered = await check({
      players: 3,
      buddies: [rich.target, poor.target],
      buddiesPaidByMe: [poor.target],
    });
    expect(covered.json().Payers.map((p: { Share: number }) => p.Share)).toEqual([2 * share, share, 0]);
    expect(covered.json().Payers[2].CanPay).toBe(true);
    const refused = await check({ players: 2, buddies: [stranger.target] });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'BUDDY_CONSENT_REQUIRED']);
    expect(await writeSnapshot(db())).toEqual(before);
  });
});
