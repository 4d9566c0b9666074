import type { Ballot, BallotAudit, BallotEntry, EnterBallot } from '@fairway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export type BallotDay = { clubId: number; courseId: number; date: string };

/** Every ballots query starts with this key: a ballot-result notification refreshes by it. */
export const ballotsQueryKey = ['ballots'] as const;

export function ballotsQueryOptions(day: BallotDay) {
  return queryOptions({
    queryKey: [...ballotsQueryKey, 'day', day] as const,
    queryFn: () => apiRequest<Ballot[]>(apiPaths.ballots(day)),
  });
}

export const useBallots = (day: BallotDay) => useQuery(ballotsQueryOptions(day));

export function ballotQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ballotsQueryKey, 'one', id] as const,
    queryFn: () => apiRequest<Ballot>(apiPaths.ballot(id)),
  });
}

export const useBallot = (id: number) => useQuery(ballotQueryOptions(id));

export function ballotAuditQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ballotsQueryKey, 'audit', id] as const,
    queryFn: () => apiRequest<BallotAudit>(apiPaths.ballotAudit(id)),
  });
}

export const useBallotAudit = (id: number) => useQuery(ballotAuditQueryOptions(id));

export type EntryRequest = { id: number; body: EnterBallot };

/** Entering, changing and withdrawing refresh the day's ballot and that ballot's own queries only. */
export function useBallotEntry(day: BallotDay) {
  const client = useQueryClient();
  const refresh = (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: ballotsQueryOptions(day).queryKey }),
      client.invalidateQueries({ queryKey: ballotQueryOptions(id).queryKey }),
      client.invalidateQueries({ queryKey: ballotAuditQueryOptions(id).queryKey }),
    ]);
  const enter = useMutation({
    mutationFn: ({ id, body }: EntryRequest) =>
      apiRequest<BallotEntry>(apiPaths.ballotEntries(id), { method: 'POST', body }),
    onSuccess: (_, { id }) => refresh(id),
  });
  const change = useMutation({
    mutationFn: ({ id, body }: EntryRequest) =>
      apiRequest<BallotEntry>(apiPaths.myBallotEntry(id), { method: 'PUT', body }),
    onSuccess: (_, { id }) => refresh(id),
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => apiRequest<void>(apiPaths.myBallotEntry(id), { method: 'DELETE' }),
    onSuccess: (_, id) => refresh(id),
  });
  return { enter, change, withdraw };
}

/**
 * A buddy who asked to be asked answers the entry they were put in: accept (the entry is drawn), or
 * decline (it is withdrawn). Every ballots query refreshes: the entry shows on the tee times and the audit.
 */
export function useEntryAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) =>
      apiRequest<BallotEntry | undefined>(apiPaths.answerBallotEntry(id, answer), { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ballotsQueryKey }),
  });
}
