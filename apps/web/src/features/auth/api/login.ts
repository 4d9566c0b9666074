import type { LoginBody, Ok } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { sessionQueryKey } from './get-session';

export function login(body: LoginBody) {
  return apiRequest<Ok>(apiPaths.login(), { method: 'POST', body, skipAuthRedirect: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
