import { describe, expect, it } from 'vitest';
import { dayjs } from '../src/lib/time';
import { createMember, newKey } from './booking-fixtures';
import { bundleOf, testCard } from './checkout-fixtures';
import { statementsAtTheDriver } from './driver-statements';
import { useTestApp } from './helpers';

/**
 * Issue 24 §2: what a top-up costs the database in round trips, counted at the driver (every `query` a
 * pooled client sends, BEGIN and COMMIT included) while the basket is set and paid with the sandbox
 * gateway. A budget, not a timing: a change that adds a statement to either request's path fails here.
 */
describe('checkout round trips (PostgreSQL)', () => {
  const sent = statementsAtTheDriver();
  // After the hook: every pooled client the app makes sends through it.
  const ctx = useTestApp();

  /**
   * The request's own statements. The receipt e-mail it owes is sent after its reply (receipt-outbox.ts),
   * on the same pool: sent here once the count is taken, so no send lands inside another request's count.
   */
  async function counted(method: 'PUT' | 'POST', url: string, cookie: string, payload: object) {
    const outbox = ctx.app.receipts;
    const { kick } = outbox;
    const kicked: string[] = [];
    outbox.kick = (paymentId) => kicked.push(paymentId);
    sent.length = 0;
    try {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { cookie, 'idempotency-key': newKey() },
        payload,
      });
      return { res, statements: [...sent], kicked };
    } finally {
      outbox.kick = kick;
      for (const paymentId of kicked) outbox.kick(paymentId, null);
      await outbox.idle();
    }
  }
  const listed = (statements: string[]) =>
    statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 90)).join('\n');

  it('sets a basket in one statement (its rules checked in the call) and pays a top-up in three: the claim on the read the basket was set on, the sandbox charge and the settling', async () => {
    const db = ctx.database.db;
    const bundleId = await bundleOf(db, 151, '50 Open Play points');
    const member = await createMember(db, { membershipExpires: dayjs().add(6, 'month').toDate() });
    // Signed in a moment before, as a member paying is: their session is in the session cache.
    await ctx.app.inject({ method: 'GET', url: '/api/member/summary', headers: { cookie: member.cookie } });
    const basket = await counted('PUT', '/api/checkout/basket', member.cookie, {
      BundleId: bundleId,
      PromoCode: null,
      NewClubId: null,
      Extra: null,
    });
    expect(basket.res.statusCode, basket.res.body).toBe(200);
    expect(basket.statements.length, listed(basket.statements)).toBeLessThanOrEqual(1);
    expect(basket.statements.filter((s) => s === 'checkout_set_basket')).toHaveLength(1);
    const pay = await counted('POST', '/api/checkout/pay', member.cookie, { Card: testCard() });
    expect(pay.res.statusCode, pay.res.body).toBe(200);
    expect(pay.statements.length, listed(pay.statements)).toBeLessThanOrEqual(3);
    // The inputs are not read again: the basket's setting read them on this instance (basket-inputs-kept.ts).
    expect(pay.statements.filter((s) => s === 'checkout_payment_inputs')).toEqual([]);
    // No transaction of the request's own: the claim and the settling are each one call (pay-alone.ts) …
    expect(
      pay.statements.filter((s) => /^(begin|commit)\b/i.test(s)),
      listed(pay.statements),
    ).toEqual([]);
    expect(pay.statements.filter((s) => s === 'checkout_claim_payment')).toHaveLength(1);
    expect(pay.statements.filter((s) => s === 'checkout_settle_basket')).toHaveLength(1);
    // The receipt e-mail it owes is sent after the reply, not among them.
    expect(pay.kicked).toHaveLength(1);
    // … and the receipt e-mail's facts are those the settling was planned with: nothing reads them again.
    expect(pay.statements.filter((s) => /"customer_service_email"/.test(s))).toEqual([]);
  });

  it('pays a membership of the member’s club in three statements, and one of another club with its settling in a transaction', async () => {
    const db = ctx.database.db;
    for (const [clubId, settledAlone] of [
      [151, true],
      [523, false],
    ] as const) {
      const member = await createMember(db, { membershipExpires: dayjs().add(1, 'month').toDate() });
      await ctx.app.inject({ method: 'GET', url: '/api/member/summary', headers: { cookie: member.cookie } });
      const basket = await counted('PUT', '/api/checkout/basket', member.cookie, {
        BundleId: await bundleOf(db, clubId, 'Hyde'),
        PromoCode: null,
        NewClubId: null,
        Extra: null,
      });
      expect(basket.res.statusCode, basket.res.body).toBe(200);
      const pay = await counted('POST', '/api/checkout/pay', member.cookie, { Card: testCard() });
      expect(pay.res.statusCode, pay.res.body).toBe(200);
      expect(pay.statements.filter((s) => s === 'checkout_claim_payment')).toHaveLength(1);
      if (settledAlone) {
        expect(pay.statements.length, listed(pay.statements)).toBeLessThanOrEqual(3);
        expect(pay.statements.filter((s) => s === 'checkout_settle_basket')).toHaveLength(1);
      } else {
        // The club's systems are told of a joiner in the settling transaction (recordMemberJoined).
        expect(pay.statements.filter((s) => s === 'checkout_settle_basket')).toEqual([]);
        expect(pay.statements.filter((s) => /^begin\b/i.test(s))).toHaveLength(1);
      }
    }
  });
});
