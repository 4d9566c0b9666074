import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { SANDBOX_CARDS } from '../src/modules/payments/sandbox-gateway';
import { createMember } from './booking-fixtures';
import { bundleOf, testCard as card, commerceSnapshot, postPay, putBasket } from './checkout-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

describe('GET /api/checkout/payments/{paymentId}', () => {
  const ctx = useTestApp();
  const setBasket = (cookie: string, BundleId: number) => putBasket(ctx.app, cookie, BundleId);
  const pay = (cookie: string, number?: string) => postPay(ctx.app, cookie, { Card: card(number) });
  const status = (cookie: string | undefined, id: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/checkout/payments/${id}`,
      headers: cookie ? { cookie } : {},
    });
  const activeMember = () =>
    createMember(ctx.database.db, { membershipExpires: dayjs().add(3, 'month').toDate() });

  it('a first membership payment is Succeeded and FirstPayment; a renewal is not', async () => {
    const db = ctx.database.db;
    const cookie = await sessionCookieFor(ctx, 'newjoiner@example.com');
    await setBasket(cookie, await bundleOf(db, 151, 'Hyde'));
    const paid = (await pay(cookie)).json();
    const first = await status(cookie, paid.PaymentId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      PaymentId: paid.PaymentId,
      Status: 'Succeeded',
      PackageType: 0,
      FirstPayment: true,
      FailureCode: null,
    });
    await setBasket(cookie, await bundleOf(db, 151, 'Hyde'));
    const renewal = (await pay(cookie)).json();
    expect((await status(cookie, renewal.PaymentId)).json()).toMatchObject({
      Status: 'Succeeded',
      PackageType: 0,
      FirstPayment: false,
    });
  });

  it('a top-up waiting for the extra step is RequiresAction, then Succeeded once confirmed', async () => {
    const db = ctx.database.db;
    const m = await activeMember();
    await setBasket(m.cookie, await bundleOf(db, 151, '50 Open Play points'));
    const waiting = await pay(m.cookie, SANDBOX_CARDS.requiresAction);
    expect(waiting.statusCode).toBe(202);
    const id = waiting.json().PaymentId;
    expect((await status(m.cookie, id)).json()).toMatchObject({
      Status: 'RequiresAction',
      PackageType: 2,
      FirstPayment: false,
      FailureCode: null,
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/checkout/payments/${id}/confirm`,
      headers: { cookie: m.cookie },
    });
    expect((await status(m.cookie, id)).json()).toMatchObject({ Status: 'Succeeded', PackageType: 2 });
  });

  it('a declined payment is Failed with the decline code', async () => {
    const db = ctx.database.db;
    const m = await activeMember();
    await setBasket(m.cookie, await bundleOf(db, 151, '50 Home points'));
    expect((await pay(m.cookie, SANDBOX_CARDS.insufficientFunds)).statusCode).toBe(422);
    const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.memberId, m.id));
    expect((await status(m.cookie, row!.id)).json()).toMatchObject({
      Status: 'Failed',
      PackageType: 1,
      FailureCode: 'INSUFFICIENT_FUNDS',
    });
  });

  it('finds a payment by the gateway reference Stripe puts in payment_intent', async () => {
    const db = ctx.database.db;
    const m = await activeMember();
    await setBasket(m.cookie, await bundleOf(db, 151, '50 Home points'));
    const paid = (await pay(m.cookie)).json();
    await db.update(payments).set({ gatewayRef: 'pi_3Test123abc' }).where(eq(payments.id, paid.PaymentId));
    expect((await status(m.cookie, 'pi_3Test123abc')).json()).toMatchObject({
      PaymentId: paid.PaymentId,
      Status: 'Succeeded',
    });
  });

  it('someone else’s payment and an unknown id are 404; no session is 401; bad ids are 400; nothing written', async () => {
    const db = ctx.database.db;
    const owner = await activeMember();
    const other = await activeMember();
    await setBasket(owner.cookie, await bundleOf(db, 151, '50 Home points'));
    const paid = (await pay(owner.cookie)).json();
    const before = await commerceSnapshot(db);
    const notFound = await status(other.cookie, paid.PaymentId);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().code).toBe('PAYMENT_NOT_FOUND');
    expect((await status(other.cookie, 'pi_3Test123abc')).statusCode).toBe(404);
    expect((await status(owner.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await status(undefined, paid.PaymentId)).statusCode).toBe(401);
    for (const bad of ['42', 'not-a-uuid', 'pi_', 'pi_has%20space', `pi_${'a'.repeat(300)}`, '%00']) {
      const res = await status(owner.cookie, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('VALIDATION');
    }
    expect(await commerceSnapshot(db)).toEqual(before);
  });
});
