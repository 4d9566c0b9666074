import type { ClubMatrix } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function getClubMatrix(clubId: number) {
  return apiRequest<ClubMatrix>(apiPaths.clubMatrix(clubId), { skipAuthRedirect: true });
}

export function clubMatrixQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: ['clubs', clubId, 'matrix'] as const,
    queryFn: () => getClubMatrix(clubId),
    staleTime: 30 * 60_000,
  });
}

export function useClubMatrix(clubId: number) {
  return useQuery(clubMatrixQueryOptions(clubId));
}
