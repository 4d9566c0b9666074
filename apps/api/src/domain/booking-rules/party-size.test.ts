import { BookingType } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { checkPartySize, maxPartyFor } from './party-size';

describe('party size per facility', () => {
  it('takes four at golf and spa, twelve covers at dining', () => {
    expect(maxPartyFor(0)).toBe(4);
    expect(maxPartyFor(1)).toBe(4);
    expect(maxPartyFor(4)).toBe(12);
    expect(() => checkPartySize(4, 6)).not.toThrow();
    expect(() => checkPartySize(0, 5)).toThrow();
  });

  it('takes a party of exactly the limit and refuses one more', () => {
    expect(() => checkPartySize(BookingType.Golf, 4)).not.toThrow();
    expect(() => checkPartySize(BookingType.Dining, 12)).not.toThrow();
    expect(() => checkPartySize(BookingType.Dining, 13)).toThrow(AppError);
  });

  it('refuses as a validation error on the players field', () => {
    let refusal: unknown;
    try {
      checkPartySize(BookingType.Golf, 5);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('VALIDATION');
    expect((refusal as AppError).fields).toEqual({ players: { code: 'validation.players' } });
  });
});
