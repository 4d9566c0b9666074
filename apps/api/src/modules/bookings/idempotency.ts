import { createHash } from 'node:crypto';
import type { CreateBooking } from '@fairway/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The fingerprint of a booking request: same key with a different fingerprint is refused. */
export function requestHash(req: CreateBooking, startsAt: Date): string {
  const canonical = [
    req.clubId,
    req.courseId,
    startsAt.toISOString(),
    req.players,
    req.juniors,
    req.notes ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * Claims (member, key) as the transaction's first write (after the member lock). A concurrent attempt with the same key blocks on
 * the unique key until the first commits (then sees its booking) or rolls back (then claims it itself).
 * Returns the booking id of an earlier attempt, or null when this attempt owns the key.
 */
export async function claimKey(tx: Tx, memberId: string, key: string, hash: string): Promise<number | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ memberId, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length) return null;
  const [existing] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, bookingId: idempotencyKeys.bookingId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
  if (!existing || existing.bookingId === null) {
    throw new AppError('CONFLICT', 'This booking request is still being processed. Please try again.');
  }
  if (existing.requestHash !== hash) {
    throw new AppError(
      'BUSINESS_RULE',
      'This Idempotency-Key was already used for a different booking. Use a new key for a new booking.',
      { fields: { 'Idempotency-Key': 'Already used with other booking details.' } },
    );
  }
  return existing.bookingId;
}

export async function attachBooking(tx: Tx, memberId: string, key: string, bookingId: number): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ bookingId })
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
}
