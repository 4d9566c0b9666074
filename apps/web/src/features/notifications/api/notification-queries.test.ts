import { describe, expect, it } from 'vitest';
import { nextPageIndex } from './notification-queries';

describe('nextPageIndex (15 a page; the end when fewer come back)', () => {
  const page = (n: number) => Array.from({ length: n }, (_, i) => i);
  it('asks for the next page index after a full page', () => {
    expect(nextPageIndex(page(15), [page(15)])).toBe(1);
    expect(nextPageIndex(page(15), [page(15), page(15)])).toBe(2);
  });
  it('stops after a short or empty page', () => {
    expect(nextPageIndex(page(14), [page(15), page(14)])).toBeUndefined();
    expect(nextPageIndex([], [[]])).toBeUndefined();
  });
});
