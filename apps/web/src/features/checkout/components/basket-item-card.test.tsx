import type { BasketItem } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testMember } from '../../../test/member';
import { BasketItemCard } from './basket-item-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hyde: BasketItem = {
  BundleId: 1,
  PromoCode: null,
  NewClubId: 151,
  ClubName: 'Foxhill Heath Golf Club',
  PackageName: 'Hyde',
  PackageType: 0,
  NewHomePoints: 1220,
  NewAwayPoints: 150,
  BasePrice: 3200,
  NewPrice: 3200,
  JoinerFee: 0,
  PromoDiscount: 0,
  Currency: { CurrencyCode: 'GBP', CurrencySymbol: '£' },
  MembershipExtension: { ExtendedRenewalDate: '2027-10-26T10:00:00Z' },
};

function renderCard(item: BasketItem, member = testMember) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/account/session')
        ? { isAuthenticated: true, isImpersonating: false }
        : member;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <BasketItemCard item={item} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** The price lines as "term: amount" pairs, in order. */
const lines = () =>
  screen.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

it('itemises the promo code as its own line, with what it takes off', async () => {
  renderCard({ ...hyde, PromoCode: 'WELCOME10', PromoDiscount: 320, NewPrice: 2880 });
  expect(lines()).toEqual(['Package price: £3,200', 'WELCOME10: −£320', 'Total: £2,880']);
});

it('shows the joiner fee as its own line beside the package price', async () => {
  renderCard({ ...hyde, JoinerFee: 250, BasePrice: 3450, NewPrice: 3450 });
  expect(lines()).toEqual(['Package price: £3,200', 'Joiner fee: £250', 'Total: £3,450']);
});

it('tells a lapsed member, before paying, that the renewal runs from the old expiry', async () => {
  renderCard(hyde, { ...testMember, IsExpired: true, MembershipExpires: '2026-10-26T10:00:00Z' });
  expect(
    await screen.findByText(
      'Your membership expired on 26th October 2026. A renewal continues from that date, so your membership will run until 26th October 2027.',
    ),
  ).toBeTruthy();
});

it('labels a top-up’s price as a top-up, not a package (issue 44 §5)', async () => {
  renderCard({ ...hyde, PackageName: '500 Home points', PackageType: 1, MembershipExtension: null });
  expect(await screen.findByText('Top-up price')).toBeTruthy();
  expect(screen.queryByText('Package price')).toBeNull();
});
