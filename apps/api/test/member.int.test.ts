import { ZMemberSummary } from '@fairway/contracts';
import { and, eq, gt, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flexiLots, members, pointsLedger } from '../src/db/schema';
import { sessionCookieFor, useTestApp } from './helpers';

describe('member summary and points', () => {
  const ctx = useTestApp();
  const get = async (url: string, email?: string) =>
    ctx.app.inject({ url, headers: email ? { cookie: await sessionCookieFor(ctx, email) } : {} });

  /** Balances recomputed from the ledger and the live Open Play lots, independently of the API. */
  const ledgerBalances = async (email: string) => {
    const db = ctx.database.db;
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.email, email));
    const [home] = await db
      .select({ n: sum(pointsLedger.homeDelta).mapWith(Number) })
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, member!.id));
    const [flexi] = await db
      .select({ n: sum(flexiLots.remaining).mapWith(Number) })
      .from(flexiLots)
      .where(and(eq(flexiLots.memberId, member!.id), gt(flexiLots.expiresAt, new Date())));
    return { homePoints: home?.n ?? 0, flexiPoints: flexi?.n ?? 0 };
  };

  it('returns every summary field of member@example.com with both balances', async () => {
    const res = await get('/api/member/summary', 'member@example.com');
    expect(res.statusCode).toBe(200);
    const summary = ZMemberSummary.strict().parse(res.json());
    const [row] = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'member@example.com'));
    expect(summary).toMatchObject({
      UserGuid: row?.id,
      Username: 'member@example.com',
      Forename: 'Alex',
      Surname: 'Morgan',
      ContactNumber: '07700 900001',
      HomeClubId: 151,
      HomeClubName: 'Foxhill Heath Golf Club',
      MembershipType: 0,
      CompletedFirstPayment: true,
      IsExpired: false,
      IsImpersonating: false,
      ImpersonatorName: null,
      IsAdmin: false,
      FlexiPointsAllowed: true,
      PackageName: 'Hyde',
    });
    const balances = await ledgerBalances('member@example.com');
    expect({ homePoints: summary.HomePoints, flexiPoints: summary.AwayPoints }).toEqual(balances);
    expect(balances.homePoints).toBeGreaterThan(0);
    expect(balances.flexiPoints).toBeGreaterThan(0);
    expect(new Date(summary.MembershipExpires!).getTime()).toBeGreaterThan(ctx.now.getTime());
    expect(summary.MembershipExpires).toBe(new Date(summary.MembershipExpires!).toISOString());
  });

  it('marks expired@example.com as expired', async () => {
    const res = await get('/api/member/summary', 'expired@example.com');
    expect(res.json()).toMatchObject({ IsExpired: true, HomePoints: 140, AwayPoints: 0 });
  });

  it('shows that newjoiner@example.com has not completed the first payment', async () => {
    const res = await get('/api/member/summary', 'newjoiner@example.com');
    expect(res.json()).toMatchObject({ CompletedFirstPayment: false, IsExpired: false });
  });

  it('flags staff as admin', async () => {
    const res = await get('/api/member/summary', 'staff@example.com');
    expect(res.json().IsAdmin).toBe(true);
  });

  it('returns the points of the caller', async () => {
    const res = await get('/api/member/points?refresh=true', 'member@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await ledgerBalances('member@example.com'));
    const low = await get('/api/member/points', 'lowpoints@example.com');
    expect(low.json()).toEqual({ homePoints: 12, flexiPoints: 4 });
  });

  it('rejects a bad refresh flag with 400', async () => {
    const res = await get('/api/member/points?refresh=maybe', 'member@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { refresh: { code: 'validation.invalid' } },
    });
  });

  it('answers visitors and dead cookies with 401', async () => {
    for (const url of ['/api/member/summary', '/api/member/points?refresh=true']) {
      expect((await get(url)).statusCode).toBe(401);
      const dead = await ctx.app.inject({ url, headers: { cookie: 'fairway_session=not-a-session' } });
      expect(dead.statusCode).toBe(401);
      expect(dead.json().code).toBe('UNAUTHENTICATED');
    }
  });
});
