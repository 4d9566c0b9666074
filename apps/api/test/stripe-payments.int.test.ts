import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { baskets, payments, pointsLedger, promoCodes } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { PAYMENT_ID_METADATA, type StripeGateway } from '../src/modules/payments/stripe-gateway';
import { createMember, ledgerSum, newKey, type TestMember } from './booking-fixtures';
import { bundleOf, commerceSnapshot, putBasket } from './checkout-fixtures';
import { useTestApp } from './helpers';
import { pageShellDist } from './page-shell';
import { StripeStandIn, stripeEvent, TEST_METHODS } from './stripe-stand-in';

/**
 * The Stripe adapter through the real `stripe` SDK against a local stand-in of Stripe's API (Stripe
 * cannot be reached from CI), and webhooks signed as Stripe signs them. Runs on PGlite and, with
 * TEST_DB=postgres, on PostgreSQL where the concurrent deliveries truly overlap.
 */
const SECRET_KEY = 'sk_test_fairwayStandIn';
const WEBHOOK_SECRET = 'whsec_fairwayStandInSecret';
const standIn = new StripeStandIn(SECRET_KEY);
const stripeConfig: NonNullable<Config['stripe']> = {
  secretKey: SECRET_KEY,
  publishableKey: 'pk_test_fairwayStandIn',
  webhookSecret: WEBHOOK_SECRET,
  apiBase: { protocol: 'http', host: '127.0.0.1', port: 0 },
};
// The stand-in listens before the app is built (hooks run in the order they are declared).
beforeAll(async () => {
  stripeConfig.apiBase!.port = await standIn.start();
});
afterAll(() => standIn.stop());

const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('Stripe gateway and webhooks (SDK against a local stand-in)', () => {
  const ctx = useTestApp({ config: { stripe: stripeConfig, webDist: pageShellDist() } });
  const db = () => ctx.database.db;
  const member = () => createMember(db(), { membershipExpires: dayjs().add(3, 'month').toDate() });
  const setBasket = async (m: TestMember, name = '100 Home points', PromoCode: string | null = null) => {
    const BundleId = await bundleOf(db(), 151, name);
    const res = await putBasket(ctx.app, m.cookie, BundleId, { PromoCode, NewClubId: 151 });
    expect(res.statusCode).toBe(200);
  };
  const pay = (m: TestMember, PaymentMethodId: string, key = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/pay',
      headers: { cookie: m.cookie, 'idempotency-key': key },
      payload: { PaymentMethodId },
    });
  const confirm = (m: TestMember, paymentId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/payments/${paymentId}/confirm`,
      headers: { cookie: m.cookie },
    });
  const deliver = (payload: string, signature: string | null = sign(payload)) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhooks/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
        // Stripe's servers are another site: the webhook is exempt from the Origin check.
        origin: 'https://hooks.stripe.com',
      },
      payload,
    });
  const paymentRows = (m: TestMember) => db().select().from(payments).where(eq(payments.memberId, m.id));
  const ledgerRows = async (m: TestMember) =>
    (await db().select().from(pointsLedger).where(eq(pointsLedger.memberId, m.id))).length;

  /** A member whose card needed 3-D Secure: the payment waits, its intent at the stand-in. */
  async function waitingPayment(name = '100 Home points', PromoCode: string | null = null) {
    const m = await member();
    await setBasket(m, name, PromoCode);
    const res = await pay(m, TEST_METHODS.requiresAction);
    expect(res.statusCode).toBe(202);
    const body = res.json();
    const [row] = await paymentRows(m);
    return { m, paymentId: body.PaymentId as string, intentId: row!.gatewayRef!, body };
  }

  it('tells the browser to use Stripe Elements with the publishable key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/checkout/gateway' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Gateway: 'stripe', PublishableKey: 'pk_test_fairwayStandIn' });
  });

  it('lets the page load Stripe.js and its card frames (CSP)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/checkout' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it('pays with a PaymentMethod: one confirmed intent in minor units, keyed and tagged by the payment id', async () => {
    const m = await member();
    await setBasket(m);
    const before = standIn.created.length;
    const res = await pay(m, TEST_METHODS.success);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Status: 'Succeeded', CardLast4: '4242', NextAction: null });
    expect(standIn.created.length).toBe(before + 1);
    const intent = standIn.created.at(-1)!;
    expect(intent.amount).toBe(Math.round(body.Amount * 100));
    expect(intent.currency).toBe('gbp');
    expect((intent.metadata as Record<string, string>)[PAYMENT_ID_METADATA]).toBe(body.PaymentId);
    const create = standIn.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(create.idempotencyKey).toBe(body.PaymentId);
    expect(create.form.get('confirm')).toBe('true');
    // No card data crosses Fairway: the PaymentMethod id only.
    expect([...create.form.keys()].some((k) => /number|cvc/i.test(k))).toBe(false);
    const [row] = await paymentRows(m);
    expect(row).toMatchObject({
      status: 'succeeded',
      gatewayRef: intent.id,
      cardLast4: '4242',
      gateway: 'stripe',
    });
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 100, flexi: 0 });
  });

  it('maps declines: card_declined and insufficient_funds, nothing credited, basket payable again', async () => {
    const m = await member();
    await setBasket(m);
    const declined = await pay(m, TEST_METHODS.declined);
    expect(declined.statusCode).toBe(422);
    expect(declined.json().code).toBe('CARD_DECLINED');
    const poor = await pay(m, TEST_METHODS.insufficientFunds);
    expect(poor.json().code).toBe('INSUFFICIENT_FUNDS');
    const unknown = await pay(m, 'pm_doesNotExist');
    expect(unknown.json().code).toBe('CARD_INVALID');
    expect((await paymentRows(m)).map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 0, flexi: 0 });
    const ok = await pay(m, TEST_METHODS.success);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a missing or malformed PaymentMethod id and a card sent to the API, writing nothing', async () => {
    const m = await member();
    await setBasket(m);
    const before = await commerceSnapshot(db());
    const requests = standIn.requests.length;
    for (const payload of [
      {},
      { PaymentMethodId: 'tok_visa' },
      { Card: { Number: '4242424242424242', ExpMonth: 12, ExpYear: 2034, Cvc: '123' } },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/pay',
        headers: { cookie: m.cookie, 'idempotency-key': newKey() },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await commerceSnapshot(db())).toEqual(before);
    expect(standIn.requests.length).toBe(requests);
  });

  it('requires action: stripe_sdk with the client secret, then confirm settles once', async () => {
    const { m, paymentId, intentId, body } = await waitingPayment();
    expect(body.NextAction).toEqual({
      Type: 'stripe_sdk',
      ClientSecret: standIn.intents.get(intentId)!.client_secret,
    });
    expect(body.CardLast4).toBe('3155');
    // Not answered yet: still waiting.
    expect((await confirm(m, paymentId)).statusCode).toBe(202);
    standIn.completeAction(intentId, 'succeeded');
    const done = await confirm(m, paymentId);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ Status: 'Succeeded', CardLast4: '3155' });
    expect((await confirm(m, paymentId)).statusCode).toBe(200);
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 100, flexi: 0 });
  });

  it('idempotency: Stripe sees the same Idempotency-Key on a retry and creates one intent', async () => {
    const m = await member();
    await setBasket(m);
    const before = standIn.created.length;
    standIn.failNextPost = true;
    const res = await pay(m, TEST_METHODS.success);
    expect(res.statusCode).toBe(200);
    const tries = standIn.requests.filter((r) => r.idempotencyKey === res.json().PaymentId);
    expect(tries.length).toBe(2);
    expect(standIn.created.length).toBe(before + 1);
    // The adapter driven again with the same key (a crashed attempt) gets the same intent back.
    const gateway = ctx.app.payments.gateway as StripeGateway;
    const again = await gateway.createPayment({
      amount: 100,
      currency: 'GBP',
      idempotencyKey: res.json().PaymentId,
      method: { kind: 'token', token: TEST_METHODS.success },
      description: 'retry',
    });
    expect(again).toMatchObject({ status: 'succeeded', reference: (await paymentRows(m))[0]!.gatewayRef });
    expect(standIn.created.length).toBe(before + 1);
  });

  it('20 pays with one Idempotency-Key: one intent, one credit', async () => {
    const m = await member();
    await setBasket(m, '50 Home points');
    const before = standIn.created.length;
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(m, TEST_METHODS.success, key)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length + results.filter((r) => r.json().code === 'REQUEST_IN_PROGRESS').length).toBe(20);
    expect(ok.length).toBeGreaterThan(0);
    expect(standIn.created.length).toBe(before + 1);
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 50, flexi: 0 });
  });

  it('charges a saved card off-session (automatic renewal) once per key; a refused card is a decline', async () => {
    const gateway = ctx.app.payments.gateway as StripeGateway;
    // Saved the way checkout saves it: a payment for the member's Customer with setup_future_usage.
    const first = await gateway.createPayment({
      amount: 100,
      currency: 'GBP',
      idempotencyKey: newKey(),
      method: { kind: 'token', token: TEST_METHODS.success },
      description: 'first',
      saveMethod: true,
      payer: { memberId: newKey(), savedMethod: null },
    });
    expect(first).toMatchObject({ status: 'succeeded', savedMethod: expect.stringMatching(/^cus_\w+\/pm_/) });
    const savedMethod = (first as { savedMethod: string }).savedMethod;
    const before = standIn.created.length;
    const charge = (idempotencyKey: string) =>
      gateway.chargeSavedMethod({
        amount: 320_000,
        currency: 'GBP',
        idempotencyKey,
        savedMethod,
        description: 'renewal',
      });
    const ok = await charge('renewal-a');
    expect(ok).toMatchObject({ status: 'succeeded', last4: '4242' });
    expect(ok).not.toHaveProperty('savedMethod');
    expect(await charge('renewal-a')).toMatchObject({ reference: ok.reference });
    expect(standIn.created.length).toBe(before + 1);
    standIn.refusedCustomers.add(savedMethod.split('/')[0]!);
    expect(await charge('renewal-b')).toMatchObject({ status: 'declined', reason: 'card_declined' });
  });

  it('refunds through Stripe with an idempotency key, once', async () => {
    const gateway = ctx.app.payments.gateway as StripeGateway;
    const intent = standIn.created.find((i) => i.status === 'succeeded')!;
    const first = await gateway.refund({ reference: intent.id, amount: 500, idempotencyKey: 'refund-a' });
    const second = await gateway.refund({ reference: intent.id, amount: 500, idempotencyKey: 'refund-a' });
    expect(second.reference).toBe(first.reference);
    expect(standIn.refunds.filter((r) => r.id === first.reference)).toHaveLength(1);
    expect(standIn.refunds.at(-1)).toMatchObject({ amount: 500, payment_intent: intent.id });
  });

  it('a webhook with a wrong, missing or foreign signature is refused 400 and changes nothing', async () => {
    const { m, intentId } = await waitingPayment();
    const intent = standIn.completeAction(intentId, 'succeeded');
    const payload = stripeEvent('payment_intent.succeeded', intent);
    const before = await commerceSnapshot(db());
    const bad = [
      await deliver(payload, null),
      await deliver(payload, 't=1,v1=deadbeef'),
      await deliver(payload, sign(payload, 'whsec_someoneElse')),
      await deliver(payload.replace('"livemode":false', '"livemode":true'), sign(payload)),
      await deliver('not json', sign('not json')),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await commerceSnapshot(db())).toEqual(before);
    expect((await paymentRows(m))[0]!.status).toBe('requires_action');
  });

  it('a webhook delivered 10 times at once fulfils once: one ledger row, points once', async () => {
    const { m, paymentId, intentId } = await waitingPayment();
    const payload = stripeEvent('payment_intent.succeeded', standIn.completeAction(intentId, 'succeeded'));
    const ledgerBefore = await ledgerRows(m);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await ledgerRows(m)).toBe(ledgerBefore + 1);
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 100, flexi: 0 });
    const [row] = await paymentRows(m);
    expect(row).toMatchObject({ id: paymentId, status: 'succeeded', cardLast4: '3155' });
    const [basket] = await db().select().from(baskets).where(eq(baskets.memberId, m.id));
    expect(basket).toBeUndefined();
    // The browser's confirm afterwards answers the same success and credits nothing more.
    const late = await confirm(m, paymentId);
    expect(late.statusCode).toBe(200);
    expect(await ledgerRows(m)).toBe(ledgerBefore + 1);
  });

  it('a webhook racing the browser’s confirm fulfils once', async () => {
    const { m, paymentId, intentId } = await waitingPayment('50 Open Play points');
    const payload = stripeEvent('payment_intent.succeeded', standIn.completeAction(intentId, 'succeeded'));
    const results = await Promise.all([
      confirm(m, paymentId),
      deliver(payload),
      confirm(m, paymentId),
      deliver(payload),
      deliver(payload),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 0, flexi: 50 });
    expect(await ledgerRows(m)).toBe(1);
  });

  it('payment_intent.payment_failed ends a waiting payment and gives the promo use back', async () => {
    const used = async () =>
      (await db().select().from(promoCodes).where(sql`lower(${promoCodes.code}) = 'welcome10'`))[0]!
        .timesUsed;
    const start = await used();
    const { m, intentId } = await waitingPayment('100 Home points', 'WELCOME10');
    expect(await used()).toBe(start + 1);
    const payload = stripeEvent('payment_intent.payment_failed', standIn.completeAction(intentId, 'failed'));
    const results = await Promise.all([deliver(payload), deliver(payload)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [row] = await paymentRows(m);
    expect(row).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(await used()).toBe(start);
    const [basket] = await db().select().from(baskets).where(eq(baskets.memberId, m.id));
    expect(basket?.paymentId).toBeNull();
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 0, flexi: 0 });
  });

  it('a payment cancelled while waiting, then completed by the card holder, is refunded once, not fulfilled', async () => {
    const { m, paymentId, intentId } = await waitingPayment('50 Home points');
    // A second attempt with a new key cancels the waiting one (the basket is paid as it is now).
    const second = await pay(m, TEST_METHODS.success);
    expect(second.statusCode).toBe(200);
    const [first] = (await paymentRows(m)).filter((r) => r.id === paymentId);
    expect(first!.status).toBe('canceled');
    const payload = stripeEvent('payment_intent.succeeded', standIn.completeAction(intentId, 'succeeded'));
    const results = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const refunds = standIn.refunds.filter((r) => r.payment_intent === intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(first!.amount);
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 50, flexi: 0 });
    expect((await paymentRows(m)).find((r) => r.id === paymentId)!.status).toBe('canceled');
  });

  it('acknowledges a signed event for an unknown payment or of no interest, changing nothing', async () => {
    const before = await commerceSnapshot(db());
    const stranger = { id: 'pi_notOurs', object: 'payment_intent', status: 'succeeded', metadata: {} };
    const forged = {
      ...stranger,
      metadata: { [PAYMENT_ID_METADATA]: '00000000-0000-4000-8000-000000000000' },
    };
    for (const payload of [
      stripeEvent('payment_intent.succeeded', stranger),
      stripeEvent('payment_intent.succeeded', forged),
      stripeEvent('customer.created', { id: 'cus_1', object: 'customer', metadata: {} }),
      stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_x', metadata: {} }),
    ]) {
      const res = await deliver(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Received: true });
    }
    expect(await commerceSnapshot(db())).toEqual(before);
  });

  it('an event naming a real payment under another intent is not trusted', async () => {
    const { m, paymentId } = await waitingPayment();
    const other = {
      id: 'pi_someoneElses',
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { [PAYMENT_ID_METADATA]: paymentId },
    };
    expect((await deliver(stripeEvent('payment_intent.succeeded', other))).statusCode).toBe(200);
    expect((await paymentRows(m))[0]!.status).toBe('requires_action');
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 0, flexi: 0 });
  });
});
