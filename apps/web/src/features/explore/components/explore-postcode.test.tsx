import { EXPLORE } from '@fairway/contracts/constants';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { stubResizeObserver } from '../../../test/observers';
import ExplorePage from './explore-page';

const near = {
  Id: 1,
  ClubId: 151,
  Name: 'Foxhill Heath Golf Club',
  UrlName: 'Foxhill-Heath',
  Location: { Latitude: 51.35, Longitude: -0.6 },
  Town: 'Chobham',
  Postcode: 'GU24 8HY',
  State: 'Live',
  Tier: 1,
  BookingClosedToVisitors: false,
  ClosedToVisitors: false,
  MyHomeClub: true,
  NumberOfBookings: 3,
  Prices: { AvgPrice: 40 },
  ShortDescription: 'Heathland golf.',
  BannerUrl: null,
  CustomCSSClass: '',
  Facilities: [],
  Distance: 0,
  IsFavourite: false,
  LastBookingDate: null,
  Rounds: 0,
};

/** Answers to location searches: GU24 is known, anything else is not; each answer waits for release(). */
let pending: (() => void)[] = [];
const release = () =>
  act(async () => {
    for (const go of pending.splice(0)) go();
    // The body is read over a few turns (setImmediate is not faked); React Query then tells its observers
    // on a zero-delay timer, which is.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(1);
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  });

beforeEach(() => {
  pending = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      const known = (url.searchParams.get('searchTerm') ?? '').startsWith('GU24');
      const body = known
        ? {
            clubs: [near],
            totalClubsInFilter: 1,
            totalClubs: 251,
            distancesAreBad: false,
            location: near.Location,
          }
        : { clubs: [], totalClubsInFilter: 0, totalClubs: 251, distancesAreBad: true, location: null };
      await new Promise<void>((resolve) => pending.push(resolve));
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  stubResizeObserver();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });

it('clears the last results while an unknown postcode is searched, then says it was not found', async () => {
  const router = createMemoryRouter([{ path: '/explore/clubs', element: <ExplorePage /> }], {
    initialEntries: ['/explore/clubs?searchterm=GU24%208HY&searchislocation=true&sortby=5'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  await advance(EXPLORE.debounceMs);
  await release();
  expect(screen.getByText(/0 miles away/)).toBeTruthy();

  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ZZ99 9ZZ' } });
  // Typed, and while the new search runs: the previous club and its distance are gone.
  expect(screen.queryByText(/0 miles away/)).toBeNull();
  await advance(EXPLORE.debounceMs);
  expect(screen.queryByText(/0 miles away/)).toBeNull();
  expect(screen.queryByText('Foxhill Heath Golf Club')).toBeNull();

  await release();
  expect(
    screen.getByText("We couldn't find that postcode. Check it, or search by club name or town instead."),
  ).toBeTruthy();
  // Already in Location mode: no offer to switch to it.
  expect(screen.queryByRole('button', { name: 'Did you want to search by location?' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Reset Filters' })).toBeTruthy();
});
