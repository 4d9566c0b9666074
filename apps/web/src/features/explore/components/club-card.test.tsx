import type { ExploreClub } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { ClubCard } from './club-card';

const club = (over: Partial<ExploreClub> = {}): ExploreClub => ({
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
  BannerUrl: '/img/clubs/network/banner-tier-2.svg',
  CustomCSSClass: 'club-601',
  Facilities: [],
  Distance: null,
  IsFavourite: false,
  LastBookingDate: null,
  RoundsPlayed: 0,
  DateJoined: '2020-01-01',
  ...over,
});

afterEach(cleanup);

const renderCard = (c: ExploreClub, first = false) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider>
        <MemoryRouter>
          <ul>
            <ClubCard club={c} showDistance={false} first={first} />
          </ul>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('explore club card', () => {
  it("shows the club's banner (decorative, loaded lazily) above its name", () => {
    const { container } = renderCard(club());
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/img/clubs/network/banner-tier-2.svg');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('lazy');
    // The banner comes first in the card, before the heading.
    const heading = container.querySelector('h2');
    expect(
      img && heading && img.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("fetches the list's first banner at once and first (a phone's largest paint)", () => {
    const first = renderCard(club(), true).container.querySelector('img');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    cleanup();
    const later = renderCard(club()).container.querySelector('img');
    expect(later?.getAttribute('loading')).toBe('lazy');
    expect(later?.getAttribute('fetchpriority')).toBe('auto');
  });

  it('draws no image for a club without a banner', () => {
    const { container } = renderCard(club({ BannerUrl: null }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe('Leeds Oaks Golf Club');
  });
});
