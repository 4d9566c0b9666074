import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After each navigation to another path (not a query change: the date picker keeps its focus), focus
 * moves to the page's main heading once it has rendered (lazy screens render it a little later) and
 * been painted: focusing needs the page's layout, which inside the commit would be computed early, in
 * the same long task, instead of in the frame that computes it anyway.
 */
export function useFocusMainHeading() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new path moves the focus.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main-content');
    if (!main) return;
    let frame = 0;
    let afterPaint = 0;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      frame = requestAnimationFrame(() => {
        afterPaint = window.setTimeout(() => heading.focus({ preventScroll: true }));
      });
      return true;
    };
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    if (!focusHeading()) observer.observe(main, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
      cancelAnimationFrame(frame);
      window.clearTimeout(afterPaint);
    };
  }, [pathname]);
}
