import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testClubContent } from '../../../test/club-content';
import { testMember } from '../../../test/member';
import { HomeTiles } from './home-tiles';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('gives each tile a picture and a line saying what it is for', async () => {
  const content = testClubContent({
    homeWidgets: [
      { title: 'Golf', type: 'Golf' },
      { title: 'Booking history', type: 'BookingHistory' },
      { title: 'Top-up', type: 'Topup' },
    ],
  });
  const details = {
    ClubId: 151,
    ClubName: content.clubName,
    Courses: [{ Id: 15104, Name: 'Heath', FacilityType: 0 }],
    CustomerServiceEmail: content.email,
    TimeZone: 'Europe/London',
    BookingWindowDays: 14,
    CancellationCutoffHours: 48,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('/details') ? details : content;
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <MemoryRouter>
          <HomeTiles member={testMember} content={content} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  const nav = await screen.findByRole('navigation', { name: 'Book and manage' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual([
    'GolfBook a tee time',
    'Booking historyYour past bookings',
    'Top-upAdd points to your balance',
  ]);
  for (const link of links) expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
});
