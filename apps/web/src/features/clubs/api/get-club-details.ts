import type { ClubDetails } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function getClubDetails(clubId: number) {
  return apiRequest<ClubDetails>(apiPaths.clubDetails(clubId));
}

export function clubDetailsQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: ['clubs', clubId, 'details'] as const,
    queryFn: () => getClubDetails(clubId),
    staleTime: 30 * 60_000,
  });
}

export function useClubDetails(clubId: number | undefined) {
  return useQuery({ ...clubDetailsQueryOptions(clubId ?? 0), enabled: clubId !== undefined });
}
