import type { MyTicket, ReleaseLine, ReleaseLineAudit } from '@fairway/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export type LineDay = { clubId: number; courseId: number; date: string };

/** Every release-line query starts with this key: a live event or a type-10 notification refreshes by it. */
export const releaseLinesQueryKey = ['release-lines'] as const;

/** While a line is on the screen its ticket is read again this often (the hub pushes changes sooner). */
export const LINE_REFRESH_MS = 15_000;

export function releaseLinesQueryOptions(day: LineDay) {
  return queryOptions({
    queryKey: [...releaseLinesQueryKey, 'day', day] as const,
    queryFn: () => apiRequest<ReleaseLine[]>(apiPaths.releaseLines(day)),
    refetchInterval: LINE_REFRESH_MS,
  });
}

/**
 * The course-day's line (made by the API once its opening is near), if any. Another day's answer stays while
 * the new day's is read (the screen keeps its form in place; a line's Date tells whose it is).
 */
export const useReleaseLines = (day: LineDay | null) =>
  useQuery({
    ...releaseLinesQueryOptions(day ?? { clubId: 0, courseId: 0, date: '' }),
    enabled: !!day,
    placeholderData: keepPreviousData,
  });

export function releaseLineQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...releaseLinesQueryKey, 'one', id] as const,
    queryFn: () => apiRequest<ReleaseLine>(apiPaths.releaseLine(id)),
    refetchInterval: LINE_REFRESH_MS,
  });
}

export const useReleaseLine = (id: number) => useQuery(releaseLineQueryOptions(id));

export function releaseLineAuditQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...releaseLinesQueryKey, 'audit', id] as const,
    queryFn: () => apiRequest<ReleaseLineAudit>(apiPaths.releaseLineAudit(id)),
  });
}

export const useReleaseLineAudit = (id: number) => useQuery(releaseLineAuditQueryOptions(id));

/** Taking a ticket: every line query refreshes (the day's list and the line itself show it). */
export function useJoinLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MyTicket>(apiPaths.releaseLineTickets(id), { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: releaseLinesQueryKey }),
  });
}
