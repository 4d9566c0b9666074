import { Badge, Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface SubMenuItem {
  value: string;
  label: string;
  /** A red count badge shows when above zero. */
  count?: number;
  /** Accessible name of the badge (e.g. "2 requests"); the number alone otherwise. */
  countLabel?: string;
}

export interface SubMenuBarProps {
  items: readonly SubMenuItem[];
  /** The selected item; the first by default. */
  value?: string;
  onChange: (value: string) => void;
  /** Accessible name of the bar. */
  label: string;
  children?: React.ReactNode;
}

/**
 * The sub-menu bar of member-area §2: horizontally scrollable text items, the current one highlighted
 * and scrolled into view, a red count badge above zero; selecting notifies the parent. Tabs give it the
 * keyboard behaviour of a tab list (arrow keys, Home, End).
 */
export function SubMenuBar({ items, value, onChange, label, children }: SubMenuBarProps) {
  const selected = value ?? items[0]?.value ?? null;
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>(`[data-value="${selected}"]`);
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  return (
    <Tabs value={selected} onChange={(v) => v && onChange(v)} keepMounted={false}>
      <Tabs.List
        ref={list}
        aria-label={label}
        style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
      >
        {items.map((item) => (
          <Tabs.Tab
            key={item.value}
            value={item.value}
            data-value={item.value}
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
            rightSection={
              item.count ? (
                <Badge color="red.9" size="sm" circle aria-label={item.countLabel}>
                  {item.count}
                </Badge>
              ) : undefined
            }
          >
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {children}
    </Tabs>
  );
}

export const SubMenuPanel = Tabs.Panel;
