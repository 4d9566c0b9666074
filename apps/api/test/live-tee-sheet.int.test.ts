import { TEE_SHEET_CHANGED, TEE_SHEET_JOIN } from '@fairway/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../src/db/seed/courses';
import { createHub, HUB_PATH } from '../src/realtime/hub';
import { newKey, slotTime } from './booking-fixtures';
import { createPlayer } from './buddy-fixtures';
import { useTestApp } from './helpers';

/** Live tee sheets: a member watching a course-day hears when a booking on it commits. */
describe('live tee sheets', () => {
  const ctx = useTestApp();
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await ctx.app.hub?.close();
  });

  const open = async (port: number, cookie: string) => {
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: HUB_PATH,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return socket;
  };

  it('a member watching a course-day hears of another member’s booking; a bad join is refused', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.app.hub = await createHub(ctx.app);
    const { port } = ctx.app.server.address() as { port: number };
    const watcher = await createPlayer(ctx.database.db);
    const other = await createPlayer(ctx.database.db);
    const booker = await createPlayer(ctx.database.db, { homePoints: 200 });
    const time = slotTime(26, '11:00');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(time));

    const watching = await open(port, watcher.cookie);
    const elsewhere = await open(port, other.cookie);
    const join = (s: Socket, payload: unknown) => s.emitWithAck(TEE_SHEET_JOIN, payload);
    expect(await join(elsewhere, { courseId: DEMO_COURSE.heath, date: '2026-02-30' })).toEqual({
      ok: false,
      code: 'VALIDATION',
    });
    expect(await join(elsewhere, { courseId: 0, date })).toEqual({ ok: false, code: 'VALIDATION' });
    expect(await join(elsewhere, 'x'.repeat(10_000))).toEqual({ ok: false, code: 'VALIDATION' });
    expect(await join(watching, { courseId: DEMO_COURSE.heath, date })).toEqual({ ok: true });

    const heard: unknown[] = [];
    const strayed: unknown[] = [];
    elsewhere.on(TEE_SHEET_CHANGED, (e) => strayed.push(e));
    const changed = new Promise((resolve) => watching.once(TEE_SHEET_CHANGED, resolve));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: booker.cookie, 'idempotency-key': newKey() },
      payload: { clubId: 151, courseId: DEMO_COURSE.heath, time, juniors: 0, players: 1 },
    });
    expect(res.statusCode).toBe(201);
    heard.push(await changed);
    expect(heard).toEqual([{ courseId: DEMO_COURSE.heath, date }]);

    const cancelled = new Promise((resolve) => watching.once(TEE_SHEET_CHANGED, resolve));
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${res.json().Id}/cancel`,
      headers: { cookie: booker.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await cancelled).toEqual({ courseId: DEMO_COURSE.heath, date });
    // The refused socket joined no room: a round trip later it has heard nothing.
    expect(await join(elsewhere, null)).toEqual({ ok: false, code: 'VALIDATION' });
    expect(strayed).toEqual([]);
  });
});
