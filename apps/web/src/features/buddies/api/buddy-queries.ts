import type { Buddy, BuddyRequestCount } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Every buddies query starts with this key: live events and mutations invalidate by it. */
export const buddiesKey = ['buddies'] as const;

export const buddyListKeys = {
  buddies: [...buddiesKey, 'list'] as const,
  incoming: [...buddiesKey, 'incoming'] as const,
  pending: [...buddiesKey, 'pending'] as const,
  count: [...buddiesKey, 'count'] as const,
  shareToken: [...buddiesKey, 'share-token'] as const,
};

export type BuddyListKind = 'buddies' | 'incoming' | 'pending';

const listPaths: Record<BuddyListKind, () => string> = {
  buddies: apiPaths.buddies,
  incoming: apiPaths.incomingBuddyRequests,
  pending: apiPaths.pendingBuddyRequests,
};

export function buddyListQueryOptions(kind: BuddyListKind) {
  return queryOptions({
    queryKey: buddyListKeys[kind],
    queryFn: () => apiRequest<Buddy[]>(listPaths[kind]()),
  });
}

export function useBuddyList(kind: BuddyListKind, enabled = true) {
  return useQuery({ ...buddyListQueryOptions(kind), enabled });
}

export function buddyRequestCountQueryOptions() {
  return queryOptions({
    queryKey: buddyListKeys.count,
    queryFn: () => apiRequest<BuddyRequestCount>(apiPaths.buddyRequestCount()),
  });
}

/** The incoming request count (top-bar badge, Requests tab). */
export function useBuddyRequestCount(enabled = true) {
  return useQuery({ ...buddyRequestCountQueryOptions(), enabled });
}

export function useShareToken() {
  return useQuery({
    queryKey: buddyListKeys.shareToken,
    queryFn: () => apiRequest<string>(apiPaths.shareToken()),
  });
}
