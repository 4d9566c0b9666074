import { ZMemberSummary } from '@fairway/contracts';
import { and, eq, gt, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubs, flexiLots, members, pointsLedger } from '../src/db/schema';
import { findProfileWithBalances } from '../src/modules/members/member-repository';
import { createMember } from './booking-fixtures';
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

  it('reads the summary row as an array: every column at its index, as the schema types it', async () => {
    const db = ctx.database.db;
    const patterns = [
      [true, false, true, false, true, false],
      [false, true, true, false, false, true],
    ] as const;
    for (const [i, [paid, corporate, autoRenew, admin, arrears, flexi]] of patterns.entries()) {
      const m = await createMember(db, {
        homePoints: 321 + i,
        lots: [{ points: 9, expiresAt: new Date('2099-01-01T00:00:00Z') }],
      });
      await db
        .update(members)
        .set({
          forename: `Fore${i}`,
          surname: `Sur${i}`,
          phone: `0770090000${i}`,
          membershipType: 2,
          completedFirstPayment: paid,
          membershipExpires: new Date('2097-05-06T07:08:09.123Z'),
          isCorporate: corporate,
          companyName: `Company ${i}`,
          bannerUrl: `https://example.test/banner-${i}.png`,
          thumbUrl: `https://example.test/thumb-${i}.png`,
          autoRenew,
          isAdmin: admin,
          staffClubId: 563,
          isInArrears: arrears,
          flexiPointsAllowed: flexi,
          packageName: `Package ${i}`,
        })
        .where(eq(members.id, m.id));
      const [reference] = await db
        .select({
          id: members.id,
          email: members.email,
          forename: members.forename,
          surname: members.surname,
          phone: members.phone,
          homeClubId: members.homeClubId,
          homeClubName: clubs.name,
          membershipType: members.membershipType,
          completedFirstPayment: members.completedFirstPayment,
          membershipExpires: members.membershipExpires,
          isCorporate: members.isCorporate,
          companyName: members.companyName,
          bannerUrl: members.bannerUrl,
          thumbUrl: members.thumbUrl,
          autoRenew: members.autoRenew,
          isAdmin: members.isAdmin,
          staffClubId: members.staffClubId,
          isInArrears: members.isInArrears,
          flexiPointsAllowed: members.flexiPointsAllowed,
          packageName: members.packageName,
        })
        .from(members)
        .innerJoin(clubs, eq(clubs.id, members.homeClubId))
        .where(eq(members.id, m.id));
      expect(await findProfileWithBalances(db, m.id, new Date())).toStrictEqual({
        profile: reference,
        balances: { homePoints: 321 + i, flexiPoints: 9 },
      });
    }
  });

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
