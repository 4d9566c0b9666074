import type { Booking } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { upcomingBookingsQueryKey } from './booking-query-keys';

export function getUpcomingBookings() {
  return apiRequest<Booking[]>(apiPaths.upcoming());
}

export function upcomingBookingsQueryOptions() {
  return queryOptions({
    queryKey: upcomingBookingsQueryKey,
    queryFn: getUpcomingBookings,
    staleTime: 15_000,
  });
}

export function useUpcomingBookings() {
  return useQuery(upcomingBookingsQueryOptions());
}
