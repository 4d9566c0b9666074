import type { ClubContent } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function getClubContent(clubId: number) {
  return apiRequest<ClubContent>(apiPaths.clubContent(clubId), { skipAuthRedirect: true });
}

export function clubContentQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: ['clubs', clubId, 'content'] as const,
    queryFn: () => getClubContent(clubId),
    staleTime: 30 * 60_000,
  });
}

/** A club's document in the query cache (the same for a visitor and a member: kept across a sign-in). */
export const isClubContentQueryKey = (key: readonly unknown[]) =>
  key.length === 3 && key[0] === 'clubs' && key[2] === 'content';

export function useClubContent(clubId: number) {
  return useQuery(clubContentQueryOptions(clubId));
}
