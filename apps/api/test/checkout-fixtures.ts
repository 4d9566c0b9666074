import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { members, packageBundles, packages } from '../src/db/schema';
import { SANDBOX_CARDS, type SandboxGateway } from '../src/modules/payments/sandbox-gateway';
import { newKey, writeSnapshot } from './booking-fixtures';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** writeSnapshot plus what checkout writes: baskets, payments, promo uses, renewal dates, first payments. */
export async function commerceSnapshot(db: Db) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select (select count(*) from baskets)::int as baskets,
             (select string_agg(member_id::text || ':' || bundle_id || ':' || coalesce(promo_code_id, 0), ',' order by member_id) from baskets) as basket_items,
             (select count(*) from payments)::int as payments,
             (select coalesce(sum(times_used), 0) from promo_codes)::int as promo_uses,
             (select count(*) from flexi_lots)::int as lots,
             (select string_agg(coalesce(membership_expires::text, '-') || completed_first_payment::text, ',' order by id) from members) as memberships`),
  );
  const base = (await writeSnapshot(db)) as unknown as Record<string, unknown>;
  return { ...base, ...row };
}

/** The id of the first bundle of a club's package, by package name. */
export async function bundleOf(db: Db, clubId: number, name: string): Promise<number> {
  const [row] = await db
    .select({ id: packageBundles.id })
    .from(packageBundles)
    .innerJoin(packages, eq(packages.id, packageBundles.packageId))
    .where(and(eq(packages.clubId, clubId), eq(packages.name, name)))
    .limit(1);
  if (!row) throw new Error(`no bundle for ${name} at ${clubId}`);
  return row.id;
}

export async function memberByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: members.id,
      homePoints: members.homePoints,
      membershipExpires: members.membershipExpires,
      completedFirstPayment: members.completedFirstPayment,
      packageName: members.packageName,
    })
    .from(members)
    .where(eq(members.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row;
}

/** The sandbox gateway of an app under test: its books are tables of the test's database. */
export const sandboxOf = (app: FastifyInstance) => app.payments.gateway as SandboxGateway;

/** A sandbox card of `number` (one that succeeds unless said otherwise), valid for two more years. */
export const testCard = (number: string = SANDBOX_CARDS.success) => ({
  Number: number,
  ExpMonth: 12,
  ExpYear: new Date().getUTCFullYear() + 2,
  Cvc: '123',
});

/** PUT /api/checkout/basket as the cookie's member: the bundle, no promo code, no new club, no extra. */
export const putBasket = (
  app: FastifyInstance,
  cookie: string,
  BundleId: number,
  more: { PromoCode?: string | null; NewClubId?: number | null } = {},
) =>
  app.inject({
    method: 'PUT',
    url: '/api/checkout/basket',
    headers: { cookie },
    payload: { BundleId, PromoCode: more.PromoCode ?? null, NewClubId: more.NewClubId ?? null, Extra: null },
  });

/** POST /api/checkout/pay as the cookie's member, with a new Idempotency-Key unless `key` is given. */
export const postPay = (app: FastifyInstance, cookie: string, payload: object, key: string = newKey()) =>
  app.inject({
    method: 'POST',
    url: '/api/checkout/pay',
    headers: { cookie, 'idempotency-key': key },
    payload,
  });
