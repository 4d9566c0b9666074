import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstThenAll } from './use-first-then-all';

afterEach(cleanup);

/** The hook's answer at each of its renders. */
function drawnCounts(initial: { total: number; identity: string }) {
  const counts: number[] = [];
  const view = renderHook(
    ({ total, identity }) => {
      const n = useFirstThenAll(total, 3, identity);
      counts.push(n);
      return n;
    },
    { initialProps: initial },
  );
  return { counts, view };
}

describe('drawing a list first few, then all', () => {
  it('draws the first items at once, then every one', () => {
    const { counts, view } = drawnCounts({ total: 20, identity: 'a' });
    expect(counts[0]).toBe(3);
    expect(view.result.current).toBe(20);
  });

  it('draws a short list whole at once', () => {
    const { counts } = drawnCounts({ total: 2, identity: 'a' });
    expect(new Set(counts)).toEqual(new Set([2]));
  });

  it('starts again from the first items for a new list, and keeps those drawn for a longer one', () => {
    const { counts, view } = drawnCounts({ total: 20, identity: 'a' });
    counts.length = 0;
    view.rerender({ total: 30, identity: 'a' });
    expect(Math.min(...counts)).toBe(20);
    expect(view.result.current).toBe(30);
    counts.length = 0;
    view.rerender({ total: 25, identity: 'b' });
    expect(counts[0]).toBe(3);
    expect(view.result.current).toBe(25);
  });
});
