import type { FindBuddyResult } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { replaceQueryData } from '../../../lib/query-client';
import { buddyListKeys } from './buddy-queries';

export function findBuddy(query: string) {
  return apiRequest<FindBuddyResult>(apiPaths.findBuddy(), { method: 'POST', body: { query } });
}

export function useFindBuddy() {
  return useMutation({ mutationFn: findBuddy });
}

/** Each call and the lists it changes (only those are refetched). */
const calls = {
  request: {
    run: (target: string) =>
      apiRequest<void>(apiPaths.buddyRequests(), { method: 'POST', body: { Target: target } }),
    changes: [buddyListKeys.pending],
  },
  accept: {
    run: (target: string) => apiRequest<void>(apiPaths.acceptBuddyRequest(target), { method: 'POST' }),
    changes: [buddyListKeys.incoming, buddyListKeys.count, buddyListKeys.buddies],
  },
  decline: {
    run: (target: string) => apiRequest<void>(apiPaths.declineBuddyRequest(target), { method: 'POST' }),
    changes: [buddyListKeys.incoming, buddyListKeys.count, buddyListKeys.buddies],
  },
  cancel: {
    run: (target: string) => apiRequest<void>(apiPaths.buddyRequest(target), { method: 'DELETE' }),
    changes: [buddyListKeys.pending],
  },
  remove: {
    run: (target: string) => apiRequest<void>(apiPaths.buddy(target), { method: 'DELETE' }),
    changes: [buddyListKeys.buddies],
  },
  regenerate: {
    run: () => apiRequest<string>(apiPaths.shareToken(), { method: 'POST' }),
    changes: [buddyListKeys.shareToken],
  },
} as const;

export type BuddyCall = keyof typeof calls;

export function useBuddyCall(call: Exclude<BuddyCall, 'regenerate'>) {
  const queryClient = useQueryClient();
  const { run, changes } = calls[call];
  return useMutation({
    mutationFn: run,
    onSuccess: () => Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useRegenerateShareToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: calls.regenerate.run,
    onSuccess: (code) => replaceQueryData(queryClient, buddyListKeys.shareToken, code),
  });
}
