import { PACKAGE_TYPES, type PackageTypeValue } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { toMajor } from './pricing';
import { findReceiptRow, type ReceiptRow } from './receipt-repository';
import type { ReceiptFacts } from './receipt-texts';

/** What a receipt names, with where it goes: read in the fulfilling transaction (`receiptFacts`). */
export type Receipt = ReceiptFacts & { email: string; memberId: string };

/** Called after a fulfilment commits (the receipt e-mail); failures are the hook's own. */
export type FulfilledHook = (event: {
  paymentId: string;
  memberId: string;
  packageType: PackageTypeValue;
  amount: number;
  currency: string;
  /** The receipt's facts as the fulfilling transaction read them for the payer's notification. */
  receipt: Receipt | null;
}) => Promise<void>;

/**
 * One formatter per currency and per zone, made on first use: making an `Intl` formatter costs tens of
 * microseconds, using one about one; there are as many as the network has currencies and zones.
 */
function cached<F>(made: Map<string, F>, key: string, make: () => F): F {
  let formatter = made.get(key);
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Minor units in a currency, as the receipt shows them (`£345.00`). */
export const formatMoney = (minor: number, currency: string) =>
  cached(
    moneyFormats,
    currency,
    () => new Intl.NumberFormat('en-GB', { style: 'currency', currency }),
  ).format(toMajor(minor));

/** A date in the club's zone, as the receipt shows it (`Tuesday, 23 November 2027`). */
const formatDay = (instant: Date, timeZone: string) =>
  cached(
    dayFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  ).format(instant);

/** Everything the receipt names, read after the payment committed. Null for an unknown payment. */
export async function receiptFacts(db: DbOrTx, paymentId: string): Promise<Receipt | null> {
  const row = await findReceiptRow(db, paymentId);
  return row ? receiptOf({ ...row, openPlayLot: row.flexiLotId !== null }, paymentId) : null;
}

/**
 * The receipt of a fulfilled payment from what it names: as read (`receiptFacts`), or as a top-up's one
 * call writes it (pay-alone.ts), so both say the same.
 */
export function receiptOf(
  row: Omit<ReceiptRow, 'flexiLotId'> & { openPlayLot: boolean },
  paymentId: string,
): Receipt {
  return {
    memberId: row.memberId,
    email: row.email,
    forename: row.forename,
    clubName: row.clubName,
    clubEmail: row.clubEmail,
    packageName: row.packageName,
    packageType: row.packageType,
    renewal: row.renewal,
    amount: formatMoney(row.amount, row.currency),
    cardLast4: row.cardLast4,
    renewalDate:
      row.packageType === PACKAGE_TYPES.membership && row.newExpires
        ? formatDay(row.newExpires, row.timeZone)
        : null,
    homePoints: row.homePoints,
    openPlayPoints: row.openPlayLot ? row.awayPoints : 0,
    paymentId,
    paidAt: formatDay(row.completedAt ?? new Date(), row.timeZone),
  };
}
