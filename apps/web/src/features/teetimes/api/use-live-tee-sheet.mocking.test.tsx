import { TEE_SHEET_CHANGED, TEE_SHEET_JOIN } from '@fairway/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveTeeSheet } from './use-live-tee-sheet';

/** A connected hub socket that records what the hook does with it. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload?: unknown) => void>();
  return {
    handlers,
    connected: true,
    emit: vi.fn(),
    on: vi.fn((event: string, handler: (payload?: unknown) => void) => handlers.set(event, handler)),
    off: vi.fn((event: string) => handlers.delete(event)),
    released: vi.fn(),
  };
});
vi.mock('../../../lib/live-socket', () => ({
  acquireLiveSocket: () => socket,
  releaseLiveSocket: () => socket.released(),
}));

afterEach(() => {
  vi.clearAllMocks();
  socket.handlers.clear();
});

function watch(courseId: number, date: string) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveTeeSheet(courseId, date), { wrapper });
  return { invalidate, view };
}

describe('useLiveTeeSheet', () => {
  it('joins the course-day once idle after the first render, and refreshes the places on joining', async () => {
    const { invalidate } = watch(15101, '2026-12-03');
    expect(socket.emit).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(socket.emit).toHaveBeenCalledWith(TEE_SHEET_JOIN, { courseId: 15101, date: '2026-12-03' }),
    );
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('refreshes on a change to its own course-day only', async () => {
    const { invalidate } = watch(15101, '2026-12-03');
    await waitFor(() => expect(socket.handlers.has(TEE_SHEET_CHANGED)).toBe(true));
    const changed = socket.handlers.get(TEE_SHEET_CHANGED);
    changed?.({ courseId: 15101, date: '2026-12-04' });
    changed?.({ courseId: 15102, date: '2026-12-03' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    changed?.({ courseId: 15101, date: '2026-12-03' });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('joins again after a reconnect, and lets go of the hub when the screen goes', async () => {
    const { invalidate, view } = watch(15101, '2026-12-03');
    await waitFor(() => expect(socket.handlers.has('connect')).toBe(true));
    socket.handlers.get('connect')?.();
    expect(socket.emit).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(socket.released).toHaveBeenCalledTimes(1);
    expect(socket.handlers.size).toBe(0);
  });

  it('never connects for a screen left while the client was loading', async () => {
    vi.useFakeTimers();
    try {
      const { view } = watch(15101, '2026-12-03');
      // The browser is idle: the client's chunk is asked for; the screen goes before it is in.
      vi.advanceTimersByTime(1_000);
      view.unmount();
      await vi.dynamicImportSettled();
      expect(socket.emit).not.toHaveBeenCalled();
      expect(socket.handlers.size).toBe(0);
      expect(socket.released).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never connects for a screen left before the browser was idle', async () => {
    vi.useFakeTimers();
    try {
      const { view } = watch(15101, '2026-12-03');
      view.unmount();
      // Every idle task and timer due by then has run: the one the screen asked for was cancelled with it.
      vi.runAllTimers();
      await vi.dynamicImportSettled();
      expect(vi.getTimerCount()).toBe(0);
      expect(socket.emit).not.toHaveBeenCalled();
      expect(socket.released).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
