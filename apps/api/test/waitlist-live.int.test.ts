import { TEE_SHEET_CHANGED, TEE_SHEET_JOIN, WAITLIST_OFFER_SETTLED } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { runWaitlistJob } from '../src/modules/waitlist/job';
import { DEMO_COURSE } from '../src/seed/courses';
import { slotTime } from './booking-fixtures';
import { createPlayer } from './buddy-fixtures';
import { useLiveHub, useTestApp } from './helpers';
import { bookOrFail, runOut, slotOf, waitlistApi } from './waitlist-fixtures';

/** Held places change what a tee sheet shows: watchers hear of every waitlist change after commit. */
describe('waitlist on the live tee sheet', () => {
  const ctx = useTestApp();
  const hub = useLiveHub(ctx);

  it('a watcher hears when an offer is declined, when it runs out and is swept, and when one is accepted', async () => {
    const member = async () => {
      const m = await createPlayer(ctx.database.db, { homePoints: 500 });
      return { ...m, api: waitlistApi(ctx.app, m.cookie) };
    };
    const time = slotTime(25, '13:00');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(time));
    const [watcher, holder, first, second, third] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    const booking = await bookOrFail(holder.api, time, 4);
    for (const w of [first, second, third]) await w.api.join({ ...slotOf(time), players: 4, juniors: 0 });
    await holder.api.cancel(booking.Id);

    const socket = await hub.open(watcher.cookie);
    expect(await socket.emitWithAck(TEE_SHEET_JOIN, { courseId: DEMO_COURSE.heath, date })).toEqual({
      ok: true,
    });
    const next = () => new Promise((resolve) => socket.once(TEE_SHEET_CHANGED, resolve));
    const offerOf = async (m: typeof first) => (await m.api.list()).json()[0].Offer as { Id: number };

    let changed = next();
    expect((await first.api.decline((await offerOf(first)).Id)).statusCode).toBe(204);
    expect(await changed).toEqual({ courseId: DEMO_COURSE.heath, date });

    await runOut(ctx.database.db, (await offerOf(second)).Id);
    changed = next();
    expect(
      await runWaitlistJob({ db: ctx.database.db, notifier: ctx.app.notifier, hub: () => ctx.app.hub }),
    ).toEqual({
      expired: 1,
    });
    expect(await changed).toEqual({ courseId: DEMO_COURSE.heath, date });

    changed = next();
    expect((await third.api.accept((await offerOf(third)).Id)).statusCode).toBe(201);
    expect(await changed).toEqual({ courseId: DEMO_COURSE.heath, date });
  });

  it('declining or accepting an offer tells every socket of that member, and nobody else, to close its toast', async () => {
    const member = async () => {
      const m = await createPlayer(ctx.database.db, { homePoints: 500 });
      return { ...m, api: waitlistApi(ctx.app, m.cookie) };
    };
    const time = slotTime(24, '13:10');
    const [holder, first, second] = [await member(), await member(), await member()];
    const booking = await bookOrFail(holder.api, time, 4);
    for (const w of [first, second]) await w.api.join({ ...slotOf(time), players: 4, juniors: 0 });
    await holder.api.cancel(booking.Id);
    const offerOf = async (m: typeof first) => (await m.api.list()).json()[0].Offer as { Id: number };

    // Two tabs of the first member, one of the second.
    const [tab, phone, other] = [
      await hub.open(first.cookie),
      await hub.open(first.cookie),
      await hub.open(second.cookie),
    ];
    const strayed: unknown[] = [];
    other.on(WAITLIST_OFFER_SETTLED, (e) => strayed.push(e));
    const heard = (s: typeof tab) => new Promise((resolve) => s.once(WAITLIST_OFFER_SETTLED, resolve));
    const declined = (await offerOf(first)).Id;
    const onBoth = Promise.all([heard(tab), heard(phone)]);
    expect((await first.api.decline(declined)).statusCode).toBe(204);
    expect(await onBoth).toEqual([{ offerId: declined }, { offerId: declined }]);
    expect(strayed).toEqual([]);

    // The places passed to the second member, who accepts on their one socket.
    const accepted = (await offerOf(second)).Id;
    const onOther = new Promise((resolve) => other.once(WAITLIST_OFFER_SETTLED, resolve));
    expect((await second.api.accept(accepted)).statusCode).toBe(201);
    expect(await onOther).toEqual({ offerId: accepted });
  });
});
