import type { TeeTimes } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testClubContent } from '../../../test/club-content';
import { testMember } from '../../../test/member';
import { BookingRules, TeeTimesNotice } from './booking-rules';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// An Open Play day at a points club where the member's balance does not cover a slot.
const shortDay: TeeTimes = {
  clubId: 151,
  courseId: 15104,
  date: '2026-12-10',
  timeZone: 'Europe/London',
  unit: 'points',
  slots: [
    { time: '2026-12-10T09:00:00Z', freePlaces: 4, cost: 40, bookable: false, reason: 'not_enough_points' },
  ],
  rules: {
    bookingWindowDays: 30,
    lastBookableDate: '2027-01-09',
    cancellationCutoffHours: 336,
    playerSlotsLeft: null,
    balance: 12,
  },
} as TeeTimes;

function renderNotice(
  homeClub: { id: number; disableCheckout: boolean; disablePoints?: boolean },
  day: TeeTimes = shortDay,
  singleStart?: 'stay' | 'quantity',
) {
  const member = { ...testMember, HomeClubId: homeClub.id };
  const replies: Record<string, unknown> = {
    '/api/account/session': { isAuthenticated: true, isImpersonating: false },
    '/api/member/summary': member,
    [`/api/clubs/${homeClub.id}/content`]: testClubContent({
      clubId: homeClub.id,
      disableCheckout: homeClub.disableCheckout,
      disablePoints: homeClub.disablePoints ?? false,
    }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = replies[url.split('?')[0] ?? url];
      return new Response(JSON.stringify(body ?? { code: 'NOT_FOUND', message: 'x' }), {
        status: body ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <MemoryRouter>
          <BookingRules teeTimes={day} singleStart={singleStart} />
          <TeeTimesNotice teeTimes={day} singleStart={singleStart} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

it('offers a top-up when the balance is short and the home club sells points', async () => {
  renderNotice({ id: 151, disableCheckout: false });
  expect(await screen.findByRole('link', { name: 'Top up your points' })).toBeTruthy();
});

it('offers no top-up to a member whose home club has checkout switched off', async () => {
  renderNotice({ id: 537, disableCheckout: true });
  expect(await screen.findByText('You have 12 points to spend here.')).toBeTruthy();
  // Once the member's club is known the link stays away (it is never offered before either).
  await vi.waitFor(() =>
    expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).endsWith('/clubs/537/content'))).toBe(true),
  );
  expect(screen.queryByRole('link', { name: 'Top up your points' })).toBeNull();
});

it('tells a stay to try fewer nights, never fewer players', async () => {
  const stay = { ...shortDay, notice: 'NOT_ENOUGH_POINTS', slots: [] } as TeeTimes;
  renderNotice({ id: 151, disableCheckout: false }, stay, 'stay');
  expect(
    await screen.findByText(
      'You do not have enough points for this stay. Try fewer nights or top up your points.',
    ),
  ).toBeTruthy();
  expect(screen.queryByText(/Try fewer players/)).toBeNull();
  cleanup();
  renderNotice({ id: 151, disableCheckout: false }, stay);
  expect(await screen.findByText(/Try fewer players/)).toBeTruthy();
});

it('words a rounds member’s balance in rounds at a club that prices in points, as the top bar does', async () => {
  // Grove Manor (537) counts rounds: its member visiting a points club holds no points to spend there.
  const visit = { ...shortDay, rules: { ...shortDay.rules, balance: 0 } } as TeeTimes;
  renderNotice({ id: 537, disableCheckout: true, disablePoints: true }, visit);
  expect(await screen.findByText('You have 0 rounds to spend here')).toBeTruthy();
  expect(screen.getByText('You have 0 rounds to spend here.')).toBeTruthy();
  expect(screen.queryByText(/You have 0 points/)).toBeNull();
  // The club's prices stay in the club's unit: that is what its times cost.
  expect(screen.getByText('Each time below shows its cost for your party in points.')).toBeTruthy();
});

it('counts one point or round in the singular', async () => {
  const one = { ...shortDay, rules: { ...shortDay.rules, balance: 1 } } as TeeTimes;
  renderNotice({ id: 151, disableCheckout: false }, one);
  expect(await screen.findByText('You have 1 point to spend here')).toBeTruthy();
});
