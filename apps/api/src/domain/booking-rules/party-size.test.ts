import { describe, expect, it } from 'vitest';
import { checkPartySize, maxPartyFor } from './party-size';

describe('party size per facility', () => {
  it('takes four at golf and spa, twelve covers at dining', () => {
    expect(maxPartyFor(0)).toBe(4);
    expect(maxPartyFor(1)).toBe(4);
    expect(maxPartyFor(4)).toBe(12);
    expect(() => checkPartySize(4, 6)).not.toThrow();
    expect(() => checkPartySize(0, 5)).toThrow();
  });
});
