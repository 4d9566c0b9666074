import { describe, expect, it } from 'vitest';
import { clubShown, NO_OVERRIDE, overrideFor } from './club-override';

describe('club override', () => {
  it('turns the override on for a numeric id', () => {
    expect(overrideFor('537')).toEqual({ overrideClub: true, overridingClubId: 537 });
    expect(overrideFor(151)).toEqual({ overrideClub: true, overridingClubId: 151 });
  });

  it('resets to club 0 for a non-numeric id', () => {
    expect(overrideFor('abc')).toEqual({ overrideClub: false, overridingClubId: 0 });
    expect(overrideFor(undefined)).toEqual(NO_OVERRIDE);
    expect(overrideFor('-3')).toEqual(NO_OVERRIDE);
  });

  it('shows the overriding club, else the home club, else club 0', () => {
    expect(clubShown(overrideFor(537), 151)).toBe(537);
    expect(clubShown(NO_OVERRIDE, 151)).toBe(151);
    expect(clubShown(NO_OVERRIDE, null)).toBe(0);
  });
});
