import { describe, expect, it } from 'vitest';
import { cancelRefusal, isCancellable, isExpired, isInsideCutoff } from './cutoff';

const now = new Date('2026-05-10T09:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);

describe('cancellation cut-off', () => {
  it('is expired once the start has passed', () => {
    expect(isExpired(inDays(-0.001), now)).toBe(true);
    expect(isExpired(inDays(0.001), now)).toBe(false);
  });

  it('refuses within 14 days (336 h) and allows just outside', () => {
    expect(isInsideCutoff(inDays(13.9), now, 336)).toBe(true);
    expect(isInsideCutoff(inDays(14), now, 336)).toBe(false);
  });

  it('refuses within 48 hours for Grove terms', () => {
    expect(isInsideCutoff(inDays(1.9), now, 48)).toBe(true);
    expect(isInsideCutoff(inDays(2.1), now, 48)).toBe(false);
  });

  it('names the reason, cancelled first', () => {
    expect(cancelRefusal({ cancelled: true, startsAt: inDays(-1), cutoffHours: 48 }, now)).toBe(
      'already_cancelled',
    );
    expect(cancelRefusal({ cancelled: false, startsAt: inDays(-1), cutoffHours: 48 }, now)).toBe('expired');
    expect(cancelRefusal({ cancelled: false, startsAt: inDays(1), cutoffHours: 48 }, now)).toBe(
      'inside_cutoff',
    );
    expect(cancelRefusal({ cancelled: false, startsAt: inDays(3), cutoffHours: 48 }, now)).toBeNull();
    expect(isCancellable({ cancelled: false, startsAt: inDays(3), cutoffHours: 48 }, now)).toBe(true);
  });
});
