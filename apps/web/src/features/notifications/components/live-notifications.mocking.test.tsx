import type { NotificationEventArgs } from '@fairway/contracts';
import { NOTIFICATION_TYPES, WAITLIST_OFFER_SETTLED } from '@fairway/contracts/constants';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { ballotsQueryKey } from '../../ballots';
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
        <MemoryRouter>
          <LiveNotifications />
          <Routes>
            <Route path="/" element={null} />
            <Route path="/ballots/:id/audit" element={<p>audit screen</p>} />
          </Routes>
        </MemoryRouter>
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

  it('a ballot result refreshes the ballots and its toast leads to how that ballot was drawn', async () => {
    const { keysRefreshed } = mount();
    push('Booking confirmed', 'Booked.', NOTIFICATION_TYPES.booking, '', 44);
    expect(keysRefreshed()).not.toContainEqual(ballotsQueryKey);
    push(
      'Ballot result',
      'Your entry was not successful this time.',
      NOTIFICATION_TYPES.info,
      'ballot:12',
      43,
    );
    expect(keysRefreshed()).toContainEqual(ballotsQueryKey);
    // Only the ballot's toast offers it.
    const see = screen.getAllByRole('button', { name: i18n.t('notifications.seeDraw') });
    expect(see).toHaveLength(1);
    expect(screen.queryByText('audit screen')).toBeNull();
    fireEvent.click(see[0] as HTMLElement);
    expect(await screen.findByText('audit screen')).toBeTruthy();
  });

  it('keeps a waitlist offer’s toast while the offer lives, counting down, and Accept books the offer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00.000Z'));
    const booking = { Id: 7, Date: '2026-05-20T12:00:00.000Z' };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(booking), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const { keysRefreshed } = mount();
    push(
      'Places free on your waitlist time',
      'Places are held for your party.',
      NOTIFICATION_TYPES.waitlistOffer,
      'waitlist-offer:12:2026-05-01T10:15:00.000Z',
      43,
    );
    expect(keysRefreshed()).toEqual(expect.arrayContaining([notificationsKey, ['waitlist'], ['teetimes']]));
    expect(screen.getByText('15:00')).toBeTruthy();
    // Past the ordinary 10 seconds the toast is still there, a minute less to go.
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('14:00')).toBeTruthy();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.accept') }));
    // The hub tells every tab the offer was answered, this one too (maybe before the answer arrives here):
    // the tab that accepted keeps its toast to say so.
    act(() => socket.handlers.get(WAITLIST_OFFER_SETTLED)?.({ offerId: 12 }));
    await screen.findByText(i18n.t('waitlist.booked'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/waitlist/offers/12/accept',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('keeps a buddy’s held-booking invitation while it holds the places; Accept answers the hold', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00.000Z'));
    const hold = { HoldId: 9, State: 'Booked' };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(hold), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { keysRefreshed } = mount();
    push(
      'A buddy would like to book you in',
      'Alex Morgan would like to book you into the Heath.',
      NOTIFICATION_TYPES.partyHoldInvitation,
      'party-hold:9:2026-05-01T10:10:00.000Z',
      44,
    );
    expect(keysRefreshed()).toEqual(
      expect.arrayContaining([notificationsKey, ['bookings', 'holds'], ['teetimes']]),
    );
    // Other tests' toasts may still be showing: this one is found by its title.
    const toast = within(
      screen
        .getByText('A buddy would like to book you in')
        .closest('.mantine-Notification-root') as HTMLElement,
    );
    expect(toast.getByText('10:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(toast.getByText('9:00')).toBeTruthy();
    expect(toast.getByRole('button', { name: i18n.t('common.decline') })).toBeTruthy();
    vi.useRealTimers();
    fireEvent.click(toast.getByRole('button', { name: i18n.t('common.accept') }));
    await toast.findByText(i18n.t('holds.bookedIn'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/bookings/holds/9/accept',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('closes a waitlist offer’s toast at once on Decline, and when the hub says it was answered elsewhere', async () => {
    const expires = new Date(Date.now() + 15 * 60_000).toISOString();
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const { keysRefreshed, invalidate } = mount();
    const toastOf = (title: string) =>
      (screen.queryByText(title)?.closest('.mantine-Notification-root') ?? null) as HTMLElement | null;
    push(
      'Places free at 10:00',
      'Held for you.',
      NOTIFICATION_TYPES.waitlistOffer,
      `waitlist-offer:21:${expires}`,
      51,
    );
    const here = toastOf('Places free at 10:00') as HTMLElement;
    fireEvent.click(within(here).getByRole('button', { name: i18n.t('common.decline') }));
    await waitFor(() => expect(toastOf('Places free at 10:00')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/waitlist/offers/21/decline',
      expect.objectContaining({ method: 'POST' }),
    );

    // Another tab declined offer 22: this tab's toast of it closes, and my waitlist places are read again.
    push(
      'Places free at 11:00',
      'Held for you.',
      NOTIFICATION_TYPES.waitlistOffer,
      `waitlist-offer:22:${expires}`,
      52,
    );
    push(
      'Places free at 12:00',
      'Held for you.',
      NOTIFICATION_TYPES.waitlistOffer,
      `waitlist-offer:23:${expires}`,
      53,
    );
    expect(toastOf('Places free at 11:00')).not.toBeNull();
    invalidate.mockClear();
    act(() => socket.handlers.get(WAITLIST_OFFER_SETTLED)?.({ offerId: 22 }));
    await waitFor(() => expect(toastOf('Places free at 11:00')).toBeNull());
    expect(toastOf('Places free at 12:00')).not.toBeNull();
    expect(keysRefreshed()).toEqual([['waitlist']]);
  });
});
