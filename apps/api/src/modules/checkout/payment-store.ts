import type { CurrencyCode, PackageTypeValue } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentStatus, PreviousMembership } from '../../db/schema/commerce';
import { sqlArrayQuery } from '../../lib/array-query';
import { undefinedIfWorthRetrying } from '../../lib/transaction';
import type { LedgerEntry } from '../points';
import type { Buyer } from './buyer-repository';
import type { CatalogueBundle, CataloguePackage, CommerceClub } from './catalogue-repository';
import type { FulfilmentPlan } from './fulfilment-plan';

/*
 * A basket's payment in three statements besides its charge (pay-alone.ts): an unlocked read of what the
 * rules decide on (fairway_payment_inputs, kept as its JSON text), one call that claims the payment, and
 * after the charge one call that settles and fulfils it. Each call locks the buyer, checks that
 * the read still stands and writes all or nothing, as its own transaction. The functions hold no rule:
 * the price, the refusals and what the package gives are decided here, in TypeScript, by the same code
 * as the transaction's (quote.ts, fulfilment.ts). Anything else is answered as a row, never an error
 * (docs/development.md: an error costs the pool its connection).
 */

const p = sql.placeholder;

/**
 * A statement of this file: its text made once, a named statement parsed once per pooled connection, its
 * rows as arrays (src/lib/array-query.ts). A call lost or aborted on the way answers undefined.
 */
function statement<P extends string>(name: string, text: ReturnType<typeof sql>) {
  const run = sqlArrayQuery<P>(name, text);
  return (db: Db, input: Record<P, unknown>): Promise<unknown[] | undefined> =>
    // A read or call lost or aborted on the way: the transaction path does it again, and retries as it does.
    run(db, input).then((rows) => rows[0] ?? [], undefinedIfWorthRetrying);
}

export type Offer = { bundle: CatalogueBundle; pkg: CataloguePackage; club: CommerceClub };

/** `fairway_payment_inputs` parsed: the buyer, their receipt's name and address, and the offer. */
export type PaymentInputs = {
  /** With the membership fields a renewal overwrites (`previous`). */
  buyer: Buyer & { email: string; forename: string; previous: PreviousMembership };
  /** The bundle with its package and club; `active` false once either is withdrawn. */
  offer: (Offer & { active: boolean; clubEmail: string }) | null;
};

type StoredInputs = {
  buyer: Omit<Buyer, 'membershipExpires'> & {
    membershipExpiresMs: number | null;
    email: string;
    forename: string;
    packageName: string | null;
    isCorporate: boolean;
    playersPerDay: number;
  };
  offer: {
    bundle: CatalogueBundle;
    pkg: CataloguePackage;
    club: Omit<CommerceClub, 'content'> & {
      joinerFee: number | null;
      disableCheckout: boolean | null;
      email: string;
    };
    active: boolean;
  } | null;
};

export function parseInputs(text: string): PaymentInputs {
  const stored = JSON.parse(text) as StoredInputs;
  const { membershipExpiresMs, packageName, isCorporate, playersPerDay, ...buyer } = stored.buyer;
  const offer = stored.offer;
  return {
    buyer: {
      ...buyer,
      membershipExpires: membershipExpiresMs === null ? null : new Date(membershipExpiresMs),
      previous: { homeClubId: buyer.homeClubId, packageName, isCorporate, playersPerDay },
    },
    offer: offer && {
      bundle: offer.bundle,
      pkg: offer.pkg,
      club: {
        id: offer.club.id,
        name: offer.club.name,
        timeZone: offer.club.timeZone,
        currency: offer.club.currency as CurrencyCode,
        content: { joinerFee: offer.club.joinerFee, disableCheckout: offer.club.disableCheckout ?? false },
        hasSpa: offer.club.hasSpa,
      },
      clubEmail: offer.club.email,
      active: offer.active,
    },
  };
}

/** The member's basket as the claim reads it, with its payment's state when one is attached. */
export type BasketRead = {
  bundleId: number;
  promoCodeId: number | null;
  paymentId: string | null;
  paymentStatus: PaymentStatus | null;
};

/**
 * What a basket's payment decides on, in one statement without a lock: the inputs' text (null when the
 * member does not exist), whether the key was used before, and the basket. Null when the read was lost.
 */
export async function readPaymentInputs(
  db: Db,
  input: { memberId: string; key: string; now: Date },
): Promise<{ inputs: string | null; keyUsed: boolean; basket: BasketRead | null } | null> {
  const row = await paymentInputs(db, { ...input, now: input.now.toISOString() });
  if (!row) return null;
  const [inputs, keyUsed, hasBasket, bundleId, promoCodeId, paymentId, paymentStatus] = row as [
    string | null,
    boolean,
    boolean,
    number,
    number | null,
    string | null,
    PaymentStatus | null,
  ];
  return { inputs, keyUsed, basket: hasBasket ? { bundleId, promoCodeId, paymentId, paymentStatus } : null };
}
const paymentInputs = statement<'memberId' | 'key' | 'now'>(
  'checkout_payment_inputs',
  sql`select
      fairway_payment_inputs(${p('memberId')}::uuid, b.bundle_id, ${p('now')}::timestamptz),
      exists (select 1 from payments k
        where k.member_id = ${p('memberId')}::uuid and k.idempotency_key = ${p('key')}::text),
      b.member_id is not null, b.bundle_id, b.promo_code_id, b.payment_id, pay.status
    from (select 1) one
    left join baskets b on b.member_id = ${p('memberId')}::uuid
    left join payments pay on pay.id = b.payment_id`,
);

export type ClaimOutcome = { kind: 'claimed'; paymentId: string } | { kind: 'stale' } | { kind: 'replayed' };

/**
 * `fairway_claim_payment`: under the buyer's lock, with the inputs as read, the pending payment inserted
 * with the key and attached to the basket as read (no promo code, no payment). Null when the call was lost.
 */
export async function claimPaymentAlone(
  db: Db,
  input: {
    memberId: string;
    key: string;
    bundleId: number;
    now: Date;
    inputs: string;
    clubId: number;
    packageType: PackageTypeValue;
    amount: number;
    joinerFee: number;
    currency: string;
    gateway: string;
  },
): Promise<ClaimOutcome | null> {
  const row = await claimPayment(db, { ...input, now: input.now.toISOString() });
  if (!row) return null;
  const [outcome, paymentId] = row as [ClaimOutcome['kind'], string | null];
  if (outcome === 'claimed' && paymentId) return { kind: 'claimed', paymentId };
  return outcome === 'replayed' ? { kind: 'replayed' } : { kind: 'stale' };
}
const claimPayment = statement<keyof Parameters<typeof claimPaymentAlone>[1]>(
  'checkout_claim_payment',
  sql`select outcome, "paymentId" from fairway_claim_payment(${p('memberId')}::uuid, ${p('key')}::text,
    ${p('bundleId')}::integer, ${p('now')}::timestamptz, ${p('inputs')}::text, ${p('clubId')}::integer,
    ${p('packageType')}::smallint, ${p('amount')}::integer, ${p('joinerFee')}::integer,
    ${p('currency')}::text, ${p('gateway')}::text)`,
);

export type SettleOutcome =
  | { kind: 'fulfilled'; lotId: number | null; notification: { id: number; createdAt: Date } }
  | { kind: 'stale' }
  | { kind: 'already' };

/**
 * `fairway_settle_basket`: under the buyer's lock, with the inputs as read, the payment out of its open
 * state once, what the package gives (a membership's fields, a top-up's credit, the lot, the ledger rows),
 * the basket emptied and the payer's notification, all in one call. Null when the call was lost (it may
 * have committed: the transaction path finds out).
 */
export async function settleBasketAlone(
  db: Db,
  input: {
    paymentId: string;
    memberId: string;
    bundleId: number;
    now: Date;
    inputs: string;
    gatewayRef: string;
    cardLast4: string | null;
    plan: FulfilmentPlan;
    ledger: LedgerEntry[];
    notification: { type: number; title: string; description: string };
    /** Until when the caller's first try at the receipt holds its outbox row (receipt-outbox.ts). */
    receiptLeasedUntil: Date;
  },
): Promise<SettleOutcome | null> {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const { plan } = input;
  const row = await settleBasket(db, {
    paymentId: input.paymentId,
    memberId: input.memberId,
    bundleId: input.bundleId,
    now: input.now.toISOString(),
    inputs: input.inputs,
    gatewayRef: input.gatewayRef,
    cardLast4: input.cardLast4,
    previousExpires: iso(plan.result.previousExpires),
    membership: plan.membership !== null,
    newExpires: iso(plan.result.newExpires),
    homeClub: plan.membership?.homeClubId ?? null,
    packageName: plan.membership?.packageName ?? null,
    isCorporate: plan.membership?.isCorporate ?? null,
    playersPerDay: plan.membership?.playersPerDay ?? null,
    renewal: plan.result.renewal,
    previousMembership: plan.result.previousMembership && JSON.stringify(plan.result.previousMembership),
    homePointsCredited: plan.result.homePointsCredited,
    homeCredit: plan.homeCredit,
    lotPoints: plan.lot?.points ?? 0,
    lotExpires: iso(plan.lot?.expiresAt ?? null),
    ledgerTypes: input.ledger.map((e) => e.type),
    ledgerHome: input.ledger.map((e) => e.homeDelta ?? 0),
    ledgerFlexi: input.ledger.map((e) => e.flexiDelta ?? 0),
    ledgerDescriptions: input.ledger.map((e) => e.description ?? ''),
    noteType: input.notification.type,
    noteTitle: input.notification.title,
    noteDescription: input.notification.description,
    receiptLeasedUntil: input.receiptLeasedUntil.toISOString(),
  });
  if (!row) return null;
  const [outcome, lotId, notificationId, notifiedMs] = row as [
    SettleOutcome['kind'],
    number | null,
    number | null,
    number | null,
  ];
  if (outcome === 'fulfilled' && notificationId !== null && notifiedMs !== null) {
    return {
      kind: 'fulfilled',
      lotId,
      notification: { id: notificationId, createdAt: new Date(notifiedMs) },
    };
  }
  return outcome === 'already' ? { kind: 'already' } : { kind: 'stale' };
}
// Ids and the instant as float8: the same JavaScript number on both drivers (bigint is a string on one).
const settleBasket = statement<
  | 'paymentId'
  | 'memberId'
  | 'bundleId'
  | 'now'
  | 'inputs'
  | 'gatewayRef'
  | 'cardLast4'
  | 'previousExpires'
  | 'membership'
  | 'newExpires'
  | 'homeClub'
  | 'packageName'
  | 'isCorporate'
  | 'playersPerDay'
  | 'renewal'
  | 'previousMembership'
  | 'homePointsCredited'
  | 'homeCredit'
  | 'lotPoints'
  | 'lotExpires'
  | 'ledgerTypes'
  | 'ledgerHome'
  | 'ledgerFlexi'
  | 'ledgerDescriptions'
  | 'noteType'
  | 'noteTitle'
  | 'noteDescription'
  | 'receiptLeasedUntil'
>(
  'checkout_settle_basket',
  sql`select outcome, "lotId"::float8, "notificationId"::float8, "notifiedMs"::float8
    from fairway_settle_basket(${p('paymentId')}::uuid, ${p('memberId')}::uuid, ${p('bundleId')}::integer,
      ${p('now')}::timestamptz, ${p('inputs')}::text, ${p('gatewayRef')}::text, ${p('cardLast4')}::text,
      ${p('previousExpires')}::timestamptz, ${p('membership')}::boolean, ${p('newExpires')}::timestamptz,
      ${p('homeClub')}::integer, ${p('packageName')}::text, ${p('isCorporate')}::boolean,
      ${p('playersPerDay')}::smallint, ${p('renewal')}::boolean, ${p('previousMembership')}::jsonb,
      ${p('homePointsCredited')}::integer, ${p('homeCredit')}::integer, ${p('lotPoints')}::integer,
      ${p('lotExpires')}::timestamptz, ${p('ledgerTypes')}::text[], ${p('ledgerHome')}::integer[],
      ${p('ledgerFlexi')}::integer[], ${p('ledgerDescriptions')}::text[], ${p('noteType')}::smallint,
      ${p('noteTitle')}::text, ${p('noteDescription')}::text, ${p('receiptLeasedUntil')}::timestamptz)`,
);

/** What `fairway_set_basket` did, with the inputs it decided on (null: no such member, or the call lost). */
export type SetBasketOutcome = { outcome: 'set' | 'refused' | 'stale'; inputs: string | null };

/**
 * `fairway_set_basket`: under the buyer's lock, the inputs read for the bundle and the basket's rules
 * checked on them (fairway_basket_refused), then the basket's one item set with no promo code, unless a
 * payment is attached to it. `newClubId`: the item's, null for the package's club. Null when the call was lost.
 */
export async function setBasketCall(
  db: Db,
  input: { memberId: string; bundleId: number; now: Date; newClubId: number | null },
): Promise<SetBasketOutcome | null> {
  const row = await setBasket(db, { ...input, now: input.now.toISOString() });
  if (!row || row.length === 0) return null;
  const [outcome, inputs] = row as [SetBasketOutcome['outcome'], string | null];
  return { outcome, inputs };
}
const setBasket = statement<'memberId' | 'bundleId' | 'now' | 'newClubId'>(
  'checkout_set_basket',
  sql`select outcome, inputs from fairway_set_basket(${p('memberId')}::uuid, ${p('bundleId')}::integer,
    ${p('now')}::timestamptz, ${p('newClubId')}::integer)`,
);
