import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { SANDBOX_CARDS } from '../src/modules/payments/sandbox-gateway';
import { createMember, ledgerSum, newKey } from './booking-fixtures';
import { bundleOf, commerceSnapshot, sandboxOf } from './checkout-fixtures';
import { useTestApp } from './helpers';
import { pageShellDist } from './page-shell';

/**
 * The webhook route and the gateway endpoint with the default sandbox gateway: the route is the same
 * seam whatever the processor (the sandbox signs `sha256=<HMAC>`), and Stripe.js is never allowed.
 */
describe('payment webhooks and the gateway endpoint with the sandbox', () => {
  // This install's data directory, where the sandbox's webhook key is made on first start.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-data-'));
  const ctx = useTestApp({ config: { dataDir, webDist: pageShellDist() } });
  const gateway = () => sandboxOf(ctx.app);
  const url = '/api/payment/webhooks/stripe';

  /** A payment waiting for 3-D Secure, and the payment.succeeded event that would settle it. */
  async function waitingPayment() {
    const db = ctx.database.db;
    const m = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    const BundleId = await bundleOf(db, 151, '100 Home points');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/checkout/basket',
      headers: { cookie: m.cookie },
      payload: { BundleId, PromoCode: null, NewClubId: 151, Extra: null },
    });
    const year = new Date().getUTCFullYear() + 2;
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/pay',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: { Card: { Number: SANDBOX_CARDS.requiresAction, ExpMonth: 12, ExpYear: year, Cvc: '123' } },
    });
    expect(paid.statusCode).toBe(202);
    const paymentId = paid.json().PaymentId as string;
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    const body = JSON.stringify({
      type: 'payment.succeeded',
      reference: row!.gatewayRef,
      idempotencyKey: paymentId,
      amount: row!.amount,
      currency: row!.currency,
    });
    return { member: m, paymentId, body };
  }

  const deliver = (body: string, signature: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  const hmac = (key: string, body: string) =>
    `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;

  it('refuses a payment.succeeded forged with the old fixed secret; this install’s own key settles it (issue 46 §6)', async () => {
    const db = ctx.database.db;
    const { member, paymentId, body } = await waitingPayment();
    const before = await commerceSnapshot(db);
    // The probe: `sandbox-webhook-secret` was written in the code, so anyone could sign an event.
    const forged = await deliver(body, hmac('sandbox-webhook-secret', body));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await commerceSnapshot(db)).toEqual(before);
    const [waiting] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(waiting!.status).not.toBe('succeeded');

    // The key made for this install, kept in DATA_DIR readable by the server's user only.
    const keyFile = path.join(dataDir, 'sandbox-webhook.key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = fs.readFileSync(keyFile, 'utf8').trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const signed = await deliver(body, hmac(key, body));
    expect(signed.statusCode).toBe(200);
    expect(await ledgerSum(db, member.id)).toEqual({ home: 100, flexi: 0 });
    const [settled] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(settled!.status).toBe('succeeded');
  });

  it('says sandbox, with no publishable key, and the CSP allows no Stripe origin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/checkout/gateway' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Gateway: 'sandbox', PublishableKey: null });
    const page = await ctx.app.inject({ method: 'GET', url: '/checkout' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).not.toMatch(/stripe/);
  });

  it('settles a waiting payment from a signed event, once, and refuses unsigned or garbage bodies', async () => {
    const db = ctx.database.db;
    const m = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    const BundleId = await bundleOf(db, 151, '100 Home points');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/checkout/basket',
      headers: { cookie: m.cookie },
      payload: { BundleId, PromoCode: null, NewClubId: 151, Extra: null },
    });
    const year = new Date().getUTCFullYear() + 2;
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/pay',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: { Card: { Number: SANDBOX_CARDS.requiresAction, ExpMonth: 12, ExpYear: year, Cvc: '123' } },
    });
    expect(paid.statusCode).toBe(202);
    const paymentId = paid.json().PaymentId as string;
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    const body = JSON.stringify({
      type: 'payment.succeeded',
      reference: row!.gatewayRef,
      idempotencyKey: paymentId,
      amount: row!.amount,
      currency: row!.currency,
    });

    const before = await commerceSnapshot(db);
    for (const [payload, headers] of [
      [body, {}],
      [body, { 'stripe-signature': 'sha256=00' }],
      ['', { 'stripe-signature': gateway().sign('') }],
      ['{"type":', { 'stripe-signature': gateway().sign('{"type":') }],
      [`${body} `, { 'stripe-signature': gateway().sign(body) }],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
      expect(res.statusCode, `${payload} ${JSON.stringify(headers)}`).toBe(400);
      expect(['WEBHOOK_SIGNATURE_INVALID', 'VALIDATION']).toContain(res.json().code);
    }
    expect(await commerceSnapshot(db)).toEqual(before);

    const deliveries = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', 'stripe-signature': gateway().sign(body) },
          payload: body,
        }),
      ),
    );
    expect(deliveries.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await ledgerSum(db, m.id)).toEqual({ home: 100, flexi: 0 });
    const [after] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(after!.status).toBe('succeeded');
  });

  it('refuses a body over the limit (400, the API’s one shape for Fastify’s refusals) unread', async () => {
    const payload = 'x'.repeat(300 * 1024);
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'stripe-signature': gateway().sign(payload) },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});
