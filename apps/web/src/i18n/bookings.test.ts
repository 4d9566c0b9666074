import { describe, expect, it } from 'vitest';
import en from './bookings.en.json';

describe('booking catalogue', () => {
  it('says what Cancel booking does: it cancels and refunds at once (issue 44 §3; asking the club is its own flow)', () => {
    expect(en['bookings.cancelConfirmMessage']).toBe(
      'Are you sure you want to cancel this booking? It will be cancelled straight away and your points refunded immediately.',
    );
    expect(en['bookings.cancelSuccessTitle']).toBe('Booking Cancelled');
    expect(en['bookings.cancelSuccessMessage']).toBe(
      'Your booking has been cancelled and your points have been refunded.',
    );
    // Inside the cut-off the member asks the club: a request, and words that say so.
    expect(en['bookings.cancellationRequestedMessage']).toMatch(/will review your cancellation request/);
  });

  it('keeps the spec texts verbatim', () => {
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
    expect(en['bookings.forPeople_other']).toBe('for {{count}} People');
  });
});
