import type { ExploreClubsResult, FavouriteResult, GeoReverseResult } from '@fairway/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Every explore query starts with this key; a favourite change invalidates it. */
export const exploreKey = ['explore'] as const;

export function exploreClubsQueryOptions(search: string, count: number) {
  const query = new URLSearchParams(search);
  query.set('numClubsToReturn', String(count));
  return queryOptions({
    queryKey: [...exploreKey, 'clubs', search, count] as const,
    queryFn: ({ signal }) => apiRequest<ExploreClubsResult>(apiPaths.exploreClubs(query), { signal }),
  });
}

/**
 * The previous answer stays on screen while the next loads. With `sameSearchOnly` (the list) only while
 * more of the same search loads: a new search's answer is not yet known, and the last one's clubs and
 * distances ("0 miles away") would stand for it (issue 26 §7). The map keeps its markers meanwhile.
 */
export function useExploreClubs(search: string, count: number, enabled = true, sameSearchOnly = false) {
  return useQuery({
    ...exploreClubsQueryOptions(search, count),
    placeholderData: sameSearchOnly
      ? (previous, previousQuery) => (previousQuery?.queryKey[2] === search ? previous : undefined)
      : keepPreviousData,
    enabled,
  });
}

export function useFavouriteClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clubId, favourite }: { clubId: number; favourite: boolean }) =>
      apiRequest<FavouriteResult>(apiPaths.favouriteClub(clubId), { method: favourite ? 'PUT' : 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exploreKey }),
  });
}

/** The town nearest the device (Use current location), through the API's geocoder. */
export const reverseGeocode = (lat: number, lng: number) =>
  apiRequest<GeoReverseResult>(apiPaths.geoReverse(lat, lng));
