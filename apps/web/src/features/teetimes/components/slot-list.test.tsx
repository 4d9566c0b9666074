import type { TeeTimeSlot } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { WaitlistSlot } from '../../waitlist';
import { SlotList } from './slot-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = (hhmm: string, rest: Partial<TeeTimeSlot>): TeeTimeSlot => ({
  time: `2026-12-10T${hhmm}:00.000Z`,
  freePlaces: 4,
  cost: 16,
  bookable: true,
  ...rest,
});
const day = [
  at('08:00', { bookable: false, reason: 'past' }),
  at('08:10', { bookable: false, reason: 'past' }),
  at('08:20', { bookable: false, reason: 'past' }),
  at('08:30', {}),
  at('08:40', { bookable: false, freePlaces: 0, reason: 'full' }),
  at('08:50', {}),
];

function show(slotExtra?: (slot: TeeTimeSlot) => React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // My waitlist places: none yet.
  client.setQueryData(['waitlist'], []);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <SlotList
          slots={day}
          unit="points"
          timeZone="UTC"
          selected={undefined}
          onSelect={() => undefined}
          slotExtra={slotExtra}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('list', { name: i18n.t('teeTimes.slotsLabel') });
}

describe('SlotList', () => {
  it('opens at the first time that can be booked: the passed times fold behind one button (issue 44 §9)', () => {
    const list = show();
    const times = () =>
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent?.slice(0, 5));
    expect(times()).toEqual(['08:30', '08:40', '08:50']);
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 earlier times (passed)' }));
    expect(times()).toEqual(['08:00', '08:10', '08:20', '08:30', '08:40', '08:50']);
    expect(screen.queryByRole('button', { name: /earlier time/ })).toBeNull();
  });

  it('offers Join the waitlist on a full start, where it stands in the list (issue 44 §8)', async () => {
    // My waitlist places (none), then the place the join makes.
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ Id: 5, Position: 1 }), {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const list = show((slot) => (
      <WaitlistSlot
        slot={slot}
        teeTimes={{ clubId: 151, courseId: 15101, timeZone: 'UTC' }}
        party={{ players: 2, juniors: 0, notes: '' }}
      />
    ));
    const cells = within(list).getAllByRole('listitem');
    const full = cells.find((c) => c.textContent?.startsWith('08:40')) as HTMLElement;
    const join = within(full).getByRole('button', { name: 'Join the waitlist at 08:40 for 2 players' });
    expect(join.textContent).toBe('Join the waitlist');
    // Only the full start offers it.
    expect(within(list).getAllByRole('button', { name: /Join the waitlist/ })).toHaveLength(1);
    fireEvent.click(join);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/waitlist', expect.objectContaining({ method: 'POST' })),
    );
  });
});
