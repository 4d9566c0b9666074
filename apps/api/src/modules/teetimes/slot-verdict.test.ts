import { describe, expect, it } from 'vitest';
import { type DayVerdictInputs, slotReason } from './slot-verdict';

const now = new Date('2026-05-01T08:00:00Z');
const day = (over: Partial<DayVerdictInputs> = {}): DayVerdictInputs => ({
  now,
  standing: null,
  restricted: false,
  outside: false,
  limitRefusal: null,
  cannotPayHere: false,
  ...over,
});
const slot = (over: Partial<Parameters<typeof slotReason>[1]> = {}) => ({
  time: new Date('2026-05-01T09:00:00Z'),
  heldByBallot: false,
  freePlaces: 4,
  players: 2,
  affordable: true,
  ...over,
});

describe('slotReason (the search’s and the tee sheet’s eligibility verdict)', () => {
  it('lets a party book a start it fits, can pay for and may book', () => {
    expect(slotReason(day(), slot())).toBeUndefined();
    expect(slotReason(day(), slot({ freePlaces: 2, players: 2 }))).toBeUndefined();
  });

  it('names each refusal on its own', () => {
    expect(slotReason(day(), slot({ time: new Date(now.getTime() - 60_000) }))).toBe('past');
    expect(slotReason(day(), slot({ heldByBallot: true }))).toBe('SLOT_IN_BALLOT');
    expect(slotReason(day({ standing: 'membership_expired' }), slot())).toBe('membership_expired');
    expect(slotReason(day({ standing: 'payment_incomplete' }), slot())).toBe('payment_incomplete');
    expect(slotReason(day({ restricted: true }), slot())).toBe('restricted');
    expect(slotReason(day({ outside: true }), slot())).toBe('outside_window');
    expect(slotReason(day({ lineHeld: true }), slot())).toBe('LINE_NOT_YOUR_TURN');
    expect(slotReason(day(), slot({ freePlaces: 1, players: 2 }))).toBe('full');
    expect(slotReason(day({ limitRefusal: 'no_player_slots' }), slot())).toBe('no_player_slots');
    expect(slotReason(day({ limitRefusal: 'no_bookings_left' }), slot())).toBe('no_player_slots');
    expect(slotReason(day(), slot({ affordable: false }))).toBe('not_enough_points');
    expect(slotReason(day({ cannotPayHere: true }), slot({ affordable: false }))).toBe(
      'open_play_unavailable',
    );
    // A visitor who cannot pay here at all is not refused a start they can afford (a free one).
    expect(slotReason(day({ cannotPayHere: true }), slot())).toBeUndefined();
  });

  it('gives the first refusal in the booking write’s order', () => {
    const everything = day({
      standing: 'membership_expired',
      restricted: true,
      outside: true,
      lineHeld: true,
      limitRefusal: 'no_player_slots',
      cannotPayHere: true,
    });
    const worst = slot({ heldByBallot: true, freePlaces: 0, affordable: false });
    expect(slotReason(everything, { ...worst, time: new Date(now.getTime() - 1) })).toBe('past');
    expect(slotReason(everything, worst)).toBe('SLOT_IN_BALLOT');
    expect(slotReason(everything, { ...worst, heldByBallot: false })).toBe('membership_expired');
    const rest = { ...worst, heldByBallot: false };
    expect(slotReason({ ...everything, standing: null }, rest)).toBe('restricted');
    expect(slotReason({ ...everything, standing: null, restricted: false }, rest)).toBe('outside_window');
    const held = { ...everything, standing: null, restricted: false, outside: false };
    expect(slotReason(held, rest)).toBe('LINE_NOT_YOUR_TURN');
    const inWindow = { ...held, lineHeld: false };
    expect(slotReason(inWindow, rest)).toBe('full');
    expect(slotReason(inWindow, { ...rest, freePlaces: 4 })).toBe('no_player_slots');
    expect(slotReason({ ...inWindow, limitRefusal: null }, { ...rest, freePlaces: 4 })).toBe(
      'open_play_unavailable',
    );
  });
});
