import type { TeeTimes } from '@fairway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { teeTimesQueryKey } from '../../bookings';

/** A course-day's query: club, course, date, party, and the treatment or nights it is priced by. */
export type TeeTimesParams = Parameters<typeof apiPaths.teeTimes>[0];

export function getTeeTimes(params: TeeTimesParams) {
  return apiRequest<TeeTimes>(apiPaths.teeTimes(params));
}

export function teeTimesQueryOptions(params: TeeTimesParams) {
  return queryOptions({
    queryKey: [...teeTimesQueryKey, params] as const,
    queryFn: () => getTeeTimes(params),
    staleTime: 15_000,
  });
}

export function useTeeTimes(params: TeeTimesParams | undefined) {
  return useQuery({
    ...teeTimesQueryOptions(params ?? { clubId: 0, courseId: 0, date: '', players: 1, juniors: 0 }),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
  });
}
