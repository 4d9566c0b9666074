import { describe, expect, it } from 'vitest';
import { sessionCookieFor, useTestApp } from './helpers';

describe('GET /api/checkout/packages', () => {
  const ctx = useTestApp();
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('gives a renewing member club 151’s Hyde and Villiers, corporate variants, and sorted top-ups', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const res = await get('/api/checkout/packages', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ClubId).toBe(151);
    expect(body.JoinerFee).toBeNull();
    expect(body.CheckoutDisabled).toBe(false);
    const [standard, corporate] = body.PackageGroups;
    expect(standard.Packages.map((p: { Name: string }) => p.Name)).toEqual(['Hyde', 'Villiers']);
    expect(standard.Packages[0]).toMatchObject({
      IsFull: false,
      HomePoints: 800,
      PlayersPerDay: 8,
      MaxRounds: 50,
    });
    expect(standard.Packages[0].Bundles[0]).toMatchObject({
      BaselineCost: 3200,
      Cost: 3200,
      Currency: { CurrencyCode: 'GBP', CurrencySymbol: '£' },
    });
    expect(standard.Packages[1].Bundles[0].Cost).toBe(6000);
    expect(corporate.IsCorporate).toBe(true);
    expect(corporate.Packages.find((p: { Name: string }) => p.Name === 'Villiers Corporate').IsFull).toBe(
      true,
    );
    expect(body.HomePackages.map((p: { HomePoints: number }) => p.HomePoints)).toEqual([50, 100, 250]);
    expect(body.AwayPackages.map((p: { AwayPoints: number }) => p.AwayPoints)).toEqual([25, 50, 100]);
    const summary = (await get('/api/member/summary', cookie)).json();
    expect(body.HomePackages[0]).toMatchObject({ NewHomePoints: summary.HomePoints + 50, NewPrice: 200 });
    expect(body.AwayPackages[0]).toMatchObject({ NewAwayPoints: summary.AwayPoints + 25, NewPrice: 120 });
  });

  it('adds the joiner fee to membership packages for a member whose first payment is not done', async () => {
    const cookie = await sessionCookieFor(ctx, 'newjoiner@example.com');
    const body = (await get('/api/checkout/packages', cookie)).json();
    expect(body.JoinerFee).toBe(250);
    expect(body.PackageGroups[0].Packages[0].Bundles[0]).toMatchObject({ BaselineCost: 3450, Cost: 3450 });
    expect(body.HomePackages[0].NewPrice).toBe(200);
  });

  it('applies a promo code case-insensitively to every price (not to the joiner fee)', async () => {
    const cookie = await sessionCookieFor(ctx, 'newjoiner@example.com');
    const body = (await get('/api/checkout/packages?promocode=welcome10', cookie)).json();
    expect(body.PromoCode).toBe('WELCOME10');
    expect(body.PackageGroups[0].Packages[0].Bundles[0]).toMatchObject({ BaselineCost: 3450, Cost: 3130 });
    const fixed = (await get('/api/checkout/packages?promocode=SPRING250', cookie)).json();
    expect(fixed.PackageGroups[0].Packages[0].Bundles[0].Cost).toBe(3200);
  });

  it('refuses an unknown, expired or other club’s promo code with PROMO_CODE_INVALID', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    for (const url of [
      '/api/checkout/packages?promocode=NOPE',
      '/api/checkout/packages?promocode=EXPIRED5',
      '/api/checkout/packages?clubId=523&promocode=WELCOME10',
    ]) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().code).toBe('PROMO_CODE_INVALID');
    }
    const bad = await get('/api/checkout/packages?promocode=%27%3B--', cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('serves visitors a named club’s packages, priced as joiners, without top-ups; no club is 401', async () => {
    const res = await get('/api/checkout/packages?clubId=151');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.JoinerFee).toBe(250);
    expect(body.HomePackages).toEqual([]);
    expect(body.AwayPackages).toEqual([]);
    expect((await get('/api/checkout/packages')).statusCode).toBe(401);
    expect((await get('/api/checkout/packages?clubId=99999')).json().code).toBe('CLUB_NOT_FOUND');
  });

  it('flags checkout disabled by the club switch (541, 537) and by a spa course (563)', async () => {
    for (const clubId of [541, 537, 563]) {
      expect(
        (await get(`/api/checkout/packages?clubId=${clubId}`)).json().CheckoutDisabled,
        `${clubId}`,
      ).toBe(true);
    }
    expect((await get('/api/checkout/packages?clubId=523')).json().CheckoutDisabled).toBe(false);
  });
});
