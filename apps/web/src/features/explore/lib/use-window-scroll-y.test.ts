import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWindowScrollY } from './use-window-scroll-y';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('useWindowScrollY', () => {
  afterEach(() => scrollTo(0));

  it('starts at 0 without reading the page, then reads a restored position once idle', async () => {
    scrollTo(640);
    const { result } = renderHook(() => useWindowScrollY());
    expect(result.current).toBe(0);
    await waitFor(() => expect(result.current).toBe(640));
  });

  it('follows scrolling, and stops listening when unmounted', async () => {
    const { result, unmount } = renderHook(() => useWindowScrollY());
    await waitFor(() => expect(result.current).toBe(0));
    scrollTo(1200);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(1200);
    unmount();
    scrollTo(50);
    window.dispatchEvent(new Event('scroll'));
    expect(result.current).toBe(1200);
  });
});
