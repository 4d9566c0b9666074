import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, promoCodes } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { SANDBOX_CARDS } from '../src/modules/payments/sandbox-gateway';
import { createMember, ledgerSum, newKey, type TestMember } from './booking-fixtures';
import { bundleOf, putBasket, sandboxOf } from './checkout-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

/**
 * Races through the real HTTP stack. On PostgreSQL the requests truly overlap; PGlite runs transactions
 * one at a time, so there the same assertions check the rules rather than the locking.
 */
describe('checkout under concurrent requests (PostgreSQL only: PGlite runs one transaction at a time)', () => {
  const ctx = useTestApp();
  const gateway = () => sandboxOf(ctx.app);
  const card = {
    Number: SANDBOX_CARDS.success,
    ExpMonth: 12,
    ExpYear: new Date().getUTCFullYear() + 2,
    Cvc: '123',
  };
  const statuses = (codes: string[]) =>
    codes.reduce<Record<string, number>>((acc, c) => Object.assign(acc, { [c]: (acc[c] ?? 0) + 1 }), {});
  const member = () => createMember(ctx.database.db, { membershipExpires: dayjs().add(3, 'month').toDate() });
  const setBasket = async (m: TestMember, BundleId: number, PromoCode: string | null = null) => {
    const res = await putBasket(ctx.app, m.cookie, BundleId, { PromoCode, NewClubId: 151 });
    expect(res.statusCode).toBe(200);
  };
  const pay = (m: TestMember, key: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/pay',
      headers: { cookie: m.cookie, 'idempotency-key': key },
      payload: { Card: card },
    });

  it('20 pays of one basket with the same key: one charge, one credit, every answer the same payment', async () => {
    const m = await member();
    await setBasket(m, await bundleOf(ctx.database.db, 151, '100 Home points'));
    const charges = (await gateway().charges()).length;
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(m, key)));
    expect(statuses(results.map((r) => String(r.statusCode)))).toEqual({ 200: 20 });
    expect(new Set(results.map((r) => r.json().PaymentId)).size).toBe(1);
    expect((await gateway().charges()).length).toBe(charges + 1);
    expect(await ledgerSum(ctx.database.db, m.id)).toEqual({ home: 100, flexi: 0 });
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.memberId, m.id));
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
  });

  it('20 pays of one basket with different keys: one charge, one credit, the rest refused', async () => {
    const m = await member();
    await setBasket(m, await bundleOf(ctx.database.db, 151, '50 Open Play points'));
    const charges = (await gateway().charges()).length;
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(m, newKey())));
    const codes = results.map((r) => (r.statusCode === 200 ? '200' : r.json().code));
    expect(codes.filter((c) => c === '200')).toHaveLength(1);
    expect(codes.every((c) => ['200', 'PAYMENT_IN_PROGRESS', 'BASKET_EMPTY'].includes(c))).toBe(true);
    expect((await gateway().charges()).length).toBe(charges + 1);
    expect(await ledgerSum(ctx.database.db, m.id)).toEqual({ home: 0, flexi: 50 });
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.memberId, m.id));
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    expect(await invariantViolations(ctx.database.db)).toEqual(noViolations);
  });

  it('a promo code with one use left, taken by 20 members at once: one succeeds', async () => {
    const db = ctx.database.db;
    const [promo] = await db
      .insert(promoCodes)
      .values({
        clubId: 151,
        code: 'LASTONE',
        kind: 'percent',
        amount: 50,
        validFrom: dayjs().subtract(1, 'day').toDate(),
        validUntil: dayjs().add(1, 'day').toDate(),
        usageLimit: 5,
        timesUsed: 4,
      })
      .returning({ id: promoCodes.id });
    const racers = await Promise.all(Array.from({ length: 20 }, () => member()));
    const bundle = await bundleOf(db, 151, '50 Home points');
    for (const m of racers) await setBasket(m, bundle, 'lastone');
    const charges = (await gateway().charges()).length;
    const results = await Promise.all(racers.map((m) => pay(m, newKey())));
    const codes = results.map((r) => (r.statusCode === 200 ? '200' : r.json().code));
    expect(statuses(codes)).toEqual({ 200: 1, PROMO_CODE_USED_UP: 19 });
    expect((await gateway().charges()).length).toBe(charges + 1);
    expect(results.find((r) => r.statusCode === 200)!.json().Amount).toBe(100);
    const [after] = await db
      .select({ used: promoCodes.timesUsed })
      .from(promoCodes)
      .where(eq(promoCodes.id, promo!.id));
    expect(after!.used).toBe(5);
    const credited = await Promise.all(racers.map((m) => ledgerSum(db, m.id)));
    expect(credited.filter((c) => c.home === 50)).toHaveLength(1);
    expect(credited.filter((c) => c.home === 0)).toHaveLength(19);
  });
});
