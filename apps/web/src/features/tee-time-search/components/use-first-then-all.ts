import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to draw: the first `first` in the commit that brings the list, then
 * all of them in a transition right after it, which React renders in slices of a few milliseconds between
 * the browser's other work instead of one long task (the first screen is drawn and answers input first).
 * Every item is in the page a moment after the list: Tab, screen readers and find-in-page reach each one.
 * A new list (`identity` differs) starts again from its first items; a longer one (a next page appended)
 * keeps those drawn and adds the rest in the same way.
 */
export function useFirstThenAll(total: number, first: number, identity: string): number {
  const [drawn, setDrawn] = useState({ identity, count: first });
  let count = drawn.count;
  if (drawn.identity !== identity) {
    // React renders again at once with the reset, before anything of the previous list's count is drawn.
    count = first;
    setDrawn({ identity, count });
  }
  useEffect(() => {
    if (count >= total) return;
    startTransition(() =>
      setDrawn((d) => (d.identity === identity ? { identity, count: Math.max(d.count, total) } : d)),
    );
  }, [count, total, identity]);
  return Math.min(count, total);
}
