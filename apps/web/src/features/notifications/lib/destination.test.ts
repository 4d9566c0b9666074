import { describe, expect, it } from 'vitest';
import { ballotIdOf, buddyNameOf, isShown, notificationDestination } from './destination';

describe('notification destinations (member-area §3)', () => {
  it.each([
    [0, '/'],
    [1, '/Trophies'],
    [2, '/Friends'],
    [3, '/account'],
    [4, '/account'],
    [5, null],
    [6, null],
    [7, '/'],
    [42, null],
  ])('type %i → %s', (type, to) => {
    expect(notificationDestination(type, 'Friends')).toBe(to);
  });

  it('sends a buddy request to the theme’s buddies screen', () => {
    expect(notificationDestination(2, 'Buddies')).toBe('/Buddies');
    expect(notificationDestination(2, 'Colleagues')).toBe('/Colleagues');
  });

  it('sends a ballot result (won: booking type; lost: info type) to that ballot’s audit screen', () => {
    expect(notificationDestination(0, 'Friends', 'ballot:42')).toBe('/ballots/42/audit');
    expect(notificationDestination(6, 'Friends', 'ballot:7')).toBe('/ballots/7/audit');
    // Anything else in the action keeps the type's destination.
    expect(notificationDestination(0, 'Friends', 'ballot:x')).toBe('/');
    expect(notificationDestination(6, 'Friends', 'ballot:0')).toBeNull();
    expect(notificationDestination(2, 'Friends', 'some-target')).toBe('/Friends');
    expect([ballotIdOf(null), ballotIdOf('ballot:12'), ballotIdOf('ballot:12/x')]).toEqual([null, 12, null]);
  });

  it('sends a held-booking invitation, and the booker’s news of one, to the invitations screen', () => {
    expect(notificationDestination(8, 'Friends', 'party-hold:3:2026-05-01T10:10:00.000Z')).toBe(
      '/booking/invitations',
    );
    expect(notificationDestination(0, 'Friends', 'party-hold:3')).toBe('/booking/invitations');
    expect(notificationDestination(0, 'Friends', 'party-hold:x')).toBe('/');
  });

  it('sends an alert’s opened time to its booking screen with the start chosen, else nowhere', () => {
    const action = 'tee-time-alert:4:541:54101:2026-12-12T08:10:00.000Z:2:0';
    expect(notificationDestination(9, 'Friends', action)).toBe(
      '/booking/clubs/541/54101?Players=2&Juniors=0&Time=2026-12-12T08%3A10%3A00.000Z',
    );
    expect(notificationDestination(9, 'Friends', 'tee-time-alert:4')).toBeNull();
  });

  it('never shows a trophy', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(isShown)).toEqual([0, 2, 3, 4, 5, 6]);
  });

  it('names the buddy by the first two words of the description', () => {
    expect(buddyNameOf('Lena Low would like to be your buddy.')).toBe('Lena Low');
    expect(buddyNameOf('  Ann   Marie Smith asks')).toBe('Ann Marie');
    expect(buddyNameOf('Prince')).toBe('Prince');
  });
});
