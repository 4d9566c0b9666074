import { useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';

/**
 * The window's vertical scroll, followed through scroll and resize events. It starts at 0 and reads the
 * real position once the browser is idle after mount (a position the browser restored): read in the
 * first commit, as Mantine's useWindowScroll does, it forced a layout of the whole list before its
 * first paint.
 */
export function useWindowScrollY(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    const read = () => setY(window.scrollY);
    window.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read, { passive: true });
    const cancel = whenIdle(read);
    return () => {
      cancel();
      window.removeEventListener('scroll', read);
      window.removeEventListener('resize', read);
    };
  }, []);
  return y;
}

/** Back to the top of the page, smoothly. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
