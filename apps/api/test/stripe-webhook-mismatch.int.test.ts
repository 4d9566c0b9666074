import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { payments } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { seedDemoData } from '../src/seed';
import { createMember, ledgerSum, type TestMember } from './booking-fixtures';
import { bundleOf, postPay, putBasket } from './checkout-fixtures';
import { createTestDatabase, logCapture, type TestContext, testConfig } from './helpers';
import { StripeStandIn, stripeEvent, TEST_METHODS } from './stripe-stand-in';

/**
 * A properly signed payment_intent.succeeded whose amount or currency is not the payment's settles
 * nothing: acknowledged (Stripe would only deliver it again), logged as a mismatch by ids alone.
 */
const SECRET_KEY = 'sk_test_fairwayMismatch';
const WEBHOOK_SECRET = 'whsec_fairwayMismatchSecret';
const standIn = new StripeStandIn(SECRET_KEY);
const stripeConfig: NonNullable<Config['stripe']> = {
  secretKey: SECRET_KEY,
  publishableKey: 'pk_test_fairwayMismatch',
  webhookSecret: WEBHOOK_SECRET,
  apiBase: { protocol: 'http', host: '127.0.0.1', port: 0 },
};

describe('Stripe webhook whose charge does not match its payment', () => {
  const ctx = {} as TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    stripeConfig.apiBase!.port = await standIn.start();
    ctx.database = await createTestDatabase();
    await seedDemoData(ctx.database.db);
    ctx.app = await buildApp({
      config: testConfig({ stripe: stripeConfig }),
      database: ctx.database,
      logger: { level: 'info', stream: logCapture(lines) },
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    standIn.stop();
  });

  const db = () => ctx.database.db;
  const deliver = (payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhooks/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });

  /** A member whose 100 Home points wait on 3-D Secure, and the succeeded intent Stripe would send. */
  async function waiting(): Promise<{ m: TestMember; paymentId: string; intent: Record<string, unknown> }> {
    const m = await createMember(db(), { membershipExpires: dayjs().add(3, 'month').toDate() });
    const basket = await putBasket(ctx.app, m.cookie, await bundleOf(db(), 151, '100 Home points'), {
      NewClubId: 151,
    });
    expect(basket.statusCode).toBe(200);
    const paid = await postPay(ctx.app, m.cookie, { PaymentMethodId: TEST_METHODS.requiresAction });
    expect(paid.statusCode).toBe(202);
    const paymentId = paid.json().PaymentId as string;
    const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
    const intent = standIn.completeAction(row!.gatewayRef!, 'succeeded') as Record<string, unknown>;
    return { m, paymentId, intent };
  }

  const statusOf = async (paymentId: string) =>
    (await db().select({ s: payments.status }).from(payments).where(eq(payments.id, paymentId)))[0]!.s;

  it('refuses a success for another amount: not settled, nothing credited, logged without personal data', async () => {
    const { m, paymentId, intent } = await waiting();
    const amount = Number(intent.amount);
    const cheaper = { ...intent, amount: amount - 1, amount_received: amount - 1 };
    const res = await deliver(stripeEvent('payment_intent.succeeded', cheaper));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Received: true });
    expect(await statusOf(paymentId)).toBe('requires_action');
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 0, flexi: 0 });
    const logged = lines.filter((l) => l.includes('does not match its payment'));
    expect(logged).toHaveLength(1);
    const line = JSON.parse(logged[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ settlement: 'amount_mismatch', paymentId, reference: intent.id });
    expect(logged[0]).not.toContain(m.email);
    expect(logged[0]).not.toContain(m.id);
    expect(logged[0]).not.toContain(String(amount - 1));

    // The genuine event afterwards settles it, once.
    const genuine = await deliver(stripeEvent('payment_intent.succeeded', intent));
    expect(genuine.statusCode).toBe(200);
    expect(await statusOf(paymentId)).toBe('succeeded');
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 100, flexi: 0 });
  });

  it('refuses a success in another currency, and one that names no amount', async () => {
    const { m, paymentId, intent } = await waiting();
    const other = String(intent.currency).toLowerCase() === 'eur' ? 'usd' : 'eur';
    const res = await deliver(stripeEvent('payment_intent.succeeded', { ...intent, currency: other }));
    expect(res.statusCode).toBe(200);
    expect(lines.some((l) => l.includes('"settlement":"currency_mismatch"'))).toBe(true);
    const { amount: _a, amount_received: _r, ...noAmount } = intent;
    expect((await deliver(stripeEvent('payment_intent.succeeded', noAmount))).statusCode).toBe(200);
    expect(await statusOf(paymentId)).toBe('requires_action');
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 0, flexi: 0 });
    // The same currency in Stripe's lower case is the payment's: it settles.
    const genuine = await deliver(
      stripeEvent('payment_intent.succeeded', { ...intent, currency: String(intent.currency).toLowerCase() }),
    );
    expect(genuine.statusCode).toBe(200);
    expect(await statusOf(paymentId)).toBe('succeeded');
  });
});
