import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BestFirst } from './best-first';

const byNumber = (a: number, b: number) => a - b;

describe('BestFirst', () => {
  it('gives the items in sorted order, whatever the sizes taken', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 300 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 30 }),
        (items, sizes) => {
          const sorted = [...items].sort(byNumber);
          const queue = new BestFirst([...items], byNumber);
          const taken: number[] = [];
          for (let i = 0; queue.size > 0; i++) {
            const before = queue.size;
            const next = queue.peek();
            const batch = queue.take(sizes[i % sizes.length]! || 1);
            expect(batch[0]).toBe(next);
            expect(queue.size).toBe(before - batch.length);
            taken.push(...batch);
          }
          expect(taken).toEqual(sorted);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is empty with nothing given, and takes fewer than asked at the end', () => {
    const empty = new BestFirst<number>([], byNumber);
    expect(empty.size).toBe(0);
    expect(empty.peek()).toBeUndefined();
    expect(empty.take(3)).toEqual([]);
    const queue = new BestFirst([3, 1, 2], byNumber);
    expect(queue.take(2)).toEqual([1, 2]);
    expect(queue.take(5)).toEqual([3]);
    expect(queue.size).toBe(0);
  });
});
