import type { CancellationRequest } from '@fairway/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Asks the club to cancel a booking inside its cut-off (one open request per booking). */
export function useRequestCancellation(bookingId: number) {
  return useMutation({
    mutationFn: () =>
      apiRequest<CancellationRequest>(apiPaths.cancellationRequest(bookingId), { method: 'POST' }),
  });
}
