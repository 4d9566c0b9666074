import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { testClubContent } from '../test/club-content';
import { testMember } from '../test/member';
import { buildRouteObjects } from './router';

// rounds@example.com: home club 537, whose content switches points and checkout off.
const roundsMember = { ...testMember, HomeClubId: 537, HomeClubName: 'Grove Park' };
const grove = testClubContent({
  clubId: 537,
  clubName: 'Grove Park',
  disableCheckout: true,
  disablePoints: true,
  showContactInsteadOfHelp: true,
});

function mockApi(content: typeof grove, member: typeof testMember) {
  const replies: Record<string, unknown> = {
    '/api/account/session': { isAuthenticated: true, isImpersonating: false },
    '/api/member/summary': member,
    '/api/member/points': { homePoints: 250, flexiPoints: 132 },
    [`/api/clubs/${content.clubId}/content`]: content,
    [`/api/clubs/${content.clubId}/details`]: {
      ClubId: content.clubId,
      ClubName: content.clubName,
      Courses: [],
      CustomerServiceEmail: content.email,
      TimeZone: 'Europe/London',
      BookingWindowDays: 14,
      CancellationCutoffHours: 48,
    },
    '/api/payment/subscription': {
      Status: 'Active',
      AutoRenewOn: false,
      PackageName: 'Hyde',
      BundleId: 1,
      NextRenewalDate: '2027-10-26T10:00:00Z',
      Amount: 3200,
      Currency: { CurrencyCode: 'GBP', CurrencySymbol: '£' },
      CardLast4: null,
    },
    '/api/checkout/basket': { Items: [] },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? url;
      const body = replies[path];
      return body === undefined
        ? new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'nope' }), { status: 404 })
        : new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
    }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('offers nothing to buy to a member whose club switches checkout off, even at /Renew', async () => {
  mockApi(grove, roundsMember);
  renderAt('/Renew');
  expect(await screen.findByText('Welcome back, Alex')).toBeTruthy();
  // The rounds unit comes from the member's own club.
  expect((await screen.findAllByText(/250 Home rounds/)).length).toBeGreaterThan(0);
  expect(screen.getByRole('tab', { name: 'Dashboard' })).toBeTruthy();
  expect(screen.queryByRole('tab', { name: 'Renew' })).toBeNull();
  expect(screen.queryByRole('tab', { name: 'Top-up' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Basket' })).toBeNull();
  expect(screen.queryByText('Automatic renewal')).toBeNull();
});

it('still offers Renew, Top-up and the basket where the club sells packages', async () => {
  mockApi(testClubContent(), testMember);
  renderAt('/Renew');
  expect(await screen.findByRole('tab', { name: 'Renew' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Top-up' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Basket' })).toBeTruthy();
  expect(await screen.findByText('Automatic renewal')).toBeTruthy();
});
