import { NOTIFICATION_TYPES } from '@fairway/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings, buddyLinks, notifications } from '../src/db/schema';
import { bookAsMember } from '../src/modules/bookings/booking-command';
import { runBooking } from '../src/modules/bookings/booking-pipeline';
import { checkBuddyConsent } from '../src/modules/buddies/booking-party';
import type { Notifier, Written } from '../src/modules/notifications';
import { partyHoldWriter } from '../src/modules/party-holds';
import { NOTIFICATION_EVENT } from '../src/realtime/hub';
import { DEMO_COURSE } from '../src/seed/courses';
import { newKey, postBooking, slotTime } from './booking-fixtures';
import { befriend, buddyApi, createPlayer, type Player } from './buddy-fixtures';
import { useLiveHub, useTestApp } from './helpers';

/**
 * `app.notifier`: domain events write their notification in the same transaction as their cause and
 * publish it after commit; the list pages 15 at a time and never shows trophies.
 */
describe('the notifier', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  let published: Written[];
  const listen = (w: Written) => {
    published.push(w);
  };
  beforeEach(() => {
    published = [];
    ctx.app.notifier.listeners.push(listen);
  });
  afterEach(() => {
    ctx.app.notifier.listeners.splice(ctx.app.notifier.listeners.indexOf(listen), 1);
  });
  const hub = useLiveHub(ctx);
  // Trophies a booking earns are the trophies module's (trophies.int.test.ts); these tests leave them out.
  const rowsOf = (p: Player) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, p.id), ne(notifications.type, NOTIFICATION_TYPES.trophy)))
      .orderBy(notifications.id);
  const get = (p: Player, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie: p.cookie } });

  it('exists under app.inject, with no hub', () => {
    expect(ctx.app.hub).toBeNull();
    expect(typeof ctx.app.notifier.transaction).toBe('function');
  });

  it('a buddy request writes a type-2 row for the addressee, action = sender’s target, published once', async () => {
    const a = await createPlayer(db());
    const b = await createPlayer(db());
    expect((await buddyApi(ctx.app, a.cookie).request(b.target)).statusCode).toBe(204);
    const [row, ...rest] = await rowsOf(b);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      type: NOTIFICATION_TYPES.buddyRequest,
      title: 'New buddy request',
      description: 'Test Member would like to be your buddy.',
      action: a.target,
      readAt: null,
    });
    expect(published.map((w) => [w.memberId, w.notification.id])).toEqual([[b.id, row!.id]]);
    expect(await rowsOf(a)).toEqual([]);
  });

  it('a failing notification write undoes the buddy request: one transaction, nothing published', async () => {
    const a = await createPlayer(db());
    const b = await createPlayer(db());
    const write = ctx.app.notifier.write;
    ctx.app.notifier.write = async (tx, memberId, input) => {
      await write(tx, memberId, input);
      throw new Error('notification store down');
    };
    try {
      const res = await buddyApi(ctx.app, a.cookie).request(b.target);
      expect(res.statusCode).toBe(500);
    } finally {
      ctx.app.notifier.write = write;
    }
    const links = await db().select().from(buddyLinks).where(eq(buddyLinks.requesterId, a.id));
    expect(links).toEqual([]);
    expect(await rowsOf(b)).toEqual([]);
    expect(published).toEqual([]);
  });

  it('a refused cause writes no notification (already pending, yourself, unknown target)', async () => {
    const a = await createPlayer(db());
    const b = await createPlayer(db());
    await buddyApi(ctx.app, a.cookie).request(b.target);
    published = [];
    expect((await buddyApi(ctx.app, a.cookie).request(b.target)).statusCode).toBe(409);
    expect((await buddyApi(ctx.app, a.cookie).request(a.target)).statusCode).toBe(422);
    expect(
      (await buddyApi(ctx.app, b.cookie).decline('00000000-0000-4000-8000-000000000000')).statusCode,
    ).not.toBe(204);
    expect(await rowsOf(b)).toHaveLength(1);
    expect(await rowsOf(a)).toEqual([]);
    expect(published).toEqual([]);
  });

  it('accept and decline tell the requester (type 6), in the answer’s transaction', async () => {
    const a = await createPlayer(db());
    const b = await createPlayer(db());
    const c = await createPlayer(db());
    await buddyApi(ctx.app, a.cookie).request(b.target);
    await buddyApi(ctx.app, c.cookie).request(b.target);
    expect((await buddyApi(ctx.app, b.cookie).accept(a.target)).statusCode).toBe(204);
    expect((await buddyApi(ctx.app, b.cookie).decline(c.target)).statusCode).toBe(204);
    expect((await rowsOf(a)).map((r) => [r.type, r.title])).toEqual([[6, 'Buddy request accepted']]);
    expect((await rowsOf(c)).map((r) => [r.type, r.title])).toEqual([[6, 'Buddy request declined']]);
    // Answering again finds no request: 404, no second notification.
    expect((await buddyApi(ctx.app, b.cookie).accept(a.target)).statusCode).toBe(404);
    expect(await rowsOf(a)).toHaveLength(1);
  });

  it('booked in by a buddy → type 0 for the buddy; cancelled by the buddy → type 0 for the booker', async () => {
    const booker = await createPlayer(db(), { homePoints: 200 });
    const buddy = await createPlayer(db(), { homePoints: 100 });
    await befriend(ctx.app, booker, buddy);
    const before = (await rowsOf(buddy)).length;
    const res = await postBooking(ctx.app, booker.cookie, {
      time: slotTime(25, '09:00'),
      players: 2,
      buddies: [buddy.target],
    });
    expect(res.statusCode).toBe(201);
    const bookedIn = (await rowsOf(buddy)).slice(before);
    expect(bookedIn.map((r) => [r.type, r.title])).toEqual([[0, 'You have been booked in']]);
    expect(bookedIn[0]!.description).toMatch(/^Test Member booked you into .+, using your points\.$/);

    const bookerBefore = (await rowsOf(booker)).length;
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${res.json().Id}/cancel`,
      headers: { cookie: buddy.cookie },
    });
    expect([cancel.statusCode, cancel.json().code]).toEqual([200, undefined]);
    const told = (await rowsOf(booker)).slice(bookerBefore);
    expect(told.map((r) => [r.type, r.title])).toEqual([[0, 'Booking cancelled']]);
    expect((await rowsOf(buddy)).length).toBe(before + 1); // the canceller is not told
    // A refused second cancel writes nothing.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${res.json().Id}/cancel`,
      headers: { cookie: booker.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect((await rowsOf(buddy)).length).toBe(before + 1);
  });

  it('a booked-in notification is part of the booking transaction: a rolled-back booking writes none', async () => {
    const booker = await createPlayer(db(), { homePoints: 200 });
    const buddy = await createPlayer(db(), { homePoints: 100 });
    await befriend(ctx.app, booker, buddy);
    const before = (await rowsOf(buddy)).length;
    published = []; // the buddy request and its acceptance
    let notified = 0;
    // The booking's own transaction fails after everything (booking and notification) was written in it.
    const failing: Notifier = {
      ...ctx.app.notifier,
      transaction: (database, fn) =>
        ctx.app.notifier.transaction(database, async (tx, notify) => {
          await fn(tx, async (memberId, input) => {
            notified++;
            return notify(memberId, input);
          });
          throw new Error('rolled back after the writes');
        }),
    };
    await expect(
      runBooking(
        db(),
        bookAsMember({
          memberId: booker.id,
          idempotencyKey: newKey(),
          request: {
            clubId: 151,
            courseId: DEMO_COURSE.heath,
            time: slotTime(25, '10:00'),
            juniors: 0,
            players: 2,
          },
          party: [{ memberId: buddy.id, name: 'Test Member', paidBy: 'self' }],
          consent: checkBuddyConsent(booker.id),
          holds: partyHoldWriter,
          notifier: failing,
          afterCommit: () => Promise.reject(new Error('nothing commits')),
        }),
      ),
    ).rejects.toThrow('rolled back after the writes');
    expect(notified).toBe(1); // the notification was written in the transaction …
    expect((await rowsOf(buddy)).length).toBe(before); // … and rolled back with it
    expect(published).toEqual([]);
    expect(await db().select().from(bookings).where(eq(bookings.bookedBy, booker.id))).toEqual([]);
  });

  it('pages 15 newest first, ends short, never lists, counts nor publishes a trophy', async () => {
    const m = await createPlayer(db());
    for (let i = 1; i <= 16; i++) {
      await ctx.app.notifier.notify(db(), m.id, { type: i % 7, title: `N${i}`, description: 'd' });
    }
    // i % 7 === 1 for N1, N8, N15: trophies.
    const titles = async (page: number) =>
      (await get(m, `/api/notifications?pageIndex=${page}`))
        .json()
        .map((n: { object: { Title: string } }) => n.object.Title);
    const page0 = await titles(0);
    expect(page0).toHaveLength(13);
    expect(page0[0]).toBe('N16');
    expect(page0).not.toContain('N15');
    expect(await titles(1)).toEqual([]);
    expect((await get(m, '/api/notifications/unread-count')).json()).toEqual({ count: 13 });
    expect(published.filter((w) => w.memberId === m.id)).toHaveLength(13);
    for (let i = 17; i <= 20; i++) {
      await ctx.app.notifier.notify(db(), m.id, { type: 6, title: `N${i}`, description: 'd' });
    }
    expect(await titles(0)).toHaveLength(15);
    expect(await titles(1)).toEqual(['N3', 'N2']);
  });

  // Last: it attaches the hub to this file's app.
  it('publishes a buddy request to the addressee’s real socket once committed, with the sender’s target', async () => {
    const a = await createPlayer(db());
    const b = await createPlayer(db());
    const socket = await hub.open(b.cookie);
    const event = new Promise<unknown[]>((resolve) =>
      socket.on(NOTIFICATION_EVENT, (...args) => resolve(args)),
    );
    expect((await buddyApi(ctx.app, a.cookie).request(b.target)).statusCode).toBe(204);
    const [row] = await rowsOf(b);
    expect(await event).toEqual([
      'New buddy request',
      'Test Member would like to be your buddy.',
      NOTIFICATION_TYPES.buddyRequest,
      a.target,
      row!.id,
    ]);
  });
});
