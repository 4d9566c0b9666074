import { EXPLORE } from '@fairway/contracts/constants';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { stubResizeObserver } from '../../../test/observers';
import ExplorePage from './explore-page';

/** The explore requests the page made, by their searchTerm. */
let searched: string[] = [];

beforeEach(() => {
  searched = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/explore/clubs') searched.push(url.searchParams.get('searchTerm') ?? '');
      const body = {
        clubs: [],
        totalClubsInFilter: 0,
        totalClubs: 0,
        distancesAreBad: false,
        location: null,
      };
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

/** Lets pending promises (fetches, React Query's notifications) settle without moving the clock. */
const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

function renderPage() {
  const router = createMemoryRouter([{ path: '/explore/clubs', element: <ExplorePage /> }], {
    initialEntries: ['/explore/clubs'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('explore page debounce', () => {
  it(`asks for a new search only after ${EXPLORE.debounceMs} ms without typing`, async () => {
    expect(EXPLORE.debounceMs).toBe(600);
    renderPage();
    await flush();
    expect(searched).toEqual(['']);
    const box = screen.getByRole('searchbox');

    fireEvent.change(box, { target: { value: 'Le' } });
    await wait(300);
    fireEvent.change(box, { target: { value: 'Leeds' } });
    // Typing again restarts the wait: 599 ms after the last key nothing has been asked.
    await wait(EXPLORE.debounceMs - 1);
    expect(searched).toEqual(['']);
    await wait(1);
    await flush();
    // One request, for the whole word; the half-typed one was never sent.
    expect(searched).toEqual(['', 'Leeds']);
  });
});
