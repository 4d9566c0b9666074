import type { ClubContent } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testMember } from '../../../test/member';
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

function renderLanding(content: ClubContent, member?: typeof testMember) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/network') return new Response(JSON.stringify({ Clubs: 251 }), { status: 200 });
      if (url.startsWith('/api/account/session')) {
        const session = member
          ? { isAuthenticated: true, isImpersonating: false, member }
          : { isAuthenticated: false };
        return new Response(JSON.stringify(session), { status: 200 });
      }
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

it('offers a visitor Login and Register with the club’s login text', async () => {
  renderLanding(club({ loginText: 'Log in to book tee times at Foxhill Heath Golf Club.' }));
  expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();
  expect(screen.getByText('Log in to book tee times at Foxhill Heath Golf Club.')).toBeTruthy();
});

it('offers a signed-in member Book, in their own club’s context, never Login or Register', async () => {
  const loginText = 'Log in to book tee times at Foxhill Heath Golf Club.';
  renderLanding(club({ loginText }), { ...testMember, HomeClubId: 537, HomeClubName: 'Grove Park' });
  const book = await screen.findByRole('link', { name: 'Book' });
  expect(book.getAttribute('href')).toBe('/booking/clubs/151');
  expect(screen.getByText('Your home club is Grove Park. You can book here through Open Play.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to Grove Park' }).getAttribute('href')).toBe('/');
  expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  expect(screen.queryByText(loginText)).toBeNull();
  cleanup();
  renderLanding(club({ loginText }), testMember);
  expect(await screen.findByText('This is your home club: book tee times and more here.')).toBeTruthy();
  expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
});

it('says the network’s club count from the data, the same figure explore shows', async () => {
  renderLanding(
    club({
      clubId: 0,
      clubName: 'Fairway Golf Network',
      introduction: 'One membership, {{networkClubs}} clubs.',
      explainerImages: [
        { link: '/img/n.svg', title: '{{networkClubs}} clubs to play', desc: 'Explore the map.' },
      ],
    }),
  );
  expect(await screen.findByText('One membership, 251 clubs.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '251 clubs to play' })).toBeTruthy();
  expect(screen.queryByText(/\{\{networkClubs\}\}/)).toBeNull();
});
