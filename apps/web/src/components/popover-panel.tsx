import { Paper, Title } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

export interface PopoverPanelProps {
  opened: boolean;
  id: string;
  /** The panel's heading and accessible name, focused as it opens. */
  title: string;
  width: number;
  onClose: (returnFocus: boolean) => void;
  /** The button that toggles the panel: a press on it is not a press outside. */
  anchor: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** What a dropdown built on the panel is given by its button (TopBarPopover). */
export type DropdownProps = Pick<PopoverPanelProps, 'opened' | 'id' | 'onClose' | 'anchor'>;

/**
 * A top-bar dropdown (member-area §2: the basket, the notifications): a dialog under the bar, its heading
 * focused as it opens. A press outside it (its button aside) closes it; Escape closes it and gives the
 * focus back to the button (`onClose(true)`).
 */
export function PopoverPanel({ opened, id, title, width, onClose, anchor, children }: PopoverPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!opened) return;
    heading.current?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [opened, onClose, anchor]);

  if (!opened) return null;
  return (
    <Paper
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      shadow="md"
      withBorder
      radius="md"
      pos="fixed"
      top={64}
      right={8}
      w={width}
      maw="calc(100vw - 16px)"
      style={{ zIndex: 300, overflow: 'hidden' }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose(true);
      }}
    >
      <Title order={2} size="h4" id={`${id}-title`} ref={heading} tabIndex={-1} px="md" pt="md" pb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
