import { MOBILE_BREAKPOINT_PX } from '@fairway/contracts/constants';
import { useMediaQuery } from '@mantine/hooks';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * The phone layout (below the contracts' breakpoint). Read during the first render — the app renders
 * only in the browser — so a phone's first paint already has its bottom bar, and the layout is not
 * rendered a second time by an effect that finds out.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
}
