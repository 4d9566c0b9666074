import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { baskets, flexiLots, members, packages, payments, pointsLedger } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { createMember, homePointsOf, newKey } from './booking-fixtures';
import { bundleOf, testCard } from './checkout-fixtures';
import { changesBetweenStatements } from './driver-statements';
import { useTestApp } from './helpers';

/**
 * Issue 24 §2: a basket's payment is claimed, and a top-up settled, each by one call that locks the buyer
 * and checks that the unlocked read the rules decided on still stands (pay-alone.ts, fairway_claim_payment,
 * fairway_settle_basket). What moves in between is caught there, and the transaction decides again.
 */
describe('a payment made alone, when what it was decided on changes on the way (PostgreSQL)', () => {
  // Installed before the app (and its pool) is made: pooled clients keep the query function they were given.
  const change = changesBetweenStatements();
  const ctx = useTestApp();

  /** Runs `between` (on another pooled connection) just before the payment's `call` is sent. */
  const before = (
    call: 'fairway_set_basket' | 'fairway_claim_payment' | 'fairway_settle_basket',
    between: () => Promise<unknown>,
  ) => change.before(call, between);

  async function basketOf(cookie: string, bundleId: number) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/checkout/basket',
      headers: { cookie },
      payload: { BundleId: bundleId, PromoCode: null, NewClubId: null, Extra: null },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const pay = (cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/pay',
      headers: { cookie, 'idempotency-key': newKey() },
      payload: { Card: testCard() },
    });

  it('a basket set for a membership that lapsed after the read is refused, and the basket stays as it was', async () => {
    const db = ctx.database.db;
    const member = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    const first = await bundleOf(db, 151, '50 Home points');
    await basketOf(member.cookie, first);
    before('fairway_set_basket', () =>
      db
        .update(members)
        .set({ membershipExpires: dayjs().subtract(1, 'day').toDate() })
        .where(eq(members.id, member.id)),
    );
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/checkout/basket',
      headers: { cookie: member.cookie },
      payload: {
        BundleId: await bundleOf(db, 151, '100 Home points'),
        PromoCode: null,
        NewClubId: null,
        Extra: null,
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('MEMBERSHIP_EXPIRED');
    expect(change.ran()).toBe(true);
    const [basket] = await db.select().from(baskets).where(eq(baskets.memberId, member.id));
    expect(basket?.bundleId).toBe(first);
  });

  it('a membership that lapsed after the read is refused, and nothing is claimed or charged', async () => {
    const db = ctx.database.db;
    const member = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    await basketOf(member.cookie, await bundleOf(db, 151, '50 Home points'));
    const charges = async () =>
      Number(
        (
          (await db.execute(sql`select count(*)::int as n from sandbox_gateway_payments`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );
    const chargedBefore = await charges();
    before('fairway_claim_payment', () =>
      db
        .update(members)
        .set({ membershipExpires: dayjs().subtract(1, 'day').toDate() })
        .where(eq(members.id, member.id)),
    );
    const res = await pay(member.cookie);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('MEMBERSHIP_EXPIRED');
    expect(change.ran()).toBe(true); // the change did run between the read and the call
    expect(await db.select().from(payments).where(eq(payments.memberId, member.id))).toEqual([]);
    expect(await charges()).toBe(chargedBefore);
    const [basket] = await db.select().from(baskets).where(eq(baskets.memberId, member.id));
    expect(basket?.paymentId).toBeNull();
    expect(await homePointsOf(db, member.id)).toBe(0);
  });

  it('a basket changed on another connection after it was set is paid as it stands, not as this instance kept it', async () => {
    const db = ctx.database.db;
    const member = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    const kept = await bundleOf(db, 151, '50 Home points');
    const other = await bundleOf(db, 151, '100 Home points');
    // Set here, so this instance keeps the inputs it read for `kept` (basket-inputs-kept.ts) …
    await basketOf(member.cookie, kept);
    // … and changed as another instance would change it, which this instance does not see.
    await db.update(baskets).set({ bundleId: other }).where(eq(baskets.memberId, member.id));
    const res = await pay(member.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await db.select().from(payments).where(eq(payments.memberId, member.id));
    expect(payment?.bundleId).toBe(other);
    expect(payment?.status).toBe('succeeded');
    const [pkg] = await db
      .select({ homePoints: packages.homePoints })
      .from(packages)
      .where(and(eq(packages.clubId, 151), eq(packages.name, '100 Home points')));
    expect(await homePointsOf(db, member.id)).toBe(pkg!.homePoints);
  });

  it('a basket emptied on another connection after it was set answers BASKET_EMPTY and claims nothing', async () => {
    const db = ctx.database.db;
    const member = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    await basketOf(member.cookie, await bundleOf(db, 151, '50 Home points'));
    await db.delete(baskets).where(eq(baskets.memberId, member.id));
    const res = await pay(member.cookie);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('BASKET_EMPTY');
    expect(await db.select().from(payments).where(eq(payments.memberId, member.id))).toEqual([]);
  });

  it('an Open Play top-up settled in one call carries the lot it made', async () => {
    const db = ctx.database.db;
    const member = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    await basketOf(member.cookie, await bundleOf(db, 151, '50 Open Play points'));
    const res = await pay(member.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const lots = await db.select().from(flexiLots).where(eq(flexiLots.memberId, member.id));
    expect(lots).toHaveLength(1);
    expect(lots[0]?.original).toBe(50);
    const [payment] = await db.select().from(payments).where(eq(payments.memberId, member.id));
    expect(payment?.status).toBe('succeeded');
    expect(payment?.flexiLotId).toBe(lots[0]?.id);
  });

  it('a package changed between the claim and the settling is given as the transaction reads it then', async () => {
    const db = ctx.database.db;
    const member = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    const bundleId = await bundleOf(db, 151, '100 Home points');
    await basketOf(member.cookie, bundleId);
    const [pkg] = await db
      .select({ id: packages.id, homePoints: packages.homePoints })
      .from(packages)
      .where(and(eq(packages.clubId, 151), eq(packages.name, '100 Home points')));
    const changed = pkg!.homePoints + 7;
    before('fairway_settle_basket', () =>
      db.update(packages).set({ homePoints: changed }).where(eq(packages.id, pkg!.id)),
    );
    try {
      const res = await pay(member.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(change.ran()).toBe(true);
      expect(await homePointsOf(db, member.id)).toBe(changed);
      const ledger = await db.select().from(pointsLedger).where(eq(pointsLedger.memberId, member.id));
      expect(ledger.map((l) => l.homeDelta)).toEqual([changed]);
      const [payment] = await db.select().from(payments).where(eq(payments.memberId, member.id));
      expect(payment?.status).toBe('succeeded');
      expect(payment?.homePointsCredited).toBe(changed);
    } finally {
      await db.update(packages).set({ homePoints: pkg!.homePoints }).where(eq(packages.id, pkg!.id));
    }
  });

  it('a membership renewed in one call writes what the settling transaction writes', async () => {
    const db = ctx.database.db;
    const expires = dayjs().add(2, 'month').startOf('day').toDate();
    // Two members alike; the second's promo code takes the transactions (claim and settling).
    const alone = await createMember(db, { membershipExpires: expires, homePoints: 40 });
    const inTx = await createMember(db, { membershipExpires: expires, homePoints: 40 });
    const hyde = await bundleOf(db, 151, 'Hyde');
    for (const [member, promo] of [
      [alone, null],
      [inTx, 'WELCOME10'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/checkout/basket',
        headers: { cookie: member.cookie },
        payload: { BundleId: hyde, PromoCode: promo, NewClubId: null, Extra: null },
      });
      expect(res.statusCode, res.body).toBe(200);
      const paid = await pay(member.cookie);
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const memberOf = async (id: string) => {
      const [row] = await db.select().from(members).where(eq(members.id, id));
      const {
        id: _id,
        email: _e,
        passwordHash: _p,
        createdAt: _c,
        forename: _f,
        surname: _s,
        ...rest
      } = row!;
      return rest;
    };
    const paymentOf = async (id: string) => {
      const [row] = await db.select().from(payments).where(eq(payments.memberId, id));
      return {
        status: row!.status,
        renewal: row!.renewal,
        previousExpires: row!.previousExpires,
        newExpires: row!.newExpires,
        homePointsCredited: row!.homePointsCredited,
        previousMembership: row!.previousMembership,
        flexiLotId: row!.flexiLotId,
      };
    };
    const ledgerOf = async (id: string) =>
      (await db.select().from(pointsLedger).where(eq(pointsLedger.memberId, id))).map((l) => [
        l.type,
        l.homeDelta,
        l.flexiDelta,
        l.description,
      ]);
    expect(await memberOf(alone.id)).toEqual(await memberOf(inTx.id));
    expect((await memberOf(alone.id)).homePoints).toBeGreaterThan(40);
    expect(await paymentOf(alone.id)).toEqual(await paymentOf(inTx.id));
    expect((await paymentOf(alone.id)).renewal).toBe(true);
    expect(await ledgerOf(alone.id)).toEqual(await ledgerOf(inTx.id));
    expect(await db.select().from(baskets).where(eq(baskets.memberId, alone.id))).toEqual([]);
  });
});
