import type { ClubContent } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import ClubLandingPage from './club-landing-page';

const club = (over: Partial<ClubContent>) =>
  ({
    clubId: 151,
    clubName: 'Foxhill Heath Golf Club',
    clubNameShort: 'Foxhill Heath',
    telephone: '01632 960151',
    email: 'members@foxhillheath.example',
    website: 'https://foxhillheath.example',
    mapsLink: 'https://www.openstreetmap.org/search?query=Chobham',
    address: ['Stonehill Road', 'Chobham'],
    introduction: 'Two heathland courses.',
    disableCheckout: false,
    disablePoints: false,
    disableLanding: false,
    showContactInsteadOfHelp: false,
    loginText: '',
    courseFacts: [{ name: 'Heath', holes: 18, par: 72, lengthYards: 6855 }],
    theme: { logoUrl: null, buddiesText: 'Buddy', buddiesTextPlural: 'Buddies' },
    ...over,
  }) as ClubContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLanding(content: ClubContent) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/api/account/session'))
        return new Response(JSON.stringify({ isAuthenticated: false }), { status: 200 });
      return new Response(JSON.stringify(content), { status: 200 });
    }),
  );
  const router = createMemoryRouter([{ path: '/Club/:clubName/:id', element: <ClubLandingPage /> }], {
    initialEntries: ['/Club/Foxhill/151'],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

it('shows the landing of a club with its course facts and packages teaser', async () => {
  renderLanding(club({}));
  expect(await screen.findByRole('heading', { level: 1, name: 'Foxhill Heath Golf Club' })).toBeTruthy();
  expect(screen.getByText('18 holes · Par 72 · 6,855 yards')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'View packages' }).getAttribute('href')).toBe('/packages/151');
});

it('is the 404 page when the club switches its landing off, and has no packages when checkout is off', async () => {
  renderLanding(club({ disableLanding: true }));
  expect(await screen.findByRole('heading', { name: 'Oops! Error 404' })).toBeTruthy();
  cleanup();
  renderLanding(club({ disableCheckout: true }));
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('link', { name: 'View packages' })).toBeNull();
});
