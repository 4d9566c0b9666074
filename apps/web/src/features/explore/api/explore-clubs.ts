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

/** The list keeps showing the previous page while the next (or a new search) loads. */
export function useExploreClubs(search: string, count: number, enabled = true) {
  return useQuery({ ...exploreClubsQueryOptions(search, count), placeholderData: keepPreviousData, enabled });
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
