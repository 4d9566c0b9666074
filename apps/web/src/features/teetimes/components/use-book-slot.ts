import type { Booking, CreateBooking, PartyHeld } from '@fairway/contracts';
import { useRef } from 'react';
import { useCreateBooking } from '../../bookings';

/**
 * Books with an Idempotency-Key: a fresh key for each confirmed attempt, the same key when that
 * attempt is retried (network error or server hiccup), so a retry can never book twice.
 */
export function useBookSlot() {
  const mutation = useCreateBooking();
  const key = useRef<string | undefined>(undefined);
  return {
    mutation,
    book: (booking: CreateBooking, onBooked: (answer: Booking | PartyHeld) => void) => {
      key.current ??= crypto.randomUUID();
      mutation.mutate(
        { booking, idempotencyKey: key.current },
        {
          onSuccess: (created) => {
            key.current = undefined;
            onBooked(created);
          },
        },
      );
    },
    /** A new attempt (another slot, or the dialog closed): the next confirm gets a new key. */
    newAttempt: () => {
      key.current = undefined;
      mutation.reset();
    },
  };
}
