import { describe, expect, it } from 'vitest';
import { clock, offerFromAction, secondsLeft } from './offer';

describe('waitlist offers', () => {
  it('reads the offer from a type-7 action and nothing else', () => {
    expect(offerFromAction('waitlist-offer:12:2026-05-01T10:15:00.000Z')).toEqual({
      Id: 12,
      ExpiresAt: '2026-05-01T10:15:00.000Z',
    });
    for (const action of [
      null,
      '',
      'ballot:3',
      'waitlist-offer:x:2026-05-01T10:15:00.000Z',
      'waitlist-offer:1:soon',
    ]) {
      expect(offerFromAction(action)).toBeNull();
    }
  });

  it('counts down in whole seconds to zero, shown as m:ss', () => {
    const at = Date.parse('2026-05-01T10:00:00.000Z');
    expect(secondsLeft('2026-05-01T10:15:00.000Z', at)).toBe(900);
    expect(secondsLeft('2026-05-01T10:00:00.500Z', at)).toBe(1);
    expect(secondsLeft('2026-05-01T09:59:00.000Z', at)).toBe(0);
    expect([clock(900), clock(61), clock(9), clock(0)]).toEqual(['15:00', '1:01', '0:09', '0:00']);
  });
});
