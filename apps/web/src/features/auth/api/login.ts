import type { LoginBody, LoginResult } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterSignIn } from './signed-in';

export function login(body: LoginBody) {
  return apiRequest<LoginResult>(apiPaths.login(), { method: 'POST', body, skipAuthRedirect: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => (result.ok ? afterSignIn(queryClient) : undefined),
  });
}
