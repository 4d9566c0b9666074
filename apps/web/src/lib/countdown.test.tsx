import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock, secondsLeft, useNow, useNowSelect, useSecondsLeft } from './countdown';

describe('the shared clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-06T18:59:50Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('mounts in one render at the time of that render, though its render took over a second', () => {
    // A phone's first render of a screen: the clock is read as it starts and subscribed to after it ends,
    // 1.5 s later. What React reads must not have moved in between (it would render the reader again at
    // once, synchronously), and the reader shows the time of its render until the clock's first tick.
    renderHook(() => useNow()).unmount();
    vi.setSystemTime(new Date('2026-12-06T18:59:55Z'));
    let renders = 0;
    const { result, unmount } = renderHook(() => {
      renders++;
      const now = useNow();
      vi.setSystemTime(new Date('2026-12-06T18:59:56.500Z'));
      return now;
    });
    expect(renders).toBe(1);
    expect(result.current).toBe(Date.parse('2026-12-06T18:59:55Z'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(renders).toBe(2);
    expect(result.current).toBe(Date.parse('2026-12-06T18:59:57.500Z'));
    unmount();
  });

  it('moves every countdown and phase on the screen in one render a second, with one timer', () => {
    let renders = 0;
    const { result, unmount } = renderHook(() => {
      renders++;
      return {
        left: useSecondsLeft('2026-12-06T19:00:00Z'),
        now: useNow(),
        also: useSecondsLeft('2026-12-06T19:01:00Z'),
      };
    });
    expect(result.current.left).toBe(10);
    expect(result.current.also).toBe(70);
    expect(vi.getTimerCount()).toBe(1);
    const before = renders;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(renders).toBe(before + 1);
    expect(result.current).toEqual({ left: 9, now: Date.parse('2026-12-06T18:59:51Z'), also: 69 });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current.left).toBe(0);
    expect(result.current.also).toBe(49);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stands still when not ticking, and starts at the time of its first render', () => {
    vi.setSystemTime(new Date('2026-12-06T20:00:00Z'));
    const { result, rerender } = renderHook(({ ticking }) => useNow(ticking), {
      initialProps: { ticking: false },
    });
    expect(result.current).toBe(Date.parse('2026-12-06T20:00:00Z'));
    expect(vi.getTimerCount()).toBe(0);
    rerender({ ticking: true });
    expect(vi.getTimerCount()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current).toBe(Date.parse('2026-12-06T20:00:03Z'));
    rerender({ ticking: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders a selection of the time again only when it changes, though the clock ticks each second', () => {
    vi.setSystemTime(new Date('2026-12-06T18:59:57Z'));
    const opens = Date.parse('2026-12-06T19:00:00Z');
    let renders = 0;
    const { result, unmount } = renderHook(() => {
      renders++;
      return useNowSelect(
        (now) => ({ open: now >= opens }),
        (a, b) => a.open === b.open,
      );
    });
    expect(result.current).toEqual({ open: false });
    const closed = result.current;
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    // Two ticks, the same answer: the same object, and no render.
    expect(renders).toBe(1);
    expect(result.current).toBe(closed);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(renders).toBe(2);
    expect(result.current).toEqual({ open: true });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('writes seconds as m:ss and never counts below zero', () => {
    expect(clock(75)).toBe('1:15');
    expect(clock(9)).toBe('0:09');
    expect(secondsLeft('2026-12-06T19:00:00Z', Date.parse('2026-12-06T19:00:05Z'))).toBe(0);
  });
});
