import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetValidatedAnswers } from '../../../lib/api-client';
import { homeClubStore } from '../../../lib/home-club';
import { forgetMemberCaches } from '../../../lib/offline-cache';
import { appPaths } from '../../../lib/paths';
import { sessionQueryKey } from '../../session';
import { logout } from '../api/logout';
import { stopImpersonating } from '../api/stop-impersonating';

/**
 * Logout of member-area §4: end the session, clear authentication, every cached query and what the
 * service worker kept of the member's pages and answers, then go to the home club's login page. When
 * staff are impersonating, stop impersonating instead and follow the staff dashboard URL the API answers
 * with.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const clearState = () => {
    void forgetMemberCaches();
    forgetValidatedAnswers();
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, { isAuthenticated: false, isImpersonating: false });
  };

  return useMutation({
    mutationFn: async ({ impersonating }: { impersonating: boolean }) => {
      if (impersonating) return (await stopImpersonating()).redirectUrl;
      await logout().catch((error: unknown) => console.warn('Logout call failed', error));
      return null;
    },
    onSuccess: async (redirectUrl) => {
      if (redirectUrl) {
        clearState();
        window.location.assign(redirectUrl);
        return;
      }
      const { homeClubName, homeClubId } = homeClubStore.get();
      await navigate(appPaths.clubLogin(homeClubName, homeClubId), { replace: true });
      clearState();
    },
  });
}
