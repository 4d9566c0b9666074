import { describe, expect, it } from 'vitest';
import { getAt, pathKey, setAt } from './document-path';

describe('document paths', () => {
  const doc = { theme: { primaryColor: '#111111' }, ballots: [{ from: '07:00' }, { from: '08:00' }], n: 1 };

  it('reads a value by keys and indexes, undefined where there is none', () => {
    expect(getAt(doc, ['ballots', 1, 'from'])).toBe('08:00');
    expect(getAt(doc, ['theme', 'primaryColor'])).toBe('#111111');
    expect(getAt(doc, ['waitlist', 'offerMinutes'])).toBeUndefined();
    expect(getAt(doc, ['n', 'deeper'])).toBeUndefined();
    expect(pathKey(['ballots', 0, 'to'])).toBe('ballots.0.to');
  });

  it('writes a copy, copying only what lies on the way', () => {
    const next = setAt(doc, ['ballots', 1, 'from'], '09:00');
    expect(next.ballots[1]).toEqual({ from: '09:00' });
    expect(doc.ballots[1]).toEqual({ from: '08:00' });
    expect(next.ballots[0]).toBe(doc.ballots[0]);
    expect(next.theme).toBe(doc.theme);
    expect(Array.isArray(next.ballots)).toBe(true);
  });

  it('creates missing objects, and removes a key set to undefined', () => {
    const withMinutes = setAt(doc, ['waitlist', 'offerMinutes'], 20);
    expect(getAt(withMinutes, ['waitlist'])).toEqual({ offerMinutes: 20 });
    const without = setAt(withMinutes, ['waitlist'], undefined);
    expect(Object.keys(without)).not.toContain('waitlist');
    expect(setAt(doc, ['theme', 'primaryColor'], undefined).theme).toEqual({});
  });
});
