import type { TeeTimes } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { BookingRules } from './booking-rules';

// No one signed in: the rules speak in the day's unit.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ isAuthenticated: false, isImpersonating: false }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const day = (unit: TeeTimes['unit']): TeeTimes => ({
  clubId: 151,
  courseId: 15104,
  date: '2026-12-10',
  timeZone: 'Europe/London',
  unit,
  slots: [],
  rules: {
    bookingWindowDays: 30,
    lastBookableDate: '2027-01-09',
    cancellationCutoffHours: 336,
    playerSlotsLeft: null,
    balance: 120,
  },
});

const rulesOf = (teeTimes: TeeTimes, singleStart?: 'stay' | 'quantity') => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <MemoryRouter>
          <BookingRules teeTimes={teeTimes} singleStart={singleStart} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return screen.getByTestId('booking-rules').textContent ?? '';
};

describe('BookingRules: where the cost is shown', () => {
  it('points at the times below when there are times', () => {
    expect(rulesOf(day('points'))).toContain('Each time below shows its cost for your party in points.');
  });

  it('never speaks of times on the stay and guest-pass cards, which list none', () => {
    const stay = rulesOf(day('points'), 'stay');
    expect(stay).not.toContain('Each time below');
    expect(stay).toContain('The card below shows what your stay costs in points, every night included.');
    cleanup();
    const passes = rulesOf(day('rounds'), 'quantity');
    expect(passes).not.toContain('Each time below');
    expect(passes).toContain('The card below shows what your guest passes cost in rounds.');
  });
});
