import type { ClubMessage } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function getClubMessage(clubId: number) {
  return apiRequest<ClubMessage>(apiPaths.clubMessage(clubId, 1));
}

export function clubMessageQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: ['clubs', clubId, 'message', 1] as const,
    queryFn: () => getClubMessage(clubId),
  });
}

export function useClubMessage(clubId: number | undefined) {
  return useQuery({ ...clubMessageQueryOptions(clubId ?? 0), enabled: clubId !== undefined });
}
