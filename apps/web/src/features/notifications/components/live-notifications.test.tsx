import type { NotificationEventArgs } from '@fairway/contracts';
import { NOTIFICATION_TYPES } from '@fairway/contracts/constants';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { buddiesKey } from '../../buddies';
import { notificationsKey } from '../api/notification-queries';
import LiveNotifications, { NOTIFICATION_EVENT, TOAST_MS } from './live-notifications';

/** The shared hub socket, not yet connected, recording what the component does with it. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  return {
    handlers,
    connected: false,
    on: vi.fn((event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler)),
    off: vi.fn((event: string) => handlers.delete(event)),
    io: { on: vi.fn(), off: vi.fn() },
    released: vi.fn(),
  };
});
vi.mock('../../../lib/live-socket', () => ({
  HUB_PATH: '/signalr/notificationHub',
  acquireLiveSocket: () => socket,
  releaseLiveSocket: () => socket.released(),
}));

beforeEach(() => {
  // The answer dialog reads the club's theme words; no club is shown here, so Buddy/Buddies.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'x' }), { status: 404 })),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  socket.handlers.clear();
  socket.connected = false;
});

function mount() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <LiveNotifications />
      </MantineProvider>
    </QueryClientProvider>,
  );
  const keysRefreshed = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { invalidate, keysRefreshed, view };
}

const push = (...args: NotificationEventArgs) =>
  act(() => {
    socket.handlers.get(NOTIFICATION_EVENT)?.(...args);
  });

describe('LiveNotifications', () => {
  it('refreshes the notification and buddy keys on the first connect, and everything again on a reconnect', () => {
    const { invalidate, keysRefreshed } = mount();
    expect(invalidate).not.toHaveBeenCalled();
    act(() => socket.handlers.get('connect')?.());
    expect(keysRefreshed()).toEqual([notificationsKey, buddiesKey]);
    invalidate.mockClear();
    act(() => socket.handlers.get('connect')?.());
    expect(keysRefreshed()).toEqual(expect.arrayContaining([notificationsKey, buddiesKey]));
    // A reconnect also refreshes what a booking event would (bookings, balances, tee sheets).
    expect(invalidate.mock.calls.length).toBeGreaterThan(2);
  });

  it('catches up at once when a tee sheet had connected the shared socket already, and lets go on unmount', () => {
    socket.connected = true;
    const { keysRefreshed, view } = mount();
    expect(keysRefreshed()).toEqual([notificationsKey, buddiesKey]);
    view.unmount();
    expect(socket.handlers.has('connect')).toBe(false);
    expect(socket.handlers.has(NOTIFICATION_EVENT)).toBe(false);
    expect(socket.released).toHaveBeenCalledTimes(1);
  });

  it('shows a toast that closes itself after 10 seconds', () => {
    vi.useFakeTimers();
    mount();
    push('Booking confirmed', 'Your tee time on 3 Dec is confirmed.', NOTIFICATION_TYPES.booking, '', 41);
    expect(screen.getByText('Your tee time on 3 Dec is confirmed.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_MS - 500));
    expect(screen.queryByText('Your tee time on 3 Dec is confirmed.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    // The exit transition (250 ms) is timed from the render that hid it.
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Your tee time on 3 Dec is confirmed.')).toBeNull();
    expect(TOAST_MS).toBe(10_000);
  });

  it("declines a buddy request from its toast through the decline dialog, naming the description's first two words", async () => {
    mount();
    push(
      'Buddy request',
      'Jamie Clarke wants to be your buddy.',
      NOTIFICATION_TYPES.buddyRequest,
      'target-jamie',
      42,
    );
    fireEvent.click(screen.getByRole('button', { name: i18n.t('notifications.decline') }));
    const dialog = await screen.findByRole('dialog', {
      name: i18n.t('buddies.decline.title', { word: 'Buddy' }),
    });
    expect(dialog.textContent).toContain(
      i18n.t('buddies.decline.message', { name: 'Jamie Clarke', word: 'buddy' }),
    );
    // The toast gave way to the dialog (once its exit transition ends).
    await waitFor(() => expect(screen.queryByText('Jamie Clarke wants to be your buddy.')).toBeNull());
  });
});
