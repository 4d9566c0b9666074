import type { ClubDetails } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flexiLots, pointsLedger } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { findBalances } from '../src/modules/members';
import { creditPoints, expireLots } from '../src/modules/points/service';
import { createMember, ledgerSum } from './booking-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

describe('club details, additional bookers, points history', () => {
  const ctx = useTestApp();

  it('lists a club’s courses with facility types and its customer service e-mail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/clubs/563/details' });
    expect(res.statusCode).toBe(200);
    const body = res.json<ClubDetails>();
    expect(body.CustomerServiceEmail).toBe('members@oakmerepark.example');
    expect(body.Courses.map((c) => c.FacilityType)).toEqual([0, 1, 4, 2]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/clubs/4242/details' })).statusCode).toBe(404);
  });

  it('every demo club has a golf course', async () => {
    for (const id of [0, 563, 541, 523, 449, 537, 151, 238, 234, 259, 260]) {
      const body = (
        await ctx.app.inject({ method: 'GET', url: `/api/clubs/${id}/details` })
      ).json<ClubDetails>();
      expect(body.Courses.some((c) => c.FacilityType === 0)).toBe(true);
    }
  });

  it('lists the additional bookers of category 661 (hotel, personal training, guest passes at 151)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/ecommerce/categories?clubId=151&categoryId=661',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Items.map((i: { Title: string }) => i.Title)).toEqual([
      'Hotel',
      'Personal Training',
      'Guest Passes',
    ]);
    expect(res.json().Items[0]).toMatchObject({
      Category: 15104,
      DescriptiveTitle: expect.any(String),
      Description: expect.any(String),
    });
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/ecommerce/categories?clubId=563&categoryId=661',
    });
    expect(none.json()).toEqual({ Items: [] });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/ecommerce/categories?clubId=abc&categoryId=661',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pages the ledger newest first, 20 a page', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 10 });
    for (let i = 0; i < 21; i++)
      await creditPoints(ctx.database.db, { memberId: m.id, home: 1 }, new Date(Date.now() + i * 1000));
    const one = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/member/transactions?page=1',
        headers: { cookie: m.cookie },
      })
    ).json();
    expect(one.items).toHaveLength(20);
    expect(one.hasMore).toBe(true);
    expect(one.items[0]).toMatchObject({ Type: 'Point Credit', HomePoints: 1, OpenPlayPoints: 0 });
    const two = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/member/transactions?page=2',
        headers: { cookie: m.cookie },
      })
    ).json();
    expect(two.items.map((t: { Type: string }) => t.Type)).toEqual(['Point Credit', 'Customer Import']);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/member/transactions?page=0',
          headers: { cookie: m.cookie },
        })
      ).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/member/transactions' })).statusCode).toBe(401);
  });

  it('the demo member’s history holds bookings and the seeded bundles', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const types = (
      await ctx.app.inject({ method: 'GET', url: '/api/member/transactions', headers: { cookie } })
    )
      .json()
      .items.map((t: { Type: string }) => t.Type);
    expect(types).toEqual(expect.arrayContaining(['Home Booking', 'Open Play Booking', 'Cancellation']));
  });

  it('expires lapsed Open Play lots with an Expiry row, keeping balance = ledger sum', async () => {
    const m = await createMember(ctx.database.db, {
      lots: [
        { points: 30, expiresAt: dayjs().add(1, 'day').toDate() },
        { points: 50, expiresAt: dayjs().add(6, 'month').toDate() },
      ],
    });
    const later = dayjs().add(2, 'day').toDate();
    expect(await expireLots(ctx.database.db, later)).toBeGreaterThanOrEqual(1);
    const rows = await ctx.database.db.select().from(pointsLedger).where(eq(pointsLedger.memberId, m.id));
    expect(rows.find((r) => r.type === 'Expiry')).toMatchObject({ flexiDelta: -30 });
    expect(await ledgerSum(ctx.database.db, m.id)).toEqual({ home: 0, flexi: 50 });
    expect((await findBalances(ctx.database.db, m.id, later))?.flexiPoints).toBe(50);
    const lots = await ctx.database.db.select().from(flexiLots).where(eq(flexiLots.memberId, m.id));
    expect(lots.map((l) => l.remaining).sort()).toEqual([0, 50]);
    expect(await expireLots(ctx.database.db, later)).toBe(0);
  });
});
