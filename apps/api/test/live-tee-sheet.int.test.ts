import { type StaffMemberPage, TEE_SHEET_CHANGED, TEE_SHEET_JOIN } from '@fairway/contracts';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../src/seed/courses';
import { newKey, placesTaken, slotTime } from './booking-fixtures';
import { createPlayer } from './buddy-fixtures';
import { sessionCookieFor, useLiveHub, useTestApp } from './helpers';

/** Live tee sheets: a member watching a course-day hears when a booking on it commits. */
describe('live tee sheets', () => {
  const ctx = useTestApp();
  /** The app listening with its hub, once for the file. */
  const { started, open } = useLiveHub(ctx);

  it('a member watching a course-day hears of another member’s booking; a bad join is refused', async () => {
    await started();
    const watcher = await createPlayer(ctx.database.db);
    const other = await createPlayer(ctx.database.db);
    const booker = await createPlayer(ctx.database.db, { homePoints: 200 });
    const time = slotTime(26, '11:00');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(time));

    const watching = await open(watcher.cookie);
    const elsewhere = await open(other.cookie);
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

  it('a member watching a course-day hears when staff approve a cancellation, which frees its places', async () => {
    await started();
    const watcher = await createPlayer(ctx.database.db);
    const booker = await createPlayer(ctx.database.db, { homePoints: 200 });
    // Three days out at Foxhill Heath: inside its 14-day cut-off, so the member must ask the club.
    const time = slotTime(3, '12:10');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(time));
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: booker.cookie, 'idempotency-key': newKey() },
      payload: { clubId: 151, courseId: DEMO_COURSE.heath, time, juniors: 0, players: 2 },
    });
    expect(booked.statusCode).toBe(201);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.json().Id}/cancellation-request`,
      headers: { cookie: booker.cookie },
    });
    expect(asked.statusCode).toBe(201);

    const watching = await open(watcher.cookie);
    expect(await watching.emitWithAck(TEE_SHEET_JOIN, { courseId: DEMO_COURSE.heath, date })).toEqual({
      ok: true,
    });
    const heard: unknown[] = [];
    watching.on(TEE_SHEET_CHANGED, (e) => heard.push(e));
    const staff = await sessionCookieFor(ctx, 'staff@example.com');
    const decide = (id: number, action: 'approve' | 'decline') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/cancellation-requests/${id}/${action}`,
        headers: { cookie: staff },
      });
    const changed = new Promise((resolve) => watching.once(TEE_SHEET_CHANGED, resolve));
    expect((await decide(asked.json().Id, 'approve')).statusCode).toBe(200);
    expect(await changed).toEqual({ courseId: DEMO_COURSE.heath, date });
    expect(await placesTaken(ctx.database.db, DEMO_COURSE.heath, time)).toBe(0);

    // A declined request frees nothing, so the sheet hears nothing of it.
    const rebooked = new Promise((resolve) => watching.once(TEE_SHEET_CHANGED, resolve));
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: booker.cookie, 'idempotency-key': newKey() },
      payload: { clubId: 151, courseId: DEMO_COURSE.heath, time, juniors: 0, players: 1 },
    });
    expect(again.statusCode).toBe(201);
    expect(await rebooked).toEqual({ courseId: DEMO_COURSE.heath, date });
    heard.length = 0;
    const request = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${again.json().Id}/cancellation-request`,
      headers: { cookie: booker.cookie },
    });
    expect((await decide(request.json().Id, 'decline')).statusCode).toBe(200);
    // A round trip on the same socket after the decline: anything emitted would have arrived before it.
    await watching.emitWithAck(TEE_SHEET_JOIN, { courseId: DEMO_COURSE.heath, date });
    expect(heard).toEqual([]);
  });

  it('a member watching a course-day hears when staff confirm a booking on it or mark a no-show', async () => {
    await started();
    const watcher = await createPlayer(ctx.database.db);
    const booker = await createPlayer(ctx.database.db, { homePoints: 200 });
    const staff = await sessionCookieFor(ctx, 'staff@example.com');
    const time = slotTime(4, '14:20');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(time));
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: booker.cookie, 'idempotency-key': newKey() },
      payload: { clubId: 151, courseId: DEMO_COURSE.heath, time, juniors: 0, players: 1 },
    });
    expect(booked.statusCode).toBe(201);
    const watching = await open(watcher.cookie);
    expect(await watching.emitWithAck(TEE_SHEET_JOIN, { courseId: DEMO_COURSE.heath, date })).toEqual({
      ok: true,
    });
    const confirmedHeard = new Promise((resolve) => watching.once(TEE_SHEET_CHANGED, resolve));
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booked.json().Id}/confirm`,
      headers: { cookie: staff },
      payload: { ConfirmationCode: `LIVE${newKey().slice(0, 6)}` },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await confirmedHeard).toEqual({ courseId: DEMO_COURSE.heath, date });

    // A past booking of the demo member's, marked a no-show: watchers of its course-day hear of it.
    const summary = await ctx.app.inject({
      url: '/api/member/summary',
      headers: { cookie: await sessionCookieFor(ctx, 'member@example.com') },
    });
    const guid = summary.json<{ UserGuid: string }>().UserGuid;
    const page = (
      await ctx.app.inject({ url: `/api/staff/members/${guid}`, headers: { cookie: staff } })
    ).json<StaffMemberPage>();
    const past = page.Recent.find((b) => b.ClubId === 151 && !b.Cancelled && !b.NoShow);
    if (!past) throw new Error('the demo member has no past booking at Foxhill Heath');
    const pastDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(past.Date),
    );
    expect(await watching.emitWithAck(TEE_SHEET_JOIN, { courseId: past.CourseId, date: pastDate })).toEqual({
      ok: true,
    });
    const noShowHeard = new Promise((resolve) => watching.once(TEE_SHEET_CHANGED, resolve));
    const marked = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${past.Id}/no-show`,
      headers: { cookie: staff },
    });
    expect(marked.statusCode).toBe(200);
    expect(await noShowHeard).toEqual({ courseId: past.CourseId, date: pastDate });
  });
});
