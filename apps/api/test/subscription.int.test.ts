import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, savedPaymentMethods } from '../src/db/schema';
import { renewalDate } from '../src/modules/checkout/pricing';
import { SANDBOX_CARDS } from '../src/modules/payments/sandbox-gateway';
import { newKey } from './booking-fixtures';
import {
  bundleOf,
  testCard as card,
  commerceSnapshot,
  memberByEmail,
  postPay,
  putBasket,
  sandboxOf,
} from './checkout-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';
import { memberState } from './subscription-fixtures';

describe('GET/PUT /api/payment/subscription', () => {
  const ctx = useTestApp();
  const get = (cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/payment/subscription',
      headers: cookie ? { cookie } : {},
    });
  const put = (cookie: string | undefined, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/payment/subscription',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  it('is 401 for visitors, reading and writing', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get()).json().code).toBe('UNAUTHENTICATED');
    expect((await put(undefined, { AutoRenewOn: false })).statusCode).toBe(401);
  });

  it('shows an active member’s package, renewal date, price and no saved card', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const member = await memberByEmail(ctx.database.db, 'member@example.com');
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Status: 'Active',
      AutoRenewOn: false,
      PackageName: 'Hyde',
      BundleId: await bundleOf(ctx.database.db, 151, 'Hyde'),
      NextRenewalDate: member.membershipExpires!.toISOString(),
      Amount: 3200,
      Currency: { CurrencyCode: 'GBP', CurrencySymbol: '£' },
      CardLast4: null,
    });
  });

  it('shows Arrears for arrears@example.com and None before a first payment', async () => {
    const arrears = await get(await sessionCookieFor(ctx, 'arrears@example.com'));
    expect(arrears.json()).toMatchObject({
      Status: 'Arrears',
      AutoRenewOn: true,
      Amount: 3200,
      CardLast4: '0002',
    });
    const joiner = await get(await sessionCookieFor(ctx, 'newjoiner@example.com'));
    expect(joiner.json()).toMatchObject({ Status: 'None', AutoRenewOn: false });
  });

  it.each([
    ['no body field', {}],
    ['a string', { AutoRenewOn: 'yes' }],
    ['a number', { AutoRenewOn: 1 }],
    ['an unknown field', { AutoRenewOn: false, CardNumber: '4242424242424242' }],
    ['null', { AutoRenewOn: null }],
  ])('refuses %s with 400 VALIDATION and changes nothing', async (_name, payload) => {
    const cookie = await sessionCookieFor(ctx, 'buddy@example.com');
    const before = await get(cookie);
    const res = await put(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect((await get(cookie)).json()).toEqual(before.json());
  });

  it('refuses to turn automatic renewal on without a saved card (422), nothing written', async () => {
    const cookie = await sessionCookieFor(ctx, 'buddy@example.com');
    const res = await put(cookie, { AutoRenewOn: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('SAVED_CARD_REQUIRED');
    expect((await get(cookie)).json().AutoRenewOn).toBe(false);
  });

  it('saves the card of a payment made with SaveCard (a token, never the number), then turns auto-renew on and off', async () => {
    const db = ctx.database.db;
    const cookie = await sessionCookieFor(ctx, 'buddy@example.com');
    const buddy = await memberByEmail(db, 'buddy@example.com');
    await putBasket(ctx.app, cookie, await bundleOf(db, 151, '25 Open Play points'));
    const paid = await postPay(ctx.app, cookie, { Card: card(), SaveCard: true });
    expect(paid.statusCode).toBe(200);
    const [saved] = await db
      .select()
      .from(savedPaymentMethods)
      .where(eq(savedPaymentMethods.memberId, buddy.id));
    expect(saved?.reference).toMatch(/^pm_sandbox_success_[0-9a-f]+$/);
    expect(JSON.stringify(saved)).not.toContain(SANDBOX_CARDS.success);
    expect((await get(cookie)).json().CardLast4).toBe('4242');

    const on = await put(cookie, { AutoRenewOn: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ AutoRenewOn: true, CardLast4: '4242', Status: 'Active' });
    const summary = await ctx.app.inject({ method: 'GET', url: '/api/member/summary', headers: { cookie } });
    expect(summary.json().AutoRenewOn).toBe(true);
    const off = await put(cookie, { AutoRenewOn: false });
    expect(off.json().AutoRenewOn).toBe(false);
  });

  it('does not save a card when SaveCard is not asked for', async () => {
    const db = ctx.database.db;
    const cookie = await sessionCookieFor(ctx, 'lowpoints@example.com');
    const low = await memberByEmail(db, 'lowpoints@example.com');
    await putBasket(ctx.app, cookie, await bundleOf(db, 151, '25 Open Play points'));
    const paid = await postPay(ctx.app, cookie, { Card: card() });
    expect(paid.statusCode).toBe(200);
    expect(
      await db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.memberId, low.id)),
    ).toEqual([]);
  });
});

describe('POST /api/payment/arrears', () => {
  const ctx = useTestApp();
  const gateway = () => sandboxOf(ctx.app);
  const pay = (cookie: string | undefined, payload: unknown, key: string | null = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payment/arrears',
      headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as object,
    });

  it('is 401 for visitors', async () => {
    const res = await pay(undefined, { Card: card() });
    expect(res.statusCode).toBe(401);
  });

  it('is 409 NOT_IN_ARREARS for a member who owes nothing, nothing charged', async () => {
    const before = (await gateway().charges()).length;
    const res = await pay(await sessionCookieFor(ctx, 'member@example.com'), { Card: card() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_IN_ARREARS');
    expect((await gateway().charges()).length).toBe(before);
  });

  it.each([
    ['no card', {}],
    ['a malformed card number', { Card: { ...card(), Number: '42x2' } }],
    ['a month 13', { Card: { ...card(), ExpMonth: 13 } }],
    ['a card failing the Luhn check', { Card: card('4242424242424241') }],
    ['an over-long payment method id', { PaymentMethodId: 'x'.repeat(300) }],
  ])('refuses %s with a 4xx and writes nothing', async (_name, payload) => {
    const db = ctx.database.db;
    const cookie = await sessionCookieFor(ctx, 'arrears@example.com');
    const before = await commerceSnapshot(db);
    const res = await pay(cookie, payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(['VALIDATION', 'CARD_INVALID']).toContain(res.json().code);
    expect(await commerceSnapshot(db)).toEqual(before);
  });

  it('refuses a declined card: still in arrears, renewal date unchanged', async () => {
    const db = ctx.database.db;
    const cookie = await sessionCookieFor(ctx, 'arrears@example.com');
    const member = await memberByEmail(db, 'arrears@example.com');
    const res = await pay(cookie, { Card: card(SANDBOX_CARDS.declined) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('CARD_DECLINED');
    const state = await memberState(db, member.id);
    expect(state.isInArrears).toBe(true);
    expect(state.membershipExpires).toEqual(member.membershipExpires);
  });

  it('pays the arrears: renewed 12 months from the renewal date, unlocked, replay answers the same once', async () => {
    const db = ctx.database.db;
    const cookie = await sessionCookieFor(ctx, 'arrears@example.com');
    const member = await memberByEmail(db, 'arrears@example.com');
    const charges = (await gateway().charges()).length;
    const key = newKey();
    const res = await pay(cookie, { Card: card() }, key);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Status: 'Succeeded', Amount: 3200, PackageType: 0, CardLast4: '4242' });
    const state = await memberState(db, member.id);
    expect(state.isInArrears).toBe(false);
    const expected = renewalDate({
      current: member.membershipExpires,
      completedFirstPayment: true,
      now: new Date(),
      timeZone: 'Europe/London',
    });
    expect(state.membershipExpires!.toISOString().slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
    expect(state.homePoints).toBe(35 + 800);
    const [row] = await db.select().from(payments).where(eq(payments.id, body.PaymentId));
    expect(row).toMatchObject({ purpose: 'arrears', status: 'succeeded', amount: 320_000 });
    expect((await gateway().charges()).length).toBe(charges + 1);

    const again = await pay(cookie, { Card: card() }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().PaymentId).toBe(body.PaymentId);
    expect((await gateway().charges()).length).toBe(charges + 1);
    expect((await memberState(db, member.id)).membershipExpires).toEqual(state.membershipExpires);

    const summary = await ctx.app.inject({ method: 'GET', url: '/api/member/summary', headers: { cookie } });
    expect(summary.json()).toMatchObject({ IsInArrears: false, IsExpired: false });
    // Paid: a new attempt has nothing to pay.
    expect((await pay(cookie, { Card: card() })).json().code).toBe('NOT_IN_ARREARS');
  });
});
