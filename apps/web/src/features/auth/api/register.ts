import type { Ok, RegisterBody } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterSignIn } from './signed-in';

/** Registration also signs the new member in. */
export function register(body: RegisterBody) {
  return apiRequest<Ok>(apiPaths.register(), { method: 'POST', body, skipAuthRedirect: true });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => afterSignIn(queryClient),
  });
}
