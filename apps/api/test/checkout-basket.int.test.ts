import { describe, expect, it } from 'vitest';
import { dayjs } from '../src/lib/time';
import { createMember } from './booking-fixtures';
import { bundleOf, commerceSnapshot, memberByEmail } from './checkout-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

describe('basket: PUT, GET and DELETE /api/checkout/basket', () => {
  const ctx = useTestApp();
  const call = (method: 'GET' | 'PUT' | 'DELETE', cookie: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: '/api/checkout/basket',
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

  it('is { Items: [] } when empty, and needs a login', async () => {
    const cookie = await sessionCookieFor(ctx, 'lowpoints@example.com');
    const res = await call('GET', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Items: [] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/checkout/basket' })).statusCode).toBe(401);
  });

  it('holds one item: a renewal shows prices, points after purchase and the extended renewal date', async () => {
    const db = ctx.database.db;
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const hyde = await bundleOf(db, 151, 'Hyde');
    const villiers = await bundleOf(db, 151, 'Villiers');
    const first = await call('PUT', cookie, { BundleId: hyde, PromoCode: null, NewClubId: 151, Extra: null });
    expect(first.statusCode).toBe(200);
    const res = await call('PUT', cookie, {
      BundleId: villiers,
      PromoCode: 'welcome10',
      NewClubId: 151,
      Extra: null,
    });
    expect(res.statusCode).toBe(200);
    const member = await memberByEmail(db, 'member@example.com');
    const [item] = res.json().Items;
    expect(res.json().Items).toHaveLength(1);
    expect(item).toMatchObject({
      BundleId: villiers,
      PromoCode: 'WELCOME10',
      ClubName: 'Foxhill Heath Golf Club',
      PackageName: 'Villiers',
      PackageType: 0,
      NewHomePoints: member.homePoints + 1500,
      BasePrice: 6000,
      NewPrice: 5400,
      JoinerFee: 0,
      PromoDiscount: 600,
      Currency: { CurrencySymbol: '£' },
    });
    // Renewing early: 12 months added to the current renewal date, not to today.
    expect(item.MembershipExtension.ExtendedRenewalDate).toBe(
      dayjs(member.membershipExpires).tz('Europe/London').add(12, 'month').toDate().toISOString(),
    );
    expect((await call('GET', cookie)).json()).toEqual(res.json());
    expect((await call('DELETE', cookie)).json()).toEqual({ Items: [] });
    expect((await call('GET', cookie)).json()).toEqual({ Items: [] });
  });

  it('a joiner’s membership carries the joiner fee; a top-up has no renewal date', async () => {
    const db = ctx.database.db;
    const joiner = await sessionCookieFor(ctx, 'newjoiner@example.com');
    const hyde = await bundleOf(db, 151, 'Hyde');
    const [item] = (
      await call('PUT', joiner, { BundleId: hyde, PromoCode: '', NewClubId: null, Extra: null })
    ).json().Items;
    expect(item).toMatchObject({
      NewPrice: 3450,
      BasePrice: 3450,
      JoinerFee: 250,
      PromoDiscount: 0,
      NewHomePoints: 800,
    });
    await call('DELETE', joiner);
    const member = await sessionCookieFor(ctx, 'member@example.com');
    const topUp = await bundleOf(db, 151, '50 Open Play points');
    const [t] = (
      await call('PUT', member, { BundleId: topUp, PromoCode: null, NewClubId: 151, Extra: null })
    ).json().Items;
    expect(t).toMatchObject({ PackageType: 2, NewPrice: 220, MembershipExtension: null });
    await call('DELETE', member);
  });

  it('refuses bad input with a code and writes nothing', async () => {
    const db = ctx.database.db;
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const joiner = await sessionCookieFor(ctx, 'newjoiner@example.com');
    const expired = await sessionCookieFor(ctx, 'expired@example.com');
    const hyde = await bundleOf(db, 151, 'Hyde');
    await call('PUT', cookie, { BundleId: hyde, PromoCode: null, NewClubId: 151, Extra: null });
    const noFlexi = await createMember(db, {
      membershipExpires: dayjs().add(6, 'month').toDate(),
      flexiPointsAllowed: false,
    });
    const cases: [string, object, number, string][] = [
      [cookie, { BundleId: 999_999, PromoCode: null, NewClubId: null, Extra: null }, 404, 'BUNDLE_NOT_FOUND'],
      [cookie, { BundleId: hyde, PromoCode: 'NOPE', NewClubId: 151, Extra: null }, 422, 'PROMO_CODE_INVALID'],
      [
        cookie,
        { BundleId: hyde, PromoCode: 'EXPIRED5', NewClubId: 151, Extra: null },
        422,
        'PROMO_CODE_INVALID',
      ],
      [cookie, { BundleId: hyde, PromoCode: null, NewClubId: 523, Extra: null }, 422, 'BASKET_CLUB_MISMATCH'],
      [
        cookie,
        { BundleId: await bundleOf(db, 541, 'Fox'), PromoCode: null, NewClubId: 541, Extra: null },
        422,
        'CHECKOUT_DISABLED',
      ],
      [
        cookie,
        { BundleId: await bundleOf(db, 563, 'Fox'), PromoCode: null, NewClubId: 563, Extra: null },
        422,
        'CHECKOUT_DISABLED',
      ],
      [
        cookie,
        { BundleId: await bundleOf(db, 523, '50 Home points'), PromoCode: null, NewClubId: 523, Extra: null },
        422,
        'BASKET_CLUB_MISMATCH',
      ],
      [
        joiner,
        {
          BundleId: await bundleOf(db, 151, 'Villiers Corporate'),
          PromoCode: null,
          NewClubId: 151,
          Extra: null,
        },
        422,
        'PACKAGE_FULL',
      ],
      [
        joiner,
        { BundleId: await bundleOf(db, 151, '50 Home points'), PromoCode: null, NewClubId: 151, Extra: null },
        422,
        'FIRST_PAYMENT_DUE',
      ],
      [
        expired,
        { BundleId: await bundleOf(db, 151, '50 Home points'), PromoCode: null, NewClubId: 151, Extra: null },
        422,
        'MEMBERSHIP_EXPIRED',
      ],
      [
        noFlexi.cookie,
        {
          BundleId: await bundleOf(db, 151, '50 Open Play points'),
          PromoCode: null,
          NewClubId: 151,
          Extra: null,
        },
        422,
        'OPEN_PLAY_NOT_ALLOWED',
      ],
      [cookie, { BundleId: 'x', PromoCode: null, NewClubId: 151, Extra: null }, 400, 'VALIDATION'],
      [cookie, { BundleId: hyde, PromoCode: 'a b', NewClubId: 151, Extra: null }, 400, 'VALIDATION'],
    ];
    const before = await commerceSnapshot(db);
    for (const [who, body, status, code] of cases) {
      const res = await call('PUT', who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    expect(await commerceSnapshot(db)).toEqual(before);
    expect((await call('GET', cookie)).json().Items[0].BundleId).toBe(hyde);
    await call('DELETE', cookie);
  });
});
