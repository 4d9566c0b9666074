import { z } from 'zod';

/** Transaction types, club-discovery §3, plus Expiry for Open Play lots that lapse. */
export const TRANSACTION_TYPES = [
  'Home Booking',
  'Open Play Booking',
  'Cancellation',
  'Home Points Bundle',
  'Away Points Bundle',
  'Point Credit',
  'Renewal',
  'New Customer',
  'Customer Import',
  'Expiry',
  'Refund',
] as const;
export const ZTransactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof ZTransactionType>;

export const ZTransaction = z.object({
  Id: z.number().int(),
  Type: ZTransactionType,
  /** Change of the Home balance (negative for spending). */
  HomePoints: z.number().int(),
  /** Change of the Open Play balance. */
  OpenPlayPoints: z.number().int(),
  Description: z.string(),
  BookingId: z.number().int().nullable(),
  Date: z.string(),
});
export type Transaction = z.infer<typeof ZTransaction>;

export const ZTransactionsPage = z.object({
  items: z.array(ZTransaction),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type TransactionsPage = z.infer<typeof ZTransactionsPage>;

/** An Open Play lot still holding points: what is left of it and when it lapses. */
export const ZOpenPlayLot = z.object({
  Id: z.number().int(),
  Remaining: z.number().int(),
  Original: z.number().int(),
  ExpiresAt: z.string(),
});
export const ZOpenPlayLots = z.object({ items: z.array(ZOpenPlayLot) });
export type OpenPlayLots = z.infer<typeof ZOpenPlayLots>;
