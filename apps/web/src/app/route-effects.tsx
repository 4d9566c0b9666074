import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { RouteMeta } from './route-meta';

/** On each navigation: the page title from route meta, and scroll to the top. */
export function useRouteEffects(
  meta: RouteMeta | undefined,
  clubName: string | undefined,
  buddiesPlural: 'Buddies' | 'Friends' | 'Colleagues' = 'Buddies',
) {
  const { t } = useTranslation();
  const location = useLocation();
  const titleKey = meta?.buddiesTitle ? `title.${buddiesPlural.toLowerCase()}` : meta?.title;
  const title = titleKey ? t(titleKey) : '';

  useEffect(() => {
    document.title = [title, clubName].filter(Boolean).join(' | ');
  }, [title, clubName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (new location key) scrolls to the top.
  useLayoutEffect(() => {
    // A screen that keeps its own state in the query string (explore) replaces the URL with this flag.
    if ((location.state as { keepScroll?: boolean } | null)?.keepScroll) return;
    window.scrollTo({ top: 0, left: 0 });
  }, [location.key]);
}
