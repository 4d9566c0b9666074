import type { MemberSummary } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export const memberSummaryQueryKey = ['member', 'summary'] as const;

export function getMemberSummary() {
  return apiRequest<MemberSummary>(apiPaths.memberSummary());
}

export function memberSummaryQueryOptions() {
  return queryOptions({ queryKey: memberSummaryQueryKey, queryFn: getMemberSummary });
}

export function useMemberSummary(enabled = true) {
  return useQuery({ ...memberSummaryQueryOptions(), enabled });
}
