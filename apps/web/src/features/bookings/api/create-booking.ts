import type { Booking, CreateBooking, PartyHeld } from '@fairway/contracts';
import { IDEMPOTENCY_HEADER } from '@fairway/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { invalidateAfterBookingChange } from './booking-query-keys';

export interface CreateBookingInput {
  booking: CreateBooking;
  /** One key per confirmed attempt, reused when that attempt is retried. */
  idempotencyKey: string;
}

/** The booking (201), or its hold (202) when a buddy in the party asked to be asked first. */
export function createBooking({ booking, idempotencyKey }: CreateBookingInput) {
  return apiRequest<Booking | PartyHeld>(apiPaths.createBooking(), {
    method: 'POST',
    body: booking,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // Not awaited, as when paying (checkout's pay-basket.ts): a refreshed tee sheet can close the dialog that
    // booked before the caller's onSuccess (the way to the confirmation) runs, and then it never would.
    onSuccess: () => {
      void invalidateAfterBookingChange(queryClient);
    },
  });
}
