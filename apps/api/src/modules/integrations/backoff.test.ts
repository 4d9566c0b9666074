import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './backoff';

const created = new Date('2026-06-01T10:00:00Z');
const minutes = (d: Date | null, from: Date) => (d ? (d.getTime() - from.getTime()) / 60_000 : null);

describe('webhook retry back-off', () => {
  it('waits 1, 2, 4, 8 … minutes after each failure, at most six hours', () => {
    expect(minutes(nextAttemptAt(created, 1, created), created)).toBe(1);
    expect(minutes(nextAttemptAt(created, 2, created), created)).toBe(2);
    expect(minutes(nextAttemptAt(created, 3, created), created)).toBe(4);
    expect(minutes(nextAttemptAt(created, 6, created), created)).toBe(32);
    expect(minutes(nextAttemptAt(created, 9, created), created)).toBe(256);
    expect(minutes(nextAttemptAt(created, 10, created), created)).toBe(360);
    expect(minutes(nextAttemptAt(created, 14, created), created)).toBe(360);
  });

  it('keeps trying for a day: the schedule of a receiver that never answers', () => {
    let now = created;
    const tries = [now];
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAt(created, attempts, now);
      if (!next) break;
      now = next;
      tries.push(now);
    }
    const hours = (tries.at(-1)!.getTime() - created.getTime()) / 3_600_000;
    expect(hours).toBe(24);
    expect(tries.length).toBe(13);
    // Each wait at least as long as the one before.
    const waits = tries.slice(1).map((t, i) => t.getTime() - tries[i]!.getTime());
    for (let i = 1; i < waits.length - 1; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
  });

  it('gives up once the day is over', () => {
    const dayLater = new Date(created.getTime() + 24 * 3_600_000);
    expect(nextAttemptAt(created, 3, dayLater)).toBeNull();
    // Close to the end: the last try is at the end of the day, not beyond.
    const late = new Date(dayLater.getTime() - 60_000);
    expect(nextAttemptAt(created, 12, late)?.getTime()).toBe(dayLater.getTime());
  });
});
