import { describe, expect, it } from 'vitest';
import { buddyNameOf, isShown, notificationDestination } from './destination';

describe('notification destinations (member-area §3)', () => {
  it.each([
    [0, '/'],
    [1, '/Trophies'],
    [2, '/Friends'],
    [3, '/account'],
    [4, '/account'],
    [5, null],
    [6, null],
    [42, null],
  ])('type %i → %s', (type, to) => {
    expect(notificationDestination(type, 'Friends')).toBe(to);
  });

  it('sends a buddy request to the theme’s buddies screen', () => {
    expect(notificationDestination(2, 'Buddies')).toBe('/Buddies');
    expect(notificationDestination(2, 'Colleagues')).toBe('/Colleagues');
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
