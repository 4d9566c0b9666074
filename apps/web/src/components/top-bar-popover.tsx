import { ActionIcon, Indicator } from '@mantine/core';
import { type ReactNode, type RefObject, useCallback, useRef } from 'react';

interface TopBarPopoverProps {
  /** Shown on the button's badge; no badge at 0. */
  count: number;
  /** The button's accessible name. */
  label: string;
  icon: ReactNode;
  opened: boolean;
  /** The panel's id, which the open button controls. */
  panelId: string;
  onToggle: () => void;
  onClose: () => void;
  /** The panel (a PopoverPanel), given its anchor and how it closes, the focus back to the button or not. */
  children: (anchor: RefObject<HTMLElement | null>, close: (returnFocus: boolean) => void) => ReactNode;
}

/** A top-bar button with its count and the dropdown it opens (the basket, the notifications). */
export function TopBarPopover({
  count,
  label,
  icon,
  opened,
  panelId,
  onToggle,
  onClose,
  children,
}: TopBarPopoverProps) {
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(
    (returnFocus: boolean) => {
      onClose();
      if (returnFocus) button.current?.focus();
    },
    [onClose],
  );
  return (
    <>
      <Indicator label={count} size={16} disabled={count === 0} color="red.9" offset={4}>
        <ActionIcon
          ref={button}
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={label}
          aria-expanded={opened}
          aria-controls={opened ? panelId : undefined}
          onClick={onToggle}
        >
          {icon}
        </ActionIcon>
      </Indicator>
      {children(button, close)}
    </>
  );
}
