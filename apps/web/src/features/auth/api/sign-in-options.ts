import type { LoginResult, Ok, TwoFactorVerify } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { afterSignIn } from './signed-in';

/** Sign-in options (issue 10 §2): e-mailed magic links and the second factor after the password. */
export function useRequestMagicLink() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<Ok>(apiPaths.magicLink(), { method: 'POST', body: { email }, skipAuthRedirect: true }),
  });
}

/** A followed link is the first factor only: with two-factor sign-in on, `{ ok: false, tfaToken }`. */
export function useVerifyMagicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<LoginResult>(apiPaths.magicLinkVerify(), {
        method: 'POST',
        body: { token },
        skipAuthRedirect: true,
      }),
    onSuccess: (result) => (result.ok ? afterSignIn(queryClient) : undefined),
  });
}

export function useVerifyTfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorVerify) =>
      apiRequest<Ok>(apiPaths.tfaVerify(), { method: 'POST', body, skipAuthRedirect: true }),
    onSuccess: () => afterSignIn(queryClient),
  });
}

export function useTfaFallback() {
  return useMutation({
    mutationFn: (tfaToken: string) =>
      apiRequest<Ok>(apiPaths.tfaFallback(), { method: 'POST', body: { tfaToken }, skipAuthRedirect: true }),
  });
}
