import { type MouseEvent, useCallback } from 'react';
import { useHref, useNavigate } from 'react-router';

/**
 * The time chips are plain links (`<a href>`), not React Router Links: a page of results holds a hundred
 * and more, and each Link is several hooks. One handler on their list does what a Link does on a plain
 * click (the app's navigation, no reload); a click with a modifier, or the middle button, is the browser's
 * (a new tab). `href` writes an app path as the router's own links would (the hash router's `#` too).
 */
export function useChipLinks() {
  const navigate = useNavigate();
  const prefix = useHref('/').slice(0, -1);
  const href = useCallback((path: string) => `${prefix}${path}`, [prefix]);
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest('a');
      const to = link?.getAttribute('href');
      if (!link || !to?.startsWith(prefix) || !event.currentTarget.contains(link)) return;
      event.preventDefault();
      navigate(to.slice(prefix.length));
    },
    [navigate, prefix],
  );
  return { href, onClick };
}
