import type { TopUpPackage } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { sortTopUps } from './sort-top-ups';

const topUp = (BundleId: number, HomePoints: number, AwayPoints: number, NewPrice: number): TopUpPackage => ({
  BundleId,
  Name: `${BundleId}`,
  HomePoints,
  AwayPoints,
  NewHomePoints: HomePoints,
  NewAwayPoints: AwayPoints,
  BaselineCost: NewPrice,
  NewPrice,
  Currency: { CurrencyCode: 'GBP', CurrencySymbol: '£' },
});

describe('sortTopUps', () => {
  it('sorts ascending by points, then by price', () => {
    const sorted = sortTopUps([topUp(1, 250, 0, 900), topUp(2, 50, 0, 200), topUp(3, 0, 50, 180)]);
    expect(sorted.map((p) => p.BundleId)).toEqual([3, 2, 1]);
  });
});
