import {
  type ComponentType,
  cloneElement,
  lazy,
  type PointerEvent,
  type ReactElement,
  Suspense,
  useState,
} from 'react';

type PointerHandler = (event: PointerEvent<HTMLElement>) => void;
type Control = ReactElement<{ onPointerEnter?: PointerHandler; onPointerDown?: PointerHandler }>;
type TooltipProps = { label: string; children: Control };

const Tooltip = lazy<ComponentType<{ label: string; target: HTMLElement; defaultOpened: boolean }>>(() =>
  import('./tooltip').catch(() => ({ default: () => null })),
);

/**
 * Mantine's Tooltip, loaded when a mouse first comes over the control: it brings the floating-ui
 * positioning engine, and Mantine opens tooltips on mouse hover only (not on touch or focus), so a phone
 * never needs it, and a desktop needs it after the first screen rather than with it. It is drawn beside the
 * control (`target`), never around it, so the control is not mounted again under a pointer that may be
 * pressing it; it opens at once, the pointer being over the control already. Until then, or if its chunk
 * cannot be loaded, the control stands alone: the tooltip repeats its aria-label, so assistive technology
 * loses nothing.
 */
export function LazyTooltip({ label, children }: TooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const { onPointerEnter, onPointerDown } = children.props;
  const control = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      if (event.pointerType === 'mouse' && !target) setTarget(event.currentTarget);
    },
    // Pressed, the control acts (a dialog may open over it): the tooltip goes until the mouse comes back.
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      onPointerDown?.(event);
      setTarget(null);
    },
  });
  return (
    <>
      {control}
      {target && (
        <Suspense fallback={null}>
          <Tooltip label={label} target={target} defaultOpened />
        </Suspense>
      )}
    </>
  );
}
