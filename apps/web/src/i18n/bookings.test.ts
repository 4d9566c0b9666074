import { describe, expect, it } from 'vitest';
import en from './bookings.en.json';

describe('booking catalogue', () => {
  it('keeps the spec texts verbatim', () => {
    expect(en['bookings.cancelConfirmMessage']).toBe(
      'Are you sure you want to cancel this booking? Your request will be sent to the club, and if accepted your points will be refunded immediately.',
    );
    expect(en['bookings.cancelSuccessMessage']).toBe(
      'Your cancellation request has been accepted, your points will be refunded immediately.',
    );
    expect(en['bookings.cancelFailedTitle']).toBe('Cancellation Failed');
    expect(en['bookings.cancelFailedMessage']).toBe(
      'Sorry, we were unable to send your cancellation request. Please contact our customer service.',
    );
    expect(en['teeTimes.notice.NO_TEE_TIMES']).toBe(
      "Sorry, we couldn't find any available tee times for the selected date. Please try another.",
    );
    expect(en['teeTimes.notice.NO_PLAYER_SLOTS']).toBe(
      'Sorry, you no longer have any player slots availble for the selected date. Please try another.',
    );
    expect(en['bookings.notesEmpty']).toBe('Empty');
    expect(en['bookings.forPeople']).toBe('for {{count}} People');
  });
});
