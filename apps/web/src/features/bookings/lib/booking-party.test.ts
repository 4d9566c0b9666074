import type { Booking } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { bookingParty } from './booking-party';

const t = i18n.t.bind(i18n);
const party = (
  BookingType: Booking['BookingType'],
  NumberOfPeople: number,
  OfWhichJuniors = 0,
  Details?: Booking['Details'],
) => ({ BookingType, NumberOfPeople, OfWhichJuniors, Details });

describe('bookingParty: the details dialog names the party in the facility’s words', () => {
  it('keeps Players and Juniors for golf', () => {
    expect(bookingParty(t, party(0, 3, 1))).toEqual({ label: 'Players', text: '3 Players, 1 Junior' });
  });

  it('says Guests at the spa and Covers (a table for N) at dining, never Players', () => {
    expect(bookingParty(t, party(1, 1))).toEqual({ label: 'Guests', text: '1 Guest' });
    expect(bookingParty(t, party(1, 2, 1))).toEqual({ label: 'Guests', text: '2 Guests, 1 Junior' });
    expect(bookingParty(t, party(4, 6))).toEqual({ label: 'Covers', text: 'Table for 6' });
  });

  it("names an extra's party by its form: a stay's guests, passes, a session's person", () => {
    expect(bookingParty(t, party(2, 2, 0, { Nights: 3 }))).toEqual({ label: 'Guests', text: '2 Guests' });
    expect(bookingParty(t, party(2, 2), 'stay')).toEqual({ label: 'Guests', text: '2 Guests' });
    expect(bookingParty(t, party(2, 3), 'quantity')).toEqual({
      label: 'Guest passes',
      text: '3 guest passes',
    });
    expect(bookingParty(t, party(2, 1), 'session')).toEqual({ label: 'People', text: '1 Person' });
  });
});
