import type { Booking, CancellationRequest, StaffQueue } from '@fairway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Every staff query starts with this key. */
export const staffKey = ['staff'] as const;

export function staffQueueQueryOptions() {
  return queryOptions({
    queryKey: [...staffKey, 'queue'],
    queryFn: () => apiRequest<StaffQueue>(apiPaths.staffQueue()),
  });
}

export const useStaffQueue = () => useQuery(staffQueueQueryOptions());

export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: number; confirmationCode: string }) =>
      apiRequest<Booking>(apiPaths.staffConfirm(input.bookingId), {
        method: 'POST',
        body: { ConfirmationCode: input.confirmationCode },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useDecideCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: number; approve: boolean }) =>
      apiRequest<CancellationRequest>(apiPaths.staffDecide(input.requestId, input.approve), {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
