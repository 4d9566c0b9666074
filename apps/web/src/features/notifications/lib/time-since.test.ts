import { describe, expect, it } from 'vitest';
import { timeSince } from './time-since';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const DAY = 24 * 3600;

describe('timeSince (member-area §9)', () => {
  it.each([
    [0, 'second', 0],
    [59, 'second', 59],
    [60, 'minute', 1],
    [3599, 'minute', 59],
    [3600, 'hour', 1],
    [DAY - 1, 'hour', 23],
    [DAY, 'day', 1],
    [29 * DAY, 'day', 29],
    [30 * DAY, 'month', 1],
    [364 * DAY, 'month', 12],
    [365 * DAY, 'year', 1],
    [800 * DAY, 'year', 2],
  ])('%i s ago → %s × %i', (seconds, unit, count) => {
    expect(timeSince(ago(seconds), now)).toEqual({ unit, count });
  });

  it('reads a server time with an offset as that instant, and a future time as 0 seconds', () => {
    expect(timeSince('2026-11-23T13:00:00+02:00', now)).toEqual({ unit: 'hour', count: 1 });
    expect(timeSince('2026-11-23T12:05:00Z', now)).toEqual({ unit: 'second', count: 0 });
  });
});
