import { describe, expect, it } from 'vitest';
import { ZWaitlistContent } from './waitlist';

describe('club content waitlist block', () => {
  it('takes whole minutes from 1 to a day, nothing else', () => {
    expect(ZWaitlistContent.safeParse({ offerMinutes: 15 }).success).toBe(true);
    for (const offerMinutes of [0, -5, 1.5, 1441, '15', null]) {
      expect(ZWaitlistContent.safeParse({ offerMinutes }).success).toBe(false);
    }
    expect(ZWaitlistContent.safeParse({}).success).toBe(false);
  });
});
