import { hash } from 'node:crypto';
import type { CreateBooking } from '@fairway/contracts';
import type { Tx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { PartyMember } from './party';
import { findIdempotencyKey } from './repository';

/** The fingerprint of a booking request: same key with a different fingerprint is refused. */
export function requestHash(req: CreateBooking, startsAt: Date, party: readonly PartyMember[] = []): string {
  const canonical: unknown[] = [
    req.clubId,
    req.courseId,
    startsAt.toISOString(),
    req.players,
    req.juniors,
    req.notes ?? '',
  ];
  // Appended only when present, so the fingerprints of solo bookings are those they always were.
  if (party.length) canonical.push(party.map((m) => [m.memberId, m.paidBy]));
  // Node's one-shot hash: no Hash object a booking (the same digest as createHash's).
  return hash('sha256', JSON.stringify(canonical), 'hex');
}

/**
 * The booking an earlier attempt with this (member, key) made. Called when the claim found the key taken:
 * the member lock is held, so that attempt has committed (or it never claimed). The same key with a
 * different request fingerprint is refused.
 */
export async function findClaimedBooking(
  tx: Tx,
  memberId: string,
  key: string,
  hash: string,
): Promise<number> {
  const existing = await findIdempotencyKey(tx, memberId, key);
  if (!existing || existing.bookingId === null) {
    throw new AppError('REQUEST_IN_PROGRESS');
  }
  if (existing.requestHash !== hash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', {
      fields: { 'Idempotency-Key': fieldError('validation.idempotencyKeyReused') },
    });
  }
  return existing.bookingId;
}
