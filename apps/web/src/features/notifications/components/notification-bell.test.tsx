import type { Notification } from '@fairway/contracts';
import { NOTIFICATION_TYPES } from '@fairway/contracts/constants';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { createQueryClient } from '../../../lib/query-client';
import { NotificationBell } from './notification-bell';

const notification = (id: number, title: string): Notification => ({
  id,
  type: NOTIFICATION_TYPES.booking,
  action: null,
  read: false,
  published: new Date(Date.now() - id * 60_000).toISOString(),
  object: { Title: title, Description: `About ${title}` },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('opening marks all read: the count goes to zero and the listed items lose their unread styling', async () => {
    let read = false;
    let listAnswered: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      listAnswered = resolve;
    });
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = url.split('?')[0];
        if (path === '/api/notifications/unread-count') return json({ count: read ? 0 : 2 });
        if (path === '/api/notifications/mark-all-read' && init?.method === 'POST') {
          // The marking lands only once the test has seen the list's first answer, which still says unread.
          await answered;
          read = true;
          return json({ count: 0 });
        }
        if (path === '/api/notifications') {
          const page = [notification(1, 'Booked in'), notification(2, 'Cancelled')].map((n) => ({
            ...n,
            read,
          }));
          return json(page);
        }
        return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'x' }), { status: 404 });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider env="test">
          <MemoryRouter>
            <NotificationBell />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const bell = await screen.findByRole('button', { name: i18n.t('notifications.bell', { count: 2 }) });
    fireEvent.click(bell);
    const title = await screen.findByText('Booked in');
    expect(title.style.fontWeight).toBe('700');
    // Now the marking may land (a timer here raced the lazy dropdown on a busy machine: CI saw '500').
    listAnswered();
    await waitFor(() => expect(read).toBe(true));
    await waitFor(() => expect(screen.getByText('Booked in').style.fontWeight).toBe('500'));
    expect(screen.getByText('Cancelled').style.fontWeight).toBe('500');
    expect(screen.getByRole('button', { name: i18n.t('notifications.bell', { count: 0 }) })).toBeTruthy();
    // The dropdown is a lazy chunk: its first transform is slow on a busy machine.
  }, 20_000);
});
