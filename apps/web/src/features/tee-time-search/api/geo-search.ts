import type { GeoPlace, GeoSearchResult } from '@fairway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Places matching a text through the API's geocoder (towns, clubs, postcodes), best first. */
export function usePlaces(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['geoSearch', q] as const,
    queryFn: ({ signal }) => apiRequest<GeoSearchResult>(apiPaths.geoSearch(q), { signal }),
    select: (data): GeoPlace[] => data.results,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
