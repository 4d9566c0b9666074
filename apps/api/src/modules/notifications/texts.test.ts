import { describe, expect, it } from 'vitest';
import { counted, notificationTexts } from './texts';

describe('notification texts', () => {
  it('counts in words that agree with the number: 1 minute, 15 minutes (issue 44 §6)', () => {
    expect([counted(1, 'minute'), counted(15, 'minute'), counted(0, 'point')]).toEqual([
      '1 minute',
      '15 minutes',
      '0 points',
    ]);
    const offer = notificationTexts.waitlistOffer({
      courseName: 'Heath',
      clubName: 'Foxhill Heath',
      startsAt: new Date('2026-07-01T09:00:00Z'),
      timeZone: 'Europe/London',
      offerMinutes: 1,
      offerId: 3,
      expiresAt: new Date('2026-07-01T08:01:00Z'),
    });
    expect(offer.description).toContain(' for 1 minute: accept to book them.');
  });

  it('tells a buddy asked to join a party what their place costs, in the club’s unit', () => {
    const invitation = (share: number, unit: 'points' | 'rounds', paidByBooker: boolean) =>
      notificationTexts.partyHoldInvitation({
        bookerName: 'Alex Morgan',
        courseName: 'Heath',
        clubName: 'Foxhill Heath',
        startsAt: new Date('2026-07-01T09:00:00Z'),
        timeZone: 'Europe/London',
        holdMinutes: 10,
        paidByBooker,
        share,
        unit,
        holdId: 9,
        expiresAt: new Date('2026-07-01T08:10:00Z'),
      }).description;
    expect(invitation(6, 'points', false)).toContain('using your points (your share: 6 points). ');
    expect(invitation(1, 'rounds', true)).toContain('paying your share (1 round). ');
    expect(invitation(6, 'points', false)).toContain('held for 10 minutes: accept or decline.');
  });
});
