import { describe, expect, it } from 'vitest';
import { nextReceiptTry, RECEIPT_MAX_ATTEMPTS } from './receipt-outbox';

describe('when a failed receipt is tried again', () => {
  const now = new Date('2026-11-27T07:00:00Z');
  const wait = (attempts: number) => {
    const next = nextReceiptTry(attempts, now);
    return next === null ? null : (next.getTime() - now.getTime()) / 60_000;
  };

  it('a minute after the first failure, then twice as long after each, at most six hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(wait)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(wait(0)).toBe(1);
  });

  it('never more than six hours apart', () => {
    for (let attempts = 0; attempts < RECEIPT_MAX_ATTEMPTS; attempts++) {
      expect(wait(attempts)).toBeLessThanOrEqual(360);
    }
  });

  it('gives up after the last try', () => {
    expect(wait(RECEIPT_MAX_ATTEMPTS - 1)).not.toBeNull();
    expect(wait(RECEIPT_MAX_ATTEMPTS)).toBeNull();
    expect(wait(RECEIPT_MAX_ATTEMPTS + 3)).toBeNull();
  });
});
