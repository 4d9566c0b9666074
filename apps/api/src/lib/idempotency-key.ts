import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@fairway/contracts';
import { AppError, fieldError } from './app-error';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The client's Idempotency-Key, so that a retried request returns what it already did. A client that
 * sends none gets a fresh key: every such call is a new attempt, without retry protection.
 */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const key = headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return `server-${randomUUID()}`;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new AppError('BAD_IDEMPOTENCY_KEY', {
      fields: { 'Idempotency-Key': fieldError('validation.idempotencyKey') },
    });
  }
  return key;
}
