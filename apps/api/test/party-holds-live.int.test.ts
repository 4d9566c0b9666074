import { TEE_SHEET_CHANGED, TEE_SHEET_JOIN } from '@fairway/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { runPartyHoldJob } from '../src/modules/party-holds';
import { createHub, HUB_PATH } from '../src/realtime/hub';
import { DEMO_COURSE } from '../src/seed/courses';
import { slotTime } from './booking-fixtures';
import { useTestApp } from './helpers';
import { holdOrFail, holdPlayer, partyOf, runHoldOut } from './party-hold-fixtures';

/** Held places change what a tee sheet shows: watchers hear of every party-hold change after commit. */
describe('party holds on the live tee sheet', () => {
  const ctx = useTestApp();
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await ctx.app.hub?.close();
  });

  it('a watcher hears when places are held, when a hold is declined, runs out and is swept, and when it is booked', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.app.hub = await createHub(ctx.app);
    const port = (ctx.app.server.address() as { port: number }).port;
    const db = ctx.database.db;
    const time = slotTime(25, '12:00');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(time));
    const watcher = await holdPlayer(ctx.app, db);
    const { booker, buddies } = await partyOf(ctx.app, db, [true]);
    const buddy = buddies[0]!;

    const socket = connect(`http://127.0.0.1:${port}`, {
      path: HUB_PATH,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: watcher.cookie },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
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
