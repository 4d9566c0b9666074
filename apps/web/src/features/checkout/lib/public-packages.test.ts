import { describe, expect, it } from 'vitest';
import { bundleToAdd, visitorAddTarget } from './public-packages';

describe('a visitor’s Add to basket', () => {
  it('leads to the club’s login with a return to the public packages page and the bundle', () => {
    expect(visitorAddTarget('Foxhill Heath', 151, 5001)).toBe(
      `/login/Foxhill%20Heath/151?returnUrl=${encodeURIComponent('/packages/151?add=5001')}`,
    );
  });

  it('reads back only a plain positive bundle id', () => {
    expect(bundleToAdd(new URLSearchParams('add=5001'))).toBe(5001);
    for (const bad of ['add=0', 'add=-1', 'add=1e3', 'add=abc', 'add=', 'add=12345678901', ''])
      expect(bundleToAdd(new URLSearchParams(bad)), bad).toBeNull();
  });
});
