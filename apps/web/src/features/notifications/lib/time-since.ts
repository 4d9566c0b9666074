/** The units of member-area §9's time-since labels, largest first: a year is 365 days, a month 30. */
const UNITS = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
] as const;

export type TimeSinceUnit = (typeof UNITS)[number][0] | 'second';
export type TimeSince = { unit: TimeSinceUnit; count: number };

/**
 * How long ago `published` was, in the largest unit that fits at least once (a future time counts as
 * 0 seconds). `published` is a server time ending in Z or with an offset, so it is read as that instant.
 */
export function timeSince(published: string | Date, now: Date = new Date()): TimeSince {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(published).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return { unit, count: Math.floor(seconds / size) };
  }
  return { unit: 'second', count: seconds };
}
