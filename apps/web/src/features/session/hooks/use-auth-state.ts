import { useEffect } from 'react';
import { persistHomeClub } from '../../../lib/home-club';
import { useMemberSummary } from '../../members';
import { useSession } from '../api/get-session';

/**
 * Authentication state of member-area §4: the session check decides; when authenticated the member
 * summary is loaded and the home club is persisted for the next visit.
 */
export function useAuthState() {
  const session = useSession();
  const isAuthenticated = session.data?.isAuthenticated ?? (session.isError ? false : undefined);
  const summary = useMemberSummary(isAuthenticated === true);
  const member = isAuthenticated ? summary.data : undefined;

  useEffect(() => {
    if (member) persistHomeClub({ homeClubId: member.HomeClubId, homeClubName: member.HomeClubName });
  }, [member]);

  return { isAuthenticated, member, summaryError: summary.isError };
}
