import { type CreateBooking, IDEMPOTENCY_HEADER, ZBooking } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingApiPaths } from '../../../lib/booking-paths';
import { invalidateAfterBookingChange } from './booking-query-keys';

export interface CreateBookingInput {
  booking: CreateBooking;
  /** One key per confirmed attempt, reused when that attempt is retried. */
  idempotencyKey: string;
}

export function createBooking({ booking, idempotencyKey }: CreateBookingInput) {
  return apiRequest(bookingApiPaths.createBooking(), {
    method: 'POST',
    body: booking,
    schema: ZBooking,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => invalidateAfterBookingChange(queryClient),
  });
}
