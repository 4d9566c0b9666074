import { ZBookableClubs } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs, members } from '../src/db/schema';
import { sessionCookieFor, useTestApp } from './helpers';

describe('GET /api/clubs: the clubs a member can book', () => {
  const ctx = useTestApp();
  const list = async (email: string) => {
    const res = await ctx.app.inject({
      url: '/api/clubs',
      headers: { cookie: await sessionCookieFor(ctx, email) },
    });
    expect(res.statusCode).toBe(200);
    return ZBookableClubs.parse(res.json()).Clubs;
  };

  it('lists the home club first, then the Open Play clubs of the network by name', async () => {
    const result = await list('member@example.com');
    expect(result[0]).toMatchObject({ ClubId: 151, ClubName: 'Foxhill Heath Golf Club', MyHomeClub: true });
    const network = result.slice(1);
    expect(network.every((c) => !c.MyHomeClub)).toBe(true);
    expect(network.map((c) => c.ClubName)).toEqual([...network.map((c) => c.ClubName)].sort());
    expect(network.map((c) => c.ClubId)).toContain(563);
    // The network's own brand (club 0) takes no Open Play bookings.
    expect(result.map((c) => c.ClubId)).not.toContain(0);
    // The last two lines of the club's address (its pages': Stonehill Road, Camberley, Surrey, GU15 1HN).
    expect(result[0]?.Address).toBe('Surrey, GU15 1HN');
  });

  it('hides clubs closed to visitors, but never the home club', async () => {
    await ctx.database.db.update(clubs).set({ closedToVisitors: true }).where(eq(clubs.id, 563));
    await ctx.database.db.update(clubs).set({ closedToVisitors: true }).where(eq(clubs.id, 151));
    try {
      const ids = (await list('member@example.com')).map((c) => c.ClubId);
      expect(ids).not.toContain(563);
      expect(ids[0]).toBe(151);
    } finally {
      await ctx.database.db.update(clubs).set({ closedToVisitors: false }).where(eq(clubs.id, 563));
      await ctx.database.db.update(clubs).set({ closedToVisitors: false }).where(eq(clubs.id, 151));
    }
  });

  it('lists only the home club for a member who may not use Open Play points', async () => {
    await ctx.database.db
      .update(members)
      .set({ flexiPointsAllowed: false })
      .where(eq(members.email, 'buddy@example.com'));
    expect((await list('buddy@example.com')).map((c) => c.ClubId)).toEqual([151]);
  });

  it('refuses a visitor with 401', async () => {
    const res = await ctx.app.inject({ url: '/api/clubs' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});
