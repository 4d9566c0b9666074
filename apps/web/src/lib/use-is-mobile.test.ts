import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../test/match-media';
import { useIsMobile } from './use-is-mobile';

/** Every max-width query matches on a phone, as in a browser at that width. */
function screenIs(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    fakeMatchMedia((query) => phone && query.includes('max-width')),
  );
}

describe('useIsMobile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('knows a phone in the very first render: no second render to add the bottom bar', () => {
    screenIs(true);
    const seen: boolean[] = [];
    renderHook(() => seen.push(useIsMobile()));
    expect(seen[0]).toBe(true);
    expect(new Set(seen)).toEqual(new Set([true]));
  });

  it('is false on a wide screen', () => {
    screenIs(false);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
  });
});
