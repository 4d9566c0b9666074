import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { Database } from '../src/db/client';
import { payments, savedPaymentMethods } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { JOBS } from '../src/modules/jobs/scheduler';
import { MEMBER_ID_METADATA } from '../src/modules/payments/stripe-gateway';
import { runRenewals } from '../src/modules/subscription/renewal-service';
import { newKey, type TestMember } from './booking-fixtures';
import { bundleOf } from './checkout-fixtures';
import { createTestDatabase, testConfig, useTestApp } from './helpers';
import { StripeStandIn, stripeEvent, TEST_METHODS } from './stripe-stand-in';
import { createRenewingMember, memberState } from './subscription-fixtures';

/**
 * Saved Stripe cards for automatic renewal, through the real `stripe` SDK against the local stand-in of
 * Stripe's API (Stripe cannot be reached from CI): a payment with SaveCard is made for the member's
 * Customer with `setup_future_usage`, and the renewal job charges `{customer, payment_method}`
 * off-session. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
 */
const SECRET_KEY = 'sk_test_fairwaySaveStandIn';
const WEBHOOK_SECRET = 'whsec_fairwaySaveStandInSecret';
const standIn = new StripeStandIn(SECRET_KEY);
const stripeConfig: NonNullable<Config['stripe']> = {
  secretKey: SECRET_KEY,
  publishableKey: 'pk_test_fairwaySaveStandIn',
  webhookSecret: WEBHOOK_SECRET,
  apiBase: { protocol: 'http', host: '127.0.0.1', port: 0 },
};
// The stand-in listens before the app is built (hooks run in the order they are declared).
beforeAll(async () => {
  stripeConfig.apiBase!.port = await standIn.start();
});
afterAll(() => standIn.stop());

const DAY = 86_400_000;
/** 12 months after `from` on club 151's calendar (Europe/London), as fulfilment extends a membership. */
const twelveMonthsAfter = (from: Date) => dayjs(from).tz('Europe/London').add(12, 'month').toDate();

describe('Stripe saved cards and automatic renewal (SDK against a local stand-in)', () => {
  const ctx = useTestApp({ config: { stripe: stripeConfig } });
  const db = () => ctx.database.db;
  /** A Hyde member of club 151, renewal due in 3 days, automatic renewal off and no saved card yet. */
  const member = () =>
    createRenewingMember(db(), {
      membershipExpires: new Date(Date.now() + 3 * DAY),
      card: null,
      autoRenew: false,
    });
  const setBasket = async (m: TestMember, name = '50 Home points') => {
    const BundleId = await bundleOf(db(), 151, name);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/checkout/basket',
      headers: { cookie: m.cookie },
      payload: { BundleId, PromoCode: null, NewClubId: 151, Extra: null },
    });
    expect(res.statusCode).toBe(200);
  };
  const pay = (m: TestMember, PaymentMethodId: string, SaveCard?: boolean) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/pay',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: { PaymentMethodId, ...(SaveCard === undefined ? {} : { SaveCard }) },
    });
  const confirm = (m: TestMember, paymentId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/payments/${paymentId}/confirm`,
      headers: { cookie: m.cookie },
    });
  const autoRenewOn = (m: TestMember) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/payment/subscription',
      headers: { cookie: m.cookie },
      payload: { AutoRenewOn: true },
    });
  const saved = async (m: TestMember) =>
    (await db().select().from(savedPaymentMethods).where(eq(savedPaymentMethods.memberId, m.id)))[0];
  const paymentRows = (m: TestMember) => db().select().from(payments).where(eq(payments.memberId, m.id));
  const intentRequests = () => standIn.requests.filter((r) => r.path === '/v1/payment_intents');
  const customerRequests = (m: TestMember) =>
    standIn.requests
      .filter((r) => r.path === '/v1/customers' && r.method === 'POST')
      .filter((r) => {
        return r.form.get(`metadata[${MEMBER_ID_METADATA}]`) === m.id;
      });
  const customersOf = (m: TestMember) =>
    [...standIn.customers.values()].filter(
      (c) => (c.metadata as Record<string, string>)[MEMBER_ID_METADATA] === m.id,
    );
  const renew = (now = new Date()) => runRenewals(db(), ctx.app.payments, { now, daysBefore: 7 });

  /** A member who paid a top-up with SaveCard and turned automatic renewal on: their saved method. */
  async function renewingMember(method: string = TEST_METHODS.success) {
    const m = await member();
    await setBasket(m);
    const res = await pay(m, method, true);
    expect(res.statusCode).toBe(200);
    expect((await autoRenewOn(m)).statusCode).toBe(200);
    const row = await saved(m);
    expect(row?.reference).toMatch(/^cus_\w+\/pm_\w+$/);
    return { m, savedMethod: row!.reference, customer: row!.reference.split('/')[0]! };
  }

  it('without SaveCard: no Customer, no setup_future_usage, nothing saved, auto-renew refused', async () => {
    const m = await member();
    await setBasket(m);
    expect((await pay(m, TEST_METHODS.success, false)).statusCode).toBe(200);
    const create = intentRequests().at(-1)!;
    expect(create.form.has('setup_future_usage')).toBe(false);
    expect(create.form.has('customer')).toBe(false);
    expect(customerRequests(m)).toEqual([]);
    expect(await saved(m)).toBeUndefined();
    const refused = await autoRenewOn(m);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('SAVED_CARD_REQUIRED');
  });

  it('with SaveCard: the member’s Customer, setup_future_usage off_session, {customer, payment_method} saved', async () => {
    const m = await member();
    await setBasket(m);
    const res = await pay(m, TEST_METHODS.success, true);
    expect(res.statusCode).toBe(200);
    const [customer] = customersOf(m);
    expect(customer).toBeDefined();
    expect(customerRequests(m).map((r) => r.idempotencyKey)).toEqual([`customer_${m.id}`]);
    const create = intentRequests().at(-1)!;
    expect(create.form.get('customer')).toBe(customer!.id);
    expect(create.form.get('setup_future_usage')).toBe('off_session');
    expect(create.form.has('off_session')).toBe(false);
    expect(standIn.attached.has(`${customer!.id}/${TEST_METHODS.success}`)).toBe(true);
    expect(await saved(m)).toMatchObject({
      gateway: 'stripe',
      reference: `${customer!.id}/${TEST_METHODS.success}`,
      cardLast4: '4242',
    });
    expect((await autoRenewOn(m)).statusCode).toBe(200);
    const sub = await ctx.app.inject({
      method: 'GET',
      url: '/api/payment/subscription',
      headers: { cookie: m.cookie },
    });
    expect(sub.json()).toMatchObject({ AutoRenewOn: true, CardLast4: '4242' });
  });

  it('creates the Customer once per member: retried at once, found again a day later, reused by a new card', async () => {
    const m = await member();
    await setBasket(m);
    // The first tries are declined: Stripe made the Customer, nothing is saved.
    standIn.searchLags = true;
    try {
      expect((await pay(m, TEST_METHODS.declined, true)).statusCode).toBe(422);
      // Retried at once: search does not see the new Customer yet; the member's key answers the same one.
      expect((await pay(m, TEST_METHODS.declined, true)).statusCode).toBe(422);
    } finally {
      standIn.searchLags = false;
    }
    expect(await saved(m)).toBeUndefined();
    expect(customerRequests(m).map((r) => r.idempotencyKey)).toEqual([
      `customer_${m.id}`,
      `customer_${m.id}`,
    ]);
    expect(customersOf(m)).toHaveLength(1);
    // A day later Stripe has forgotten the key: the Customer is found by its metadata, not made again.
    standIn.forgetIdempotencyKeys();
    expect((await pay(m, TEST_METHODS.success, true)).statusCode).toBe(200);
    expect(customerRequests(m)).toHaveLength(2);
    expect(customersOf(m)).toHaveLength(1);
    const customer = customersOf(m)[0]!.id;
    expect((await saved(m))?.reference).toBe(`${customer}/${TEST_METHODS.success}`);
    // A new card later (3-D Secure on the way) goes to the Customer of the saved card: no request for one.
    await setBasket(m, '25 Open Play points');
    const waiting = await pay(m, TEST_METHODS.requiresAction, true);
    expect(waiting.statusCode).toBe(202);
    expect(intentRequests().at(-1)!.form.get('customer')).toBe(customer);
    expect(customerRequests(m)).toHaveLength(2);
    const [row] = (await paymentRows(m)).filter((p) => p.id === waiting.json().PaymentId);
    standIn.completeAction(row!.gatewayRef!, 'succeeded');
    expect((await confirm(m, row!.id)).statusCode).toBe(200);
    expect(await saved(m)).toMatchObject({
      reference: `${customer}/${TEST_METHODS.requiresAction}`,
      cardLast4: '3155',
    });
    expect(customersOf(m)).toHaveLength(1);
  });

  it('a SaveCard payment settled by its signed webhook saves the card too', async () => {
    const m = await member();
    await setBasket(m);
    const waiting = await pay(m, TEST_METHODS.requiresAction, true);
    expect(waiting.statusCode).toBe(202);
    const [row] = await paymentRows(m);
    const intent = standIn.completeAction(row!.gatewayRef!, 'succeeded');
    const payload = stripeEvent('payment_intent.succeeded', intent);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhooks/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        origin: 'https://hooks.stripe.com',
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(await saved(m)).toMatchObject({
      gateway: 'stripe',
      reference: `${customersOf(m)[0]!.id}/${TEST_METHODS.requiresAction}`,
    });
  });

  it('an automatic renewal run charges the saved card off-session once and extends the membership', async () => {
    const { m, customer } = await renewingMember();
    const { membershipExpires: expires } = await memberState(db(), m.id);
    const before = standIn.created.length;
    const now = new Date();
    expect((await renew(now)).renewed).toBeGreaterThanOrEqual(1);
    const renewal = (await paymentRows(m)).find((p) => p.purpose === 'renewal');
    expect(renewal).toMatchObject({ status: 'succeeded', amount: 320_000, gateway: 'stripe' });
    const create = intentRequests().find((r) => r.idempotencyKey === renewal!.id)!;
    expect(
      Object.fromEntries(
        ['customer', 'payment_method', 'off_session', 'confirm'].map((k) => [k, create.form.get(k)]),
      ),
    ).toEqual({
      customer,
      payment_method: TEST_METHODS.success,
      off_session: 'true',
      confirm: 'true',
    });
    expect(create.form.has('setup_future_usage')).toBe(false);
    expect(standIn.created.filter((i) => i.customer === customer && i.amount === 320_000)).toHaveLength(1);
    const state = await memberState(db(), m.id);
    expect(state.membershipExpires).toEqual(twelveMonthsAfter(expires!));
    expect(state.isInArrears).toBe(false);
    // A rerun (the same day, or another instance) charges nothing more.
    const after = standIn.created.length;
    await renew(now);
    expect(standIn.created.length).toBe(after);
    expect(after).toBeGreaterThan(before);
    expect((await memberState(db(), m.id)).membershipExpires).toEqual(twelveMonthsAfter(expires!));
  });

  it('a declined off-session renewal puts the member in arrears; they pay on-session on /Arrears', async () => {
    const { m, customer } = await renewingMember();
    const { membershipExpires: expires } = await memberState(db(), m.id);
    standIn.refusedCustomers.add(customer);
    expect((await renew()).declined).toBeGreaterThanOrEqual(1);
    expect(await memberState(db(), m.id)).toMatchObject({ isInArrears: true, membershipExpires: expires });
    const renewal = (await paymentRows(m)).find((p) => p.purpose === 'renewal');
    expect(renewal).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    // Locked: login-required routes send the member to /Arrears, where they pay with a card.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/arrears',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: { PaymentMethodId: TEST_METHODS.success },
    });
    expect(res.statusCode).toBe(200);
    expect(intentRequests().at(-1)!.form.has('off_session')).toBe(false);
    expect(await memberState(db(), m.id)).toMatchObject({
      isInArrears: false,
      membershipExpires: twelveMonthsAfter(expires!),
    });
  });

  it('a saved card that needs 3-D Secure off-session is a failed renewal (arrears), not a waiting payment', async () => {
    const m = await member();
    await setBasket(m);
    // Saved on-session after the card holder answered 3-D Secure.
    const waiting = await pay(m, TEST_METHODS.authenticationRequired, true);
    expect(waiting.statusCode).toBe(202);
    const [first] = await paymentRows(m);
    standIn.completeAction(first!.gatewayRef!, 'succeeded');
    expect((await confirm(m, first!.id)).statusCode).toBe(200);
    expect((await saved(m))?.reference).toMatch(new RegExp(`/${TEST_METHODS.authenticationRequired}$`));
    expect((await autoRenewOn(m)).statusCode).toBe(200);
    const { membershipExpires: expires } = await memberState(db(), m.id);

    expect((await renew()).declined).toBeGreaterThanOrEqual(1);
    const renewal = (await paymentRows(m)).find((p) => p.purpose === 'renewal');
    expect(renewal).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(standIn.intents.get(renewal!.gatewayRef!)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'authentication_required' },
    });
    expect(await memberState(db(), m.id)).toMatchObject({ isInArrears: true, membershipExpires: expires });
  });
});

describe('the renewal job (pg-boss) with Stripe', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    app = await buildApp({
      config: testConfig({ stripe: stripeConfig, jobs: { enabled: true, renewalDaysBefore: 7 } }),
      database,
      logger: false,
      jobsPollingIntervalSeconds: 0.5,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('renews a member whose card was saved at Stripe: one off-session charge, 12 more months', async () => {
    const db = database.db;
    const expires = new Date(Date.now() + 2 * DAY);
    const m = await createRenewingMember(db, { membershipExpires: expires, card: null });
    const BundleId = await bundleOf(db, 151, '50 Home points');
    const basket = await app.inject({
      method: 'PUT',
      url: '/api/checkout/basket',
      headers: { cookie: m.cookie },
      payload: { BundleId, PromoCode: null, NewClubId: 151, Extra: null },
    });
    expect(basket.statusCode).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/checkout/pay',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: { PaymentMethodId: TEST_METHODS.success, SaveCard: true },
    });
    expect(paid.statusCode).toBe(200);
    const id = await app.jobs!.trigger(JOBS.renewals.name);
    expect(id).not.toBeNull();
    let job: Awaited<ReturnType<NonNullable<typeof app.jobs>['boss']['getJobById']>> = null;
    for (let i = 0; i < 200 && job?.state !== 'completed'; i++) {
      job = await app.jobs!.boss.getJobById(JOBS.renewals.name, id!);
      if (job?.state === 'failed') throw new Error(`job failed: ${JSON.stringify(job.output)}`);
      if (job?.state !== 'completed') await new Promise((r) => setTimeout(r, 100));
    }
    expect(job?.state).toBe('completed');
    expect(job?.output).toMatchObject({ renewed: 1, declined: 0 });
    const [renewal] = (await db.select().from(payments).where(eq(payments.memberId, m.id))).filter(
      (p) => p.purpose === 'renewal',
    );
    expect(renewal).toMatchObject({ status: 'succeeded', gateway: 'stripe' });
    const charges = standIn.requests.filter((r) => r.idempotencyKey === renewal!.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.form.get('off_session')).toBe('true');
    expect((await memberState(db, m.id)).membershipExpires).toEqual(twelveMonthsAfter(expires));
  });
});
