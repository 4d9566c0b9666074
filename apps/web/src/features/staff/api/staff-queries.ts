import type {
  Booking,
  CancellationRequest,
  ClubMessage,
  ClubMessageBody,
  Impersonation,
  PointCreditBody,
  StaffAudit,
  StaffMemberPage,
  StaffMemberSearch,
  StaffQueue,
} from '@fairway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { replaceQueryData } from '../../../lib/query-client';

/** Every staff query starts with this key. */
export const staffKey = ['staff'] as const;

export function staffQueueQueryOptions() {
  return queryOptions({
    queryKey: [...staffKey, 'queue'],
    queryFn: () => apiRequest<StaffQueue>(apiPaths.staffQueue()),
  });
}

export const useStaffQueue = () => useQuery(staffQueueQueryOptions());

export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: number; confirmationCode: string }) =>
      apiRequest<Booking>(apiPaths.staffConfirm(input.bookingId), {
        method: 'POST',
        body: { ConfirmationCode: input.confirmationCode },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useFulfilExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) =>
      apiRequest<Booking>(apiPaths.staffFulfil(bookingId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) =>
      apiRequest<Booking>(apiPaths.staffNoShow(bookingId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useDecideCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: number; approve: boolean }) =>
      apiRequest<CancellationRequest>(apiPaths.staffDecide(input.requestId, input.approve), {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: [...staffKey, 'members', q],
    queryFn: () => apiRequest<StaffMemberSearch>(apiPaths.staffMembers(q)),
    enabled: q.length >= 2,
  });
}

export function useStaffMember(memberGuid: string) {
  return useQuery({
    queryKey: [...staffKey, 'member', memberGuid],
    queryFn: () => apiRequest<StaffMemberPage>(apiPaths.staffMember(memberGuid)),
  });
}

/** Starts impersonating: the session becomes the member's, so the app starts again from the portal home. */
export function useImpersonate() {
  return useMutation({
    mutationFn: (memberGuid: string) =>
      apiRequest<Impersonation>(apiPaths.staffImpersonate(memberGuid), { method: 'POST' }),
    onSuccess: (result) => window.location.assign(result.redirectUrl),
  });
}

export function useStaffAudit() {
  return useQuery({
    queryKey: [...staffKey, 'audit'],
    queryFn: () => apiRequest<StaffAudit>(apiPaths.staffAudit()),
  });
}

/** Credits a member's points; the member's staff page shows the new balances and ledger line at once. */
export function useCreditPoints(memberGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointCreditBody) =>
      apiRequest<StaffMemberPage>(apiPaths.staffPoints(memberGuid), { method: 'POST', body }),
    onSuccess: async (page) => {
      await replaceQueryData(queryClient, [...staffKey, 'member', memberGuid], page);
      return queryClient.invalidateQueries({ queryKey: [...staffKey, 'audit'] });
    },
  });
}

/** Saves a club's dashboard message; the club's message query (what members see) is refreshed. */
export function useSaveClubMessage(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClubMessageBody) =>
      apiRequest<ClubMessage>(apiPaths.staffClubMessage(clubId), { method: 'PUT', body }),
    onSuccess: async (message) => {
      await replaceQueryData(queryClient, ['clubs', clubId, 'message', 1], message);
      return queryClient.invalidateQueries({ queryKey: [...staffKey, 'audit'] });
    },
  });
}
