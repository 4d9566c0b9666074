import type { BookableClubs } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** The clubs the member can book: home club first, then the network's Open Play clubs. */
export function getBookableClubs() {
  return apiRequest<BookableClubs>(apiPaths.bookableClubs());
}

export function bookableClubsQueryOptions() {
  return queryOptions({
    queryKey: ['clubs', 'bookable'] as const,
    queryFn: getBookableClubs,
    select: (data) => data.Clubs,
    staleTime: 5 * 60_000,
  });
}

export function useBookableClubs() {
  return useQuery(bookableClubsQueryOptions());
}
