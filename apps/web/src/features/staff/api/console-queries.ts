import type {
  ClubContent,
  StaffBallotDetail,
  StaffBallots,
  StaffClubs,
  StaffWaitlist,
} from '@fairway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { replaceQueryData } from '../../../lib/query-client';
import { staffKey } from './staff-queries';

/** The console's own reads and writes (issue 22 §4): its club picker, content, ballots and waitlists. */

export function staffClubsQueryOptions() {
  return queryOptions({
    queryKey: [...staffKey, 'clubs'],
    queryFn: () => apiRequest<StaffClubs>(apiPaths.staffClubs()),
    staleTime: 10 * 60_000,
  });
}

export const useStaffClubs = () => useQuery(staffClubsQueryOptions());

const contentKey = (clubId: number) => [...staffKey, 'content', clubId] as const;

export function useStaffClubContent(clubId: number | null) {
  return useQuery({
    queryKey: contentKey(clubId ?? 0),
    queryFn: () => apiRequest<ClubContent>(apiPaths.staffClubContent(clubId ?? 0)),
    enabled: clubId !== null,
  });
}

/**
 * Saves a club's whole document. What members are shown of it (content, message) is refetched here;
 * other browsers and instances get it from the server, which drops every instance's copy.
 */
export function useSaveClubContent(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: unknown) =>
      apiRequest<ClubContent>(apiPaths.staffClubContent(clubId), { method: 'PUT', body: document }),
    onSuccess: async (saved) => {
      await replaceQueryData(queryClient, contentKey(clubId), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clubs', clubId] }),
        queryClient.invalidateQueries({ queryKey: [...staffKey, 'audit'] }),
        queryClient.invalidateQueries({ queryKey: [...staffKey, 'clubs'] }),
      ]);
    },
  });
}

export function useStaffBallots(clubId: number | null) {
  return useQuery({
    queryKey: [...staffKey, 'ballots', clubId ?? 0],
    queryFn: () => apiRequest<StaffBallots>(apiPaths.staffClubBallots(clubId ?? 0)),
    enabled: clubId !== null,
  });
}

const ballotKey = (ballotId: number) => [...staffKey, 'ballot', ballotId] as const;

export function useStaffBallot(ballotId: number) {
  return useQuery({
    queryKey: ballotKey(ballotId),
    queryFn: () => apiRequest<StaffBallotDetail>(apiPaths.staffBallot(ballotId)),
  });
}

/** Runs a ballot's draw now; its entries then show their results. */
export function useRunDraw(ballotId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(apiPaths.staffBallotDraw(ballotId), { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ballotKey(ballotId) }),
        queryClient.invalidateQueries({ queryKey: [...staffKey, 'ballots'] }),
        queryClient.invalidateQueries({ queryKey: [...staffKey, 'audit'] }),
      ]),
  });
}

export function useStaffWaitlist(clubId: number | null, date: string | null) {
  return useQuery({
    queryKey: [...staffKey, 'waitlist', clubId ?? 0, date],
    queryFn: () => apiRequest<StaffWaitlist>(apiPaths.staffClubWaitlist(clubId ?? 0, date)),
    enabled: clubId !== null,
  });
}
