import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const OFFLINE_PATH = '/Error/Offline';

/**
 * The mobile app build (member-area §2): losing the network goes to /Error/Offline, and getting it back
 * returns to `/`. The web build keeps the page it is on (its service worker serves the shell offline).
 */
export function useOfflineRedirect(enabled: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const offline = () => navigate(OFFLINE_PATH, { replace: false });
    const online = () => {
      if (window.location.hash.includes(OFFLINE_PATH) || window.location.pathname === OFFLINE_PATH) {
        navigate('/', { replace: true });
      }
    };
    if (!navigator.onLine && pathname !== OFFLINE_PATH) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [enabled, navigate, pathname]);
}
