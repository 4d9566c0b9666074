import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';

type TooltipProps = { label: string; children: ReactElement };

/** Without its chunk, the control stands alone. */
const Bare = ({ children }: TooltipProps) => children;

const Tooltip = lazy<ComponentType<TooltipProps>>(() => import('./tooltip').catch(() => ({ default: Bare })));

/**
 * Mantine's Tooltip, loaded after the first render (it brings the floating-ui positioning engine).
 * Until then, or if its chunk cannot be loaded, the control shows without it: the tooltip repeats the
 * control's aria-label, so assistive technology loses nothing.
 */
export function LazyTooltip({ label, children }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip label={label}>{children}</Tooltip>
    </Suspense>
  );
}
