import { describe, expect, it } from 'vitest';
import { clubFeatures } from './club-features';

const golf = { Id: 1, Name: 'Old', FacilityType: 0 as const };
const spa = { Id: 2, Name: 'Spa', FacilityType: 1 as const };
const dining = { Id: 3, Name: 'Grill', FacilityType: 4 as const };

describe('clubFeatures', () => {
  it('derives golf, spa and restaurant from facility types', () => {
    const f = clubFeatures([golf, spa, dining]);
    expect(f).toMatchObject({ golf: true, spa: true, restaurant: true, gym: false });
    expect(f.firstSpaCourse?.Id).toBe(2);
    expect(f.firstRestaurantCourse?.Id).toBe(3);
  });

  it('disables checkout when the club has a spa or its own switch says so', () => {
    expect(clubFeatures([golf, spa]).checkoutDisabled).toBe(true);
    expect(clubFeatures([golf], { disableCheckout: true }).checkoutDisabled).toBe(true);
    expect(clubFeatures([golf], { disableCheckout: false }).checkoutDisabled).toBe(false);
  });
});
