import { TEE_SHEET_CHANGED, TEE_SHEET_JOIN } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { runPartyHoldJob } from '../src/modules/party-holds';
import { DEMO_COURSE } from '../src/seed/courses';
import { slotTime } from './booking-fixtures';
import { useLiveHub, useTestApp } from './helpers';
import { holdOrFail, holdPlayer, partyOf, runHoldOut } from './party-hold-fixtures';

/** Held places change what a tee sheet shows: watchers hear of every party-hold change after commit. */
describe('party holds on the live tee sheet', () => {
  const ctx = useTestApp();
  const hub = useLiveHub(ctx);

  it('a watcher hears when places are held, when a hold is declined, runs out and is swept, and when it is booked', async () => {
    const db = ctx.database.db;
    const time = slotTime(25, '12:00');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(time));
    const watcher = await holdPlayer(ctx.app, db);
    const { booker, buddies } = await partyOf(ctx.app, db, [true]);
    const buddy = buddies[0]!;

    const socket = await hub.open(watcher.cookie);
    expect(await socket.emitWithAck(TEE_SHEET_JOIN, { courseId: DEMO_COURSE.heath, date })).toEqual({
      ok: true,
    });
    const next = () => new Promise((resolve) => socket.once(TEE_SHEET_CHANGED, resolve));
    const day = { courseId: DEMO_COURSE.heath, date };

    let changed = next();
    const declined = await holdOrFail(booker, time, 2, [buddy]);
    expect(await changed).toEqual(day);
    changed = next();
    expect((await buddy.api.decline(declined.HoldId)).statusCode).toBe(200);
    expect(await changed).toEqual(day);

    const expired = await holdOrFail(booker, time, 2, [buddy]);
    await runHoldOut(db, expired.HoldId);
    changed = next();
    expect(await runPartyHoldJob({ db, notifier: ctx.app.notifier, hub: () => ctx.app.hub })).toEqual({
      expired: 1,
    });
    expect(await changed).toEqual(day);

    const booked = await holdOrFail(booker, time, 2, [buddy]);
    changed = next();
    expect((await buddy.api.accept(booked.HoldId)).json().State).toBe('Booked');
    expect(await changed).toEqual(day);
  });
});
