import type { Booking, CancelResult } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { invalidateAfterBookingChange, upcomingBookingsQueryKey } from './booking-query-keys';

export function cancelBooking(booking: Pick<Booking, 'Id' | 'BookingType'>) {
  return apiRequest<CancelResult>(apiPaths.cancel(booking.Id), {
    method: 'POST',
    body: { bookingType: booking.BookingType },
  });
}

/**
 * member-area §4: success marks the booking Cancelled and not Cancellable, and refreshes the points and
 * the history. The upcoming list, which no longer holds a cancelled booking, is read again by `settle()`
 * once the member has read the result (its card, which shows the result, leaves the list then).
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: cancelBooking,
    onSuccess: (result) => {
      queryClient.setQueriesData<Booking[]>({ queryKey: upcomingBookingsQueryKey }, (list) =>
        list?.map((b) => (b.Id === result.Booking.Id ? { ...b, Cancelled: true, Cancellable: false } : b)),
      );
      return invalidateAfterBookingChange(queryClient, { keepUpcoming: true });
    },
  });
  const settle = () => queryClient.invalidateQueries({ queryKey: upcomingBookingsQueryKey });
  return { ...mutation, settle };
}
