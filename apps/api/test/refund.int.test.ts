import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flexiLots, members, packages, payments, pointsLedger } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { SANDBOX_CARDS } from '../src/modules/payments/sandbox-gateway';
import { createMember, ledgerSum, newKey, postBooking, slotTime, type TestMember } from './booking-fixtures';
import {
  bundleOf,
  testCard as card,
  commerceSnapshot,
  postPay,
  putBasket,
  sandboxOf,
} from './checkout-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

/**
 * Cancelling a renewal in its 14-day cooling-off window. Races go through the real HTTP stack: on
 * PostgreSQL the requests truly overlap; PGlite runs transactions one at a time.
 */
describe('POST /api/payment/payments/{id}/refund (renewal cooling-off)', () => {
  const ctx = useTestApp();
  const gateway = () => sandboxOf(ctx.app);
  const db = () => ctx.database.db;
  const expiresOf = async (id: string) =>
    (await db().select({ e: members.membershipExpires }).from(members).where(eq(members.id, id)))[0]!.e;

  const renewing = (extra: Parameters<typeof createMember>[1] = {}) =>
    createMember(db(), { membershipExpires: dayjs().add(45, 'day').toDate(), homePoints: 40, ...extra });
  const buy = async (m: TestMember, bundle: string, number?: string) => {
    const put = await putBasket(ctx.app, m.cookie, await bundleOf(db(), 151, bundle));
    expect(put.statusCode).toBe(200);
    return postPay(ctx.app, m.cookie, { Card: card(number) });
  };
  const paid = async (m: TestMember, bundle = 'Hyde') => {
    const res = await buy(m, bundle);
    expect(res.statusCode).toBe(200);
    return res.json().PaymentId as string;
  };
  const refund = (m: TestMember, paymentId: string, key: string | null = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payment/payments/${paymentId}/refund`,
      headers: { cookie: m.cookie, ...(key === null ? {} : { 'idempotency-key': key }) },
    });
  const coolingOff = async (m: TestMember) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/payment/payments/cooling-off',
        headers: { cookie: m.cookie },
      })
    ).json();
  /** Everything a refused refund must leave as it was. */
  const state = async () => ({
    ...(await commerceSnapshot(db())),
    statuses: await db()
      .execute(sql`select string_agg(status, ',' order by id) as s from payments`)
      .then((r) => (r as unknown as { rows: { s: string }[] }).rows[0]!.s),
    refunds: (await gateway().refundList()).length,
  });

  it('refunds a renewal: gateway refund, renewal date and Home points back, Refund ledger row, payment refunded', async () => {
    const m = await renewing();
    const before = await expiresOf(m.id);
    const paymentId = await paid(m);
    expect((await coolingOff(m)).Payment).toMatchObject({
      PaymentId: paymentId,
      PackageName: 'Hyde',
      Amount: 3200,
      PreviousExpires: before!.toISOString(),
    });
    const refunds = (await gateway().refundList()).length;
    const key = newKey();
    const res = await refund(m, paymentId, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      PaymentId: paymentId,
      Status: 'Refunded',
      Amount: 3200,
      Currency: { CurrencyCode: 'GBP', CurrencySymbol: '£' },
      MembershipExpires: before!.toISOString(),
      HomePointsReversed: 800,
      OpenPlayPointsReversed: 0,
    });
    expect((await gateway().refundList()).length).toBe(refunds + 1);
    expect((await gateway().refundList()).at(-1)!.amount).toBe(320_000);
    expect(await expiresOf(m.id)).toEqual(before);
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 40, flexi: 0 });
    const [last] = await db()
      .select({ type: pointsLedger.type, home: pointsLedger.homeDelta })
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, m.id))
      .orderBy(sql`${pointsLedger.id} desc`)
      .limit(1);
    expect(last).toEqual({ type: 'Refund', home: -800 });
    const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'refunded', refundKey: key, refundRef: `sb_re_refund_${paymentId}` });
    expect((await coolingOff(m)).Payment).toBeNull();
    expect(await invariantViolations(db())).toEqual(noViolations);

    // The same key answers the same result; another key is refused; nothing is refunded twice.
    const again = await refund(m, paymentId, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    const snapshot = await state();
    const other = await refund(m, paymentId);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('PAYMENT_ALREADY_REFUNDED');
    expect(await state()).toEqual(snapshot);
  });

  it('takes back an untouched Open Play lot the renewal credited and puts the previous package back', async () => {
    await db()
      .update(packages)
      .set({ awayPoints: 60 })
      .where(and(eq(packages.clubId, 151), eq(packages.name, 'Villiers')));
    try {
      const m = await renewing();
      const membership = () =>
        db()
          .select({
            packageName: members.packageName,
            playersPerDay: members.playersPerDay,
            isCorporate: members.isCorporate,
            homeClubId: members.homeClubId,
          })
          .from(members)
          .where(eq(members.id, m.id));
      await db().update(members).set({ packageName: 'Hyde', playersPerDay: 8 }).where(eq(members.id, m.id));
      const before = await membership();
      const paymentId = await paid(m, 'Villiers');
      // The renewal switched package: Villiers allows 12 golfers a day.
      expect(await membership()).toEqual([{ ...before[0], packageName: 'Villiers', playersPerDay: 12 }]);
      expect(await ledgerSum(db(), m.id)).toEqual({ home: 1540, flexi: 60 });
      const res = await refund(m, paymentId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ HomePointsReversed: 1500, OpenPlayPointsReversed: 60 });
      expect(await membership()).toEqual(before);
      expect(await ledgerSum(db(), m.id)).toEqual({ home: 40, flexi: 0 });
      const [lot] = await db().select().from(flexiLots).where(eq(flexiLots.memberId, m.id));
      expect(lot).toMatchObject({ original: 60, remaining: 0 });
      expect(lot!.expiredAt).not.toBeNull();
      expect(await invariantViolations(db())).toEqual(noViolations);
    } finally {
      await db()
        .update(packages)
        .set({ awayPoints: 0 })
        .where(and(eq(packages.clubId, 151), eq(packages.name, 'Villiers')));
    }
  });

  it('refuses with a stable code and changes nothing: past 14 days, not a renewal, points spent, renewed again', async () => {
    // Past the window: paid 15 days ago.
    const late = await renewing();
    const latePayment = await paid(late);
    await db()
      .update(payments)
      .set({ completedAt: dayjs().subtract(15, 'day').toDate() })
      .where(eq(payments.id, latePayment));
    // A points top-up and a first payment (joining) are not renewals.
    const topUp = await renewing();
    const topUpPayment = await paid(topUp, '50 Home points');
    const joiner = await renewing();
    await db().update(members).set({ completedFirstPayment: false }).where(eq(members.id, joiner.id));
    const joinPayment = await paid(joiner);
    // A declined payment.
    const declined = await renewing();
    await buy(declined, 'Hyde', SANDBOX_CARDS.declined);
    const [declinedPayment] = await db()
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.memberId, declined.id));
    // Home points spent since (a booking's debit: balance and ledger down by 1).
    const spent = await renewing({ homePoints: 0 });
    const spentPayment = await paid(spent);
    await db()
      .update(members)
      .set({ homePoints: sql`${members.homePoints} - 1` })
      .where(eq(members.id, spent.id));
    await db().insert(pointsLedger).values({ memberId: spent.id, type: 'Home Booking', homeDelta: -1 });
    // Renewed twice: the first renewal is no longer the latest extension.
    const twice = await renewing();
    const firstOfTwo = await paid(twice);
    await paid(twice);

    const snapshot = await state();
    const cases: [TestMember, string, number, string][] = [
      [late, latePayment, 422, 'REFUND_WINDOW_CLOSED'],
      [topUp, topUpPayment, 422, 'REFUND_NOT_RENEWAL'],
      [joiner, joinPayment, 422, 'REFUND_NOT_RENEWAL'],
      [declined, declinedPayment!.id, 422, 'REFUND_NOT_RENEWAL'],
      [spent, spentPayment, 422, 'REFUND_POINTS_SPENT'],
      [twice, firstOfTwo, 422, 'REFUND_SUPERSEDED'],
    ];
    for (const [m, id, status, code] of cases) {
      const res = await refund(m, id);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const spentRes = (await refund(spent, spentPayment)).json();
    expect(spentRes.params).toEqual({
      clubName: 'Foxhill Heath Golf Club',
      contact: 'membership@foxhillheath.example',
    });
    expect(spentRes.message).toContain(
      'Please contact Foxhill Heath Golf Club at membership@foxhillheath.example.',
    );
    expect((await refund(late, latePayment)).json().message).toContain('membership@foxhillheath.example');
    expect(await state()).toEqual(snapshot);
    expect((await coolingOff(late)).Payment).toBeNull();
    expect((await coolingOff(topUp)).Payment).toBeNull();
  });

  it('refuses an Open Play lot partly spent', async () => {
    await db()
      .update(packages)
      .set({ awayPoints: 60 })
      .where(and(eq(packages.clubId, 151), eq(packages.name, 'Villiers')));
    try {
      const m = await renewing();
      const paymentId = await paid(m, 'Villiers');
      await db().update(flexiLots).set({ remaining: 59 }).where(eq(flexiLots.memberId, m.id));
      const snapshot = await state();
      const res = await refund(m, paymentId);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('REFUND_POINTS_SPENT');
      expect(await state()).toEqual(snapshot);
      // Back as it was (a real spend would have a booking debit beside it): later invariant checks hold.
      await db().update(flexiLots).set({ remaining: 60 }).where(eq(flexiLots.memberId, m.id));
    } finally {
      await db()
        .update(packages)
        .set({ awayPoints: 0 })
        .where(and(eq(packages.clubId, 151), eq(packages.name, 'Villiers')));
    }
  });

  it('refuses bad input, another member’s payment and anonymous or cross-site calls, writing nothing', async () => {
    const m = await renewing();
    const paymentId = await paid(m);
    const stranger = await renewing();
    const snapshot = await state();
    const cases: [string, TestMember | null, Record<string, string>, number, string][] = [
      ['abc', m, {}, 400, 'VALIDATION'],
      ['00000000-0000-0000-0000-00000000000g', m, {}, 400, 'VALIDATION'],
      [paymentId, m, { 'idempotency-key': 'has space' }, 400, 'BAD_IDEMPOTENCY_KEY'],
      [paymentId, m, { 'idempotency-key': 'k'.repeat(256) }, 400, 'BAD_IDEMPOTENCY_KEY'],
      ['4b0f5a52-8d2c-4f64-9d1e-7c5d9a2b1e00', m, {}, 404, 'PAYMENT_NOT_FOUND'],
      [paymentId, stranger, {}, 404, 'PAYMENT_NOT_FOUND'],
      [paymentId, null, {}, 401, 'UNAUTHENTICATED'],
      [paymentId, m, { origin: 'https://evil.example' }, 403, 'CROSS_SITE_REQUEST'],
    ];
    for (const [id, who, headers, status, code] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/payment/payments/${id}/refund`,
        headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
      });
      expect(res.statusCode, `${id} ${JSON.stringify(headers)}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await state()).toEqual(snapshot);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/payment/payments/cooling-off' })).statusCode,
    ).toBe(401);
  });

  it('10 refunds of one renewal at once, with different keys: one refund, one reversal', async () => {
    const m = await renewing();
    const paymentId = await paid(m);
    const refunds = (await gateway().refundList()).length;
    const results = await Promise.all(Array.from({ length: 10 }, () => refund(m, paymentId)));
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort();
    expect(codes).toEqual(
      ['PAYMENT_ALREADY_REFUNDED', ...Array(8).fill('PAYMENT_ALREADY_REFUNDED'), 'ok'].sort(),
    );
    expect((await gateway().refundList()).length).toBe(refunds + 1);
    expect(await ledgerSum(db(), m.id)).toEqual({ home: 40, flexi: 0 });
    expect(await invariantViolations(db())).toEqual(noViolations);
  });

  it('10 refunds of one renewal at once with the same key: all answer the one refund', async () => {
    const m = await renewing();
    const paymentId = await paid(m);
    const refunds = (await gateway().refundList()).length;
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 10 }, () => refund(m, paymentId, key)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect((await gateway().refundList()).length).toBe(refunds + 1);
    const [{ n }] = (await db()
      .execute(
        sql`select count(*)::int as n from points_ledger where member_id = ${m.id} and type = 'Refund'`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a refund racing a booking that spends the renewal’s points: exactly one of them wins', async () => {
    const outcomes: string[] = [];
    for (const [i, at] of ['13:00', '13:10', '13:20', '13:30', '13:40'].entries()) {
      const m = await renewing({ homePoints: 0 });
      const paymentId = await paid(m);
      const [booked, refunded] = await Promise.all([
        postBooking(ctx.app, m.cookie, { time: slotTime(9 + i, at), players: 1 }),
        refund(m, paymentId),
      ]);
      const bookedOk = booked.statusCode < 300;
      const refundedOk = refunded.statusCode === 200;
      outcomes.push(
        `${bookedOk ? 'booked' : booked.json().code}/${refundedOk ? 'refunded' : refunded.json().code}`,
      );
      expect(bookedOk !== refundedOk, outcomes.at(-1)).toBe(true);
      if (!bookedOk) expect(booked.json().code).toBe('NOT_ENOUGH_POINTS');
      if (!refundedOk) expect(refunded.json().code).toBe('REFUND_POINTS_SPENT');
    }
    expect(await invariantViolations(db())).toEqual(noViolations);
  });
});
