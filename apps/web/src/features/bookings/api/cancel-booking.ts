import type { Booking, CancelResult } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { bookingsQueryKey, invalidateAfterBookingChange } from './booking-query-keys';

export function cancelBooking(booking: Pick<Booking, 'Id' | 'BookingType'>) {
  return apiRequest<CancelResult>(apiPaths.cancel(booking.Id), {
    method: 'POST',
    body: { bookingType: booking.BookingType },
  });
}

/** member-area §4: success marks the booking Cancelled and not Cancellable, and refreshes the points. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (result) => {
      queryClient.setQueriesData<Booking[]>({ queryKey: [...bookingsQueryKey, 'upcoming'] }, (list) =>
        list?.map((b) => (b.Id === result.Booking.Id ? { ...b, Cancelled: true, Cancellable: false } : b)),
      );
      return invalidateAfterBookingChange(queryClient);
    },
  });
}
