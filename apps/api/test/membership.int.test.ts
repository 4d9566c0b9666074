import type { ClubDetails, TeeTimes } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs, members } from '../src/db/schema';
import { invalidateReference } from '../src/modules/courses/reference-cache';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, localDate, newKey, slotTime, writeSnapshot } from './booking-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

describe('membership standing, and the club’s booking rules in its details', () => {
  const ctx = useTestApp();
  const book = (cookie: string, days = 6) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie, 'idempotency-key': newKey() },
      payload: { clubId: 151, courseId: DEMO_COURSE.heath, time: slotTime(days), players: 1, juniors: 0 },
    });
  const availability = async (cookie: string, date: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${date}&players=1&juniors=0`,
        headers: { cookie },
      })
    ).json<TeeTimes>();

  it('refuses a booking once the membership has expired (422) and writes nothing', async () => {
    const cookie = await sessionCookieFor(ctx, 'expired@example.com');
    const before = await writeSnapshot(ctx.database.db);
    const res = await book(cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('MEMBERSHIP_EXPIRED');
    expect(await writeSnapshot(ctx.database.db)).toEqual(before);
  });

  it('refuses a booking until the first payment is complete (422) and writes nothing', async () => {
    const cookie = await sessionCookieFor(ctx, 'newjoiner@example.com');
    const before = await writeSnapshot(ctx.database.db);
    const res = await book(cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('FIRST_PAYMENT_DUE');
    expect(await writeSnapshot(ctx.database.db)).toEqual(before);
  });

  it('marks every future slot unbookable for an expired member, with the renewal message', async () => {
    const body = await availability(await sessionCookieFor(ctx, 'expired@example.com'), localDate(6));
    expect(body.slots.length).toBeGreaterThan(0);
    expect(body.slots.every((s) => s.reason === 'membership_expired' && !s.bookable)).toBe(true);
    expect(body.notice).toBe('MEMBERSHIP_EXPIRED');
  });

  it('marks slots unbookable for a member who has not completed the first payment', async () => {
    const body = await availability(await sessionCookieFor(ctx, 'newjoiner@example.com'), localDate(6));
    expect(body.slots.every((s) => s.reason === 'payment_incomplete' && !s.bookable)).toBe(true);
    expect(body.notice).toBe('FIRST_PAYMENT_DUE');
  });

  it('still books once the membership is renewed', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const lapsed = new Date(Date.now() - 60_000);
    await ctx.database.db.update(members).set({ membershipExpires: lapsed }).where(eq(members.id, m.id));
    expect((await book(m.cookie, 7)).statusCode).toBe(422);
    const renewed = new Date(Date.now() + 365 * 86_400_000);
    await ctx.database.db.update(members).set({ membershipExpires: renewed }).where(eq(members.id, m.id));
    expect((await book(m.cookie, 7)).statusCode).toBe(201);
  });

  it('gives each club’s booking window and cancellation cut-off in its details', async () => {
    const details = async (id: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/clubs/${id}/details` })).json<ClubDetails>();
    expect(await details(151)).toMatchObject({ BookingWindowDays: 30, CancellationCutoffHours: 336 });
    expect(await details(537)).toMatchObject({ BookingWindowDays: 60, CancellationCutoffHours: 48 });
  });

  it('serves club rules from the reference cache until it is invalidated', async () => {
    const db = ctx.database.db;
    const window = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/clubs/238/details' })).json<ClubDetails>()
        .BookingWindowDays;
    expect(await window()).toBe(30);
    await db.update(clubs).set({ bookingWindowDays: 45 }).where(eq(clubs.id, 238));
    expect(await window()).toBe(30);
    invalidateReference(db, 238);
    expect(await window()).toBe(45);
    await db.update(clubs).set({ bookingWindowDays: 30 }).where(eq(clubs.id, 238));
    invalidateReference(db);
    expect(await window()).toBe(30);
  });
});
