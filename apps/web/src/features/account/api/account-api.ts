import type {
  AccountPreferences,
  ChangePasswordBody,
  Ok,
  OpenPlayLots,
  Profile,
  ProfileUpdate,
  RecoveryCodes,
  TransactionsPage,
  TwoFactorDisable,
  TwoFactorEnable,
  TwoFactorSetup,
  TwoFactorSetupBody,
} from '@fairway/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { replaceQueryData } from '../../../lib/query-client';

export const profileQueryKey = ['account', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: () => apiRequest<Profile>(apiPaths.profile()) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiRequest<Profile>(apiPaths.profile(), { method: 'PUT', body }),
    onSuccess: async (profile) => {
      await replaceQueryData(queryClient, profileQueryKey, profile);
      return queryClient.invalidateQueries({ queryKey: ['member', 'summary'] });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest<Ok>(apiPaths.changePassword(), { method: 'POST', body }),
  });
}

export function useTransactions(page: number) {
  return useQuery({
    queryKey: ['member', 'transactions', page],
    queryFn: () => apiRequest<TransactionsPage>(apiPaths.transactions(page)),
    placeholderData: keepPreviousData,
  });
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: (body: TwoFactorSetupBody) =>
      apiRequest<TwoFactorSetup>(apiPaths.tfaSetup(), { method: 'POST', body }),
  });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorEnable) =>
      apiRequest<RecoveryCodes>(apiPaths.tfaEnable(), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisable) => apiRequest<Ok>(apiPaths.tfaDisable(), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}

export function useOpenPlayLots() {
  return useQuery({
    queryKey: ['member', 'points', 'lots'],
    queryFn: () => apiRequest<OpenPlayLots>(apiPaths.openPlayLots()),
  });
}

export const preferencesQueryKey = ['account', 'preferences'] as const;

export function usePreferences() {
  return useQuery({
    queryKey: preferencesQueryKey,
    queryFn: () => apiRequest<AccountPreferences>(apiPaths.accountPreferences()),
  });
}

export function useSetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountPreferences) =>
      apiRequest<AccountPreferences>(apiPaths.accountPreferences(), { method: 'PUT', body }),
    onSuccess: (saved) => replaceQueryData(queryClient, preferencesQueryKey, saved),
  });
}
