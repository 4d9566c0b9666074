import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flexiLots, payments, pointsLedger } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { SANDBOX_CARDS } from '../src/modules/payments/sandbox-gateway';
import { createMember, ledgerSum, newKey } from './booking-fixtures';
import { bundleOf, testCard as card, commerceSnapshot, memberByEmail, sandboxOf } from './checkout-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

describe('POST /api/checkout/pay with the sandbox gateway', () => {
  const ctx = useTestApp();
  const gateway = () => sandboxOf(ctx.app);
  const setBasket = (cookie: string, BundleId: number, PromoCode: string | null = null) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/checkout/basket',
      headers: { cookie },
      payload: { BundleId, PromoCode, NewClubId: null, Extra: null },
    });
  const pay = (cookie: string, Card: object | null = card(), key = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/pay',
      headers: { cookie, 'idempotency-key': key },
      payload: Card ? { Card } : {},
    });
  const ledgerTypes = async (memberId: string) =>
    (
      await ctx.database.db
        .select({ type: pointsLedger.type, home: pointsLedger.homeDelta, flexi: pointsLedger.flexiDelta })
        .from(pointsLedger)
        .where(eq(pointsLedger.memberId, memberId))
        .orderBy(pointsLedger.id)
    ).slice(-2);

  it('joins newjoiner@example.com: Hyde + joiner fee charged, membership started, New Customer row, basket empty', async () => {
    const db = ctx.database.db;
    const cookie = await sessionCookieFor(ctx, 'newjoiner@example.com');
    const before = await memberByEmail(db, 'newjoiner@example.com');
    expect((await setBasket(cookie, await bundleOf(db, 151, 'Hyde'))).statusCode).toBe(200);
    const charges = (await gateway().charges()).length;
    const res = await pay(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      Status: 'Succeeded',
      PackageType: 0,
      Amount: 3450,
      CardLast4: '4242',
      NextAction: null,
    });
    expect((await gateway().charges()).length).toBe(charges + 1);
    expect((await gateway().charges()).at(-1)!.amount).toBe(345_000);
    const after = await memberByEmail(db, 'newjoiner@example.com');
    expect(after.completedFirstPayment).toBe(true);
    expect(after.homePoints).toBe(before.homePoints + 800);
    // Joining starts the membership from today, whatever date the account held.
    const expires = after.membershipExpires!.getTime();
    expect(Math.abs(expires - dayjs().add(12, 'month').valueOf())).toBeLessThan(60_000);
    expect(body.MembershipExpires).toBe(after.membershipExpires!.toISOString());
    expect((await ledgerTypes(after.id)).at(-1)).toEqual({ type: 'New Customer', home: 800, flexi: 0 });
    const [row] = await db.select().from(payments).where(eq(payments.id, body.PaymentId));
    expect(row).toMatchObject({ status: 'succeeded', amount: 345_000, joinerFee: 25_000, cardLast4: '4242' });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    const basket = await ctx.app.inject({ method: 'GET', url: '/api/checkout/basket', headers: { cookie } });
    expect(basket.json()).toEqual({ Items: [] });
    const summary = (
      await ctx.app.inject({ method: 'GET', url: '/api/member/summary', headers: { cookie } })
    ).json();
    expect(summary).toMatchObject({ CompletedFirstPayment: true, PackageName: 'Hyde' });
  });

  it('renews member@example.com early: 12 months added to the current renewal date, Renewal row, promo applied', async () => {
    const db = ctx.database.db;
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const before = await memberByEmail(db, 'member@example.com');
    await setBasket(cookie, await bundleOf(db, 151, 'Hyde'), 'WELCOME10');
    const res = await pay(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: 'Succeeded', Amount: 2880 });
    const after = await memberByEmail(db, 'member@example.com');
    expect(after.membershipExpires!.toISOString()).toBe(
      dayjs(before.membershipExpires).tz('Europe/London').add(12, 'month').toDate().toISOString(),
    );
    expect(after.homePoints).toBe(before.homePoints + 800);
    expect((await ledgerTypes(after.id)).at(-1)).toEqual({ type: 'Renewal', home: 800, flexi: 0 });
    expect(await invariantViolations(db)).toEqual(noViolations);
  });

  it('tops up Home and Open Play points: Home Points Bundle row; a new lot valid 12 months, Away Points Bundle row', async () => {
    const db = ctx.database.db;
    const m = await createMember(db, { homePoints: 10, membershipExpires: dayjs().add(3, 'month').toDate() });
    await setBasket(m.cookie, await bundleOf(db, 151, '100 Home points'));
    expect((await pay(m.cookie)).json()).toMatchObject({
      Status: 'Succeeded',
      PackageType: 1,
      Amount: 380,
      MembershipExpires: null,
    });
    await setBasket(m.cookie, await bundleOf(db, 151, '50 Open Play points'));
    expect((await pay(m.cookie)).json()).toMatchObject({ Status: 'Succeeded', PackageType: 2, Amount: 220 });
    expect(await ledgerTypes(m.id)).toEqual([
      { type: 'Home Points Bundle', home: 100, flexi: 0 },
      { type: 'Away Points Bundle', home: 0, flexi: 50 },
    ]);
    expect(await ledgerSum(db, m.id)).toEqual({ home: 110, flexi: 50 });
    const [lot] = await db.select().from(flexiLots).where(eq(flexiLots.memberId, m.id));
    expect(lot).toMatchObject({ original: 50, remaining: 50 });
    expect(dayjs(lot!.purchasedAt).add(12, 'month').toDate()).toEqual(lot!.expiresAt);
    const [renewal] = await db
      .execute<{ e: Date }>(sql`select membership_expires as e from members where id = ${m.id}`)
      .then((r) => (r as unknown as { rows: { e: Date }[] }).rows);
    expect(new Date(renewal!.e).getTime()).toBeLessThan(dayjs().add(4, 'month').valueOf()); // top-ups never extend
  });

  it('declines, insufficient funds and invalid cards are refused with their codes; nothing fulfilled, basket kept', async () => {
    const db = ctx.database.db;
    const m = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    const topUp = await bundleOf(db, 151, '50 Home points');
    await setBasket(m.cookie, topUp, 'WELCOME10');
    const before = await commerceSnapshot(db);
    const cases: [object | null, number, string][] = [
      [card('4242424242424241'), 400, 'CARD_INVALID'],
      [{ ...card(), ExpYear: 2020 }, 400, 'CARD_INVALID'],
      [{ ...card(), Cvc: '12' }, 400, 'VALIDATION'],
      [{ ...card(), Number: 'abc' }, 400, 'VALIDATION'],
      [null, 400, 'VALIDATION'],
    ];
    for (const [c, status, code] of cases) {
      const res = await pay(m.cookie, c);
      expect(res.statusCode, JSON.stringify(c)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await commerceSnapshot(db)).toEqual(before);
    const charges = (await gateway().charges()).length;
    for (const [number, code] of [
      [SANDBOX_CARDS.declined, 'CARD_DECLINED'],
      [SANDBOX_CARDS.insufficientFunds, 'INSUFFICIENT_FUNDS'],
    ] as const) {
      const key = newKey();
      const res = await pay(m.cookie, card(number), key);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(code);
      // A replay of the declined attempt answers the same refusal.
      expect((await pay(m.cookie, card(), key)).json().code).toBe(code);
    }
    expect((await gateway().charges()).length).toBe(charges);
    const after = await commerceSnapshot(db);
    // Only the two failed payment rows were written; the promo uses went back; points untouched.
    expect({ ...after, payments: before.payments }).toEqual(before);
    expect(after.payments).toBe((before.payments as number) + 2);
    // The basket can still be paid with a good card.
    expect((await pay(m.cookie)).json()).toMatchObject({ Status: 'Succeeded', Amount: 180 });
  });

  it('a card needing an extra step answers 202 RequiresAction; nothing credited until it is confirmed', async () => {
    const db = ctx.database.db;
    const m = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    await setBasket(m.cookie, await bundleOf(db, 151, '50 Home points'));
    const key = newKey();
    const res = await pay(m.cookie, card(SANDBOX_CARDS.requiresAction), key);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      Status: 'RequiresAction',
      NextAction: { Type: 'sandbox_challenge' },
      CardLast4: '3184',
    });
    expect(await ledgerSum(db, m.id)).toEqual({ home: 0, flexi: 0 });
    // Replaying the key answers the same step; the basket cannot change under a charge in flight, but a
    // waiting step is given up when the member pays with another card.
    expect((await pay(m.cookie, card(SANDBOX_CARDS.requiresAction), key)).statusCode).toBe(202);
    const paid = await pay(m.cookie);
    expect(paid.json()).toMatchObject({ Status: 'Succeeded' });
    const rows = await db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.memberId, m.id)));
    expect(rows.map((r) => r.status).sort()).toEqual(['canceled', 'succeeded']);
    const stale = await pay(m.cookie, card(SANDBOX_CARDS.requiresAction), key);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('PAYMENT_CANCELED');
    expect(await ledgerSum(db, m.id)).toEqual({ home: 50, flexi: 0 });
  });

  it('an empty basket, a replayed success and a foreign call', async () => {
    const db = ctx.database.db;
    const m = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    const empty = await pay(m.cookie);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('BASKET_EMPTY');
    await setBasket(m.cookie, await bundleOf(db, 151, '50 Home points'));
    const key = newKey();
    const first = await pay(m.cookie, card(), key);
    const again = await pay(m.cookie, card(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ledgerSum(db, m.id)).toEqual({ home: 50, flexi: 0 });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/checkout/pay', payload: { Card: card() } }))
        .statusCode,
    ).toBe(401);
  });

  it('confirming the extra step settles the waiting payment once; others’ payments are not found', async () => {
    const db = ctx.database.db;
    const m = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    const other = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    await setBasket(m.cookie, await bundleOf(db, 151, '25 Open Play points'));
    const waiting = (await pay(m.cookie, card(SANDBOX_CARDS.requiresAction))).json();
    const confirm = (cookie: string, id = waiting.PaymentId) =>
      ctx.app.inject({ method: 'POST', url: `/api/checkout/payments/${id}/confirm`, headers: { cookie } });
    expect((await confirm(other.cookie)).json().code).toBe('PAYMENT_NOT_FOUND');
    expect((await confirm(m.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await confirm(m.cookie, 'nope')).statusCode).toBe(400);
    const done = await confirm(m.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ Status: 'Succeeded', PaymentId: waiting.PaymentId, PackageType: 2 });
    expect((await confirm(m.cookie)).json()).toEqual(done.json());
    expect(await ledgerSum(db, m.id)).toEqual({ home: 0, flexi: 25 });
  });

  it('renews expired@example.com late: 12 months added to the lapsed renewal date, not to today', async () => {
    const db = ctx.database.db;
    const cookie = await sessionCookieFor(ctx, 'expired@example.com');
    const before = await memberByEmail(db, 'expired@example.com');
    expect(before.membershipExpires!.getTime()).toBeLessThan(Date.now());
    await setBasket(cookie, await bundleOf(db, 151, 'Villiers'));
    const res = await pay(cookie);
    expect(res.json()).toMatchObject({ Status: 'Succeeded', Amount: 6000 });
    const after = await memberByEmail(db, 'expired@example.com');
    expect(after.membershipExpires!.toISOString()).toBe(
      dayjs(before.membershipExpires).tz('Europe/London').add(12, 'month').toDate().toISOString(),
    );
    expect(after.packageName).toBe('Villiers');
    expect((await ledgerTypes(after.id)).at(-1)).toEqual({ type: 'Renewal', home: 1500, flexi: 0 });
  });
});
