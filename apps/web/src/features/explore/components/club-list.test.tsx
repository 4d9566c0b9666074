import type { ExploreClubsResult } from '@fairway/contracts';
import { EXPLORE } from '@fairway/contracts/constants';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { ClubList } from './club-list';

afterEach(cleanup);

const club: ExploreClubsResult['clubs'][number] = {
  Id: 601,
  ClubId: 601,
  Name: 'Leeds Oaks Golf Club',
  UrlName: 'Leeds-Oaks-Golf-Club',
  Location: { Latitude: 53.8, Longitude: -1.55 },
  Town: 'Leeds',
  Postcode: null,
  State: 'Available',
  Tier: 2,
  BookingClosedToVisitors: false,
  ClosedToVisitors: false,
  MyHomeClub: false,
  NumberOfBookings: 10,
  Prices: { AvgPrice: 5 },
  ShortDescription: 'A parkland course.',
  BannerUrl: null,
  CustomCSSClass: 'club-601',
  Facilities: [],
  Distance: null,
  IsFavourite: false,
  LastBookingDate: null,
  RoundsPlayed: 0,
  DateJoined: '2020-01-01',
};

const result = (total: number, capped: boolean): ExploreClubsResult => ({
  clubs: [club],
  totalClubsInFilter: total,
  totalClubsInFilterCapped: capped,
  totalClubs: 5_000,
  distancesAreBad: false,
  location: null,
});

const renderList = (r: ExploreClubsResult) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider>
        <MemoryRouter>
          <ClubList
            result={r}
            loading={false}
            fetching={false}
            hasMore
            showDistance={false}
            searchIsLocation={false}
            onMore={() => undefined}
            onReset={() => undefined}
            onSearchByLocation={() => undefined}
          />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('explore club list count', () => {
  it('shows a count past the cap as "1,000+" and an exact one as it is', async () => {
    renderList(result(EXPLORE.countCap, true));
    expect(await screen.findByText('Showing 1 of 1,000+ clubs')).toBeTruthy();
    cleanup();
    renderList(result(EXPLORE.countCap, false));
    expect(await screen.findByText('Showing 1 of 1000 clubs')).toBeTruthy();
  });
});
