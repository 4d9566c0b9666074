import { type LoginBody, ZOk } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { sessionQueryKey } from './get-session';

export function login(body: LoginBody) {
  return apiRequest(apiPaths.login(), { method: 'POST', body, schema: ZOk, skipAuthRedirect: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
