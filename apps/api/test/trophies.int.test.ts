import { NOTIFICATION_TYPES, type Trophy } from '@fairway/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberTrophies, notifications, trophyDefinitions } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { findRulesCached } from '../src/modules/trophies/repository';
import { awardTrophies } from '../src/modules/trophies/service';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, newKey, slotTime } from './booking-fixtures';
import { useTestApp } from './helpers';

describe('GET /api/trophies', () => {
  const ctx = useTestApp();
  const book = (cookie: string, days: number, clubId = 151, courseId: number = DEMO_COURSE.heath) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie, 'idempotency-key': newKey() },
      payload: { clubId, courseId, time: slotTime(days, '10:00'), players: 1, juniors: 0 },
    });
  const trophies = async (cookie: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/trophies', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<Trophy[]>();
  };
  const trophyNotifications = (memberId: string) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, memberId), eq(notifications.type, NOTIFICATION_TYPES.trophy)));

  it('refuses a visitor with 401 and a stable code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/trophies' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged session cookie with 401 and writes nothing', async () => {
    const before = await ctx.database.db.select().from(memberTrophies);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/trophies',
      headers: { cookie: 'fairway_session=%00not-a-session' },
    });
    expect(res.statusCode).toBe(401);
    expect(await ctx.database.db.select().from(memberTrophies)).toEqual(before);
  });

  it('lists every trophy unearned with zero progress for a new member', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const list = await trophies(m.cookie);
    expect(list.map((t) => t.Key)).toEqual([
      'first-round',
      'rounds-5',
      'rounds-10',
      'rounds-25',
      'clubs-3',
      'clubs-5',
    ]);
    expect(list.every((t) => t.EarnedAt === null && t.Progress === 0)).toBe(true);
  });

  it('awards the first round when a booking is made, once, with a hidden type-1 notification', async () => {
    const expiresAt = dayjs().add(6, 'month').toDate();
    const m = await createMember(ctx.database.db, { homePoints: 500, lots: [{ points: 500, expiresAt }] });
    expect((await book(m.cookie, 5)).statusCode).toBe(201);
    let list = await trophies(m.cookie);
    expect(list[0]).toMatchObject({ Key: 'first-round', Progress: 1 });
    expect(list[0]?.EarnedAt).toEqual(expect.any(String));
    expect(list.find((t) => t.Key === 'rounds-5')).toMatchObject({ Progress: 1, EarnedAt: null });

    expect((await book(m.cookie, 6, 234, 23401)).statusCode).toBe(201);
    list = await trophies(m.cookie);
    expect(list.filter((t) => t.EarnedAt).map((t) => t.Key)).toEqual(['first-round']);
    expect(list.find((t) => t.Key === 'clubs-3')).toMatchObject({ Progress: 2, EarnedAt: null });
    const written = await trophyNotifications(m.id);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ title: 'Trophy earned' });

    // Trophies are never listed among the member's notifications (member-area §3).
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: m.cookie },
    });
    expect(JSON.stringify(listed.json())).not.toContain('Trophy earned');
  });

  it('awards once even when awards race', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 500 });
    expect((await book(m.cookie, 7)).statusCode).toBe(201);
    await ctx.database.db.delete(memberTrophies).where(eq(memberTrophies.memberId, m.id));
    await ctx.database.db.delete(notifications).where(eq(notifications.memberId, m.id));
    const results = await Promise.all(Array.from({ length: 6 }, () => awardTrophies(ctx.database.db, m.id)));
    expect(results.flat()).toEqual(['first-round']);
    expect(
      await ctx.database.db.select().from(memberTrophies).where(eq(memberTrophies.memberId, m.id)),
    ).toHaveLength(1);
    expect(await trophyNotifications(m.id)).toHaveLength(1);
  });
  it("awards the first round once when the member's first bookings are made at once and read at once", async () => {
    const m = await createMember(ctx.database.db, { homePoints: 500 });
    const results = await Promise.all([8, 9, 10].map((days) => book(m.cookie, days)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    // A booking awards nothing itself: the trophies are worked out when the member reads them.
    const earnedRows = () =>
      ctx.database.db.select().from(memberTrophies).where(eq(memberTrophies.memberId, m.id));
    expect(await earnedRows()).toEqual([]);
    const lists = await Promise.all([1, 2, 3].map(() => trophies(m.cookie)));
    for (const list of lists) {
      expect(list[0]).toMatchObject({ Key: 'first-round', EarnedAt: expect.any(String) });
      expect(list.find((t) => t.Key === 'rounds-5')).toMatchObject({ Progress: 3, EarnedAt: null });
    }
    expect((await earnedRows()).map((r) => r.trophyKey)).toEqual(['first-round']);
    expect(await trophyNotifications(m.id)).toHaveLength(1);
  });

  it('keeps the awarding rules a minute, then reads them again', async () => {
    const db = ctx.database.db;
    // Past any copy an earlier test's booking kept: this test's clock starts with a fresh read.
    const t0 = Date.now() + 10 * 60_000;
    const before = await findRulesCached(db, t0);
    await db.insert(trophyDefinitions).values({
      key: 'cache-probe',
      title: 'Probe',
      description: 'A rule added by hand',
      metric: 'rounds',
      threshold: 999,
      sortOrder: 999,
    });
    try {
      expect((await findRulesCached(db, t0 + 59_000)).map((r) => r.key)).toEqual(before.map((r) => r.key));
      const after = await findRulesCached(db, t0 + 60_000);
      expect(after.map((r) => r.key)).toEqual([...before.map((r) => r.key), 'cache-probe']);
    } finally {
      await db.delete(trophyDefinitions).where(eq(trophyDefinitions.key, 'cache-probe'));
      await findRulesCached(db, t0 + 120_000);
    }
  });
});
