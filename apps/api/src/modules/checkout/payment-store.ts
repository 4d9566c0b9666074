import type { CurrencyCode, PackageTypeValue } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentStatus } from '../../db/schema';
import { worthRetrying } from '../../lib/transaction';
import type { LedgerEntry } from '../points';
import type { Buyer } from './buyer-repository';
import type { CatalogueBundle, CataloguePackage, CommerceClub } from './catalogue-repository';

/*
 * A basket's payment in three statements besides its charge (pay-alone.ts): an unlocked read of what the
 * rules decide on (fairway_payment_inputs, kept as its JSON text), one call that claims the payment, and
 * after the charge one call that settles and fulfils a top-up. Each call locks the buyer, checks that
 * the read still stands and writes all or nothing, as its own transaction. The functions hold no rule:
 * the price, the refusals and what the package gives are decided here, in TypeScript, by the same code
 * as the transaction's (quote.ts, fulfilment.ts). Anything else is answered as a row, never an error
 * (docs/development.md: an error costs the pool its connection).
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A read or call lost or aborted on the way: the transaction path does it again, and retries as it does. */
async function lostOrThrow(error: unknown): Promise<null> {
  if (await worthRetrying(error)) return null;
  throw error;
}

export type Offer = { bundle: CatalogueBundle; pkg: CataloguePackage; club: CommerceClub };

/** `fairway_payment_inputs` parsed: the buyer, their receipt's name and address, and the offer. */
export type PaymentInputs = {
  buyer: Buyer & { email: string; forename: string };
  /** The bundle with its package and club; `active` false once either is withdrawn. */
  offer: (Offer & { active: boolean; clubEmail: string }) | null;
};

type StoredInputs = {
  buyer: Omit<Buyer, 'membershipExpires'> & {
    membershipExpiresMs: number | null;
    email: string;
    forename: string;
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
  const { membershipExpiresMs, ...buyer } = stored.buyer;
  const offer = stored.offer;
  return {
    buyer: {
      ...buyer,
      membershipExpires: membershipExpiresMs === null ? null : new Date(membershipExpiresMs),
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
  const result = await db
    .execute(sql`select
        fairway_payment_inputs(${input.memberId}::uuid, b.bundle_id, ${input.now.toISOString()}::timestamptz)
          as inputs,
        exists (select 1 from payments k
          where k.member_id = ${input.memberId}::uuid and k.idempotency_key = ${input.key}::text) as "keyUsed",
        b.bundle_id as "bundleId", b.promo_code_id as "promoCodeId", b.payment_id as "paymentId",
        p.status as "paymentStatus", b.member_id is not null as "hasBasket"
      from (select 1) one
      left join baskets b on b.member_id = ${input.memberId}::uuid
      left join payments p on p.id = b.payment_id`)
    .catch(lostOrThrow);
  if (!result) return null;
  const [row] = rowsOf<BasketRead & { inputs: string | null; keyUsed: boolean; hasBasket: boolean }>(result);
  if (!row) return null;
  const { hasBasket, keyUsed, inputs, ...basket } = row;
  return { inputs, keyUsed, basket: hasBasket ? basket : null };
}

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
  const result = await db
    .execute(sql`select outcome, "paymentId" from fairway_claim_payment(${input.memberId}::uuid,
      ${input.key}::text, ${input.bundleId}::integer, ${input.now.toISOString()}::timestamptz,
      ${input.inputs}::text, ${input.clubId}::integer, ${input.packageType}::smallint,
      ${input.amount}::integer, ${input.joinerFee}::integer, ${input.currency}::text, ${input.gateway}::text)`)
    .catch(lostOrThrow);
  if (!result) return null;
  const [row] = rowsOf<{ outcome: ClaimOutcome['kind']; paymentId: string | null }>(result);
  if (row?.outcome === 'claimed' && row.paymentId) return { kind: 'claimed', paymentId: row.paymentId };
  return row?.outcome === 'replayed' ? { kind: 'replayed' } : { kind: 'stale' };
}

export type SettleOutcome =
  | { kind: 'fulfilled'; lotId: number | null; notification: { id: number; createdAt: Date } }
  | { kind: 'stale' }
  | { kind: 'already' };

/**
 * `fairway_settle_topup`: under the buyer's lock, with the inputs as read, the payment out of its open
 * state once, the top-up's credit, lot and ledger rows, the basket emptied and the payer's notification,
 * all in one call. Null when the call was lost (it may have committed: the transaction path finds out).
 */
export async function settleTopUpAlone(
  db: Db,
  input: {
    paymentId: string;
    memberId: string;
    bundleId: number;
    now: Date;
    inputs: string;
    gatewayRef: string;
    cardLast4: string | null;
    previousExpires: Date | null;
    homeCredit: number;
    lot: { points: number; expiresAt: Date } | null;
    ledger: LedgerEntry[];
    notification: { type: number; title: string; description: string };
  },
): Promise<SettleOutcome | null> {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const result = await db
    .execute(sql`select outcome, "lotId", "notificationId", "notifiedMs" from fairway_settle_topup(
      ${input.paymentId}::uuid, ${input.memberId}::uuid, ${input.bundleId}::integer,
      ${input.now.toISOString()}::timestamptz, ${input.inputs}::text, ${input.gatewayRef}::text,
      ${input.cardLast4}::text, ${iso(input.previousExpires)}::timestamptz, ${input.homeCredit}::integer,
      ${input.lot?.points ?? 0}::integer, ${iso(input.lot?.expiresAt ?? null)}::timestamptz,
      ${sql.param(input.ledger.map((e) => e.type))}::text[],
      ${sql.param(input.ledger.map((e) => e.homeDelta ?? 0))}::integer[],
      ${sql.param(input.ledger.map((e) => e.flexiDelta ?? 0))}::integer[],
      ${sql.param(input.ledger.map((e) => e.description ?? ''))}::text[],
      ${input.notification.type}::smallint, ${input.notification.title}::text,
      ${input.notification.description}::text)`)
    .catch(lostOrThrow);
  if (!result) return null;
  const [row] = rowsOf<{
    outcome: SettleOutcome['kind'];
    lotId: string | number | null;
    notificationId: string | number | null;
    notifiedMs: string | number | null;
  }>(result);
  if (row?.outcome === 'fulfilled' && row.notificationId !== null && row.notifiedMs !== null) {
    return {
      kind: 'fulfilled',
      lotId: row.lotId === null ? null : Number(row.lotId),
      notification: { id: Number(row.notificationId), createdAt: new Date(Number(row.notifiedMs)) },
    };
  }
  return row?.outcome === 'already' ? { kind: 'already' } : { kind: 'stale' };
}

/**
 * `fairway_payment_inputs` for a bundle about to be put in the basket, read without a lock. Undefined when
 * the read was lost; null when the member does not exist.
 */
export async function readBasketInputs(
  db: Db,
  input: { memberId: string; bundleId: number; now: Date },
): Promise<string | null | undefined> {
  const result = await db
    .execute(sql`select fairway_payment_inputs(${input.memberId}::uuid, ${input.bundleId}::integer,
      ${input.now.toISOString()}::timestamptz) as inputs`)
    .catch(lostOrThrow);
  if (!result) return undefined;
  return rowsOf<{ inputs: string | null }>(result)[0]?.inputs ?? null;
}

/**
 * `fairway_set_basket`: under the buyer's lock, with the inputs as read, the basket's one item set, with no
 * promo code, unless a payment is attached to it. False when it was not set (stale, a payment attached, or
 * the call lost).
 */
export async function setBasketCall(
  db: Db,
  input: { memberId: string; bundleId: number; now: Date; inputs: string; newClubId: number },
): Promise<boolean> {
  const result = await db
    .execute(sql`select fairway_set_basket(${input.memberId}::uuid, ${input.bundleId}::integer,
      ${input.now.toISOString()}::timestamptz, ${input.inputs}::text, ${input.newClubId}::integer) as outcome`)
    .catch(lostOrThrow);
  return result ? rowsOf<{ outcome: string }>(result)[0]?.outcome === 'set' : false;
}
