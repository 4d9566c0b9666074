import { describe, expect, it } from 'vitest';
import { cancelRefusal, isCancellable, isExpired, isInsideCutoff } from './cutoff';

const now = new Date('2026-05-10T09:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);

describe('cancellation cut-off', () => {
  it('is expired once the start has passed, and at the start itself', () => {
    expect(isExpired(inDays(-0.001), now)).toBe(true);
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(new Date(now.getTime() + 1), now)).toBe(false);
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
  });

  it('is cancellable exactly when there is no reason to refuse', () => {
    const states = [
      { cancelled: false, startsAt: inDays(3), cutoffHours: 48 },
      { cancelled: false, startsAt: inDays(2), cutoffHours: 48 },
      { cancelled: true, startsAt: inDays(3), cutoffHours: 48 },
      { cancelled: false, startsAt: now, cutoffHours: 0 },
      { cancelled: false, startsAt: inDays(1), cutoffHours: 48 },
      { cancelled: false, startsAt: inDays(13), cutoffHours: 336 },
    ];
    expect(states.map((b) => isCancellable(b, now))).toEqual([true, true, false, false, false, false]);
    for (const b of states) expect(isCancellable(b, now)).toBe(cancelRefusal(b, now) === null);
  });
});
