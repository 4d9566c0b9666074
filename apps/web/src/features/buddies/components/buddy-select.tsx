import { type ComboboxItem, MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';

export interface BuddySelectProps {
  label: string;
  description: string;
  data: ComboboxItem[];
  max: number;
  value: string[];
  onChange: (targets: string[]) => void;
  w: MultiSelectProps['w'];
  /** Opened (the stand-in was pressed) and focused (it had the focus) once mounted. */
  opening: boolean;
  focus: boolean;
}

/** BuddyPicker's chunk: Mantine's MultiSelect of the member's buddies, opened and focused as its stand-in was. */
export default function BuddySelect({ max, opening, focus, ...props }: BuddySelectProps) {
  const field = useRef<HTMLInputElement>(null);
  // In the commit that takes the stand-in's place: no key pressed in between is lost to the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's wishes count
  useLayoutEffect(() => {
    if (focus || opening) field.current?.focus();
  }, []);
  return (
    <MultiSelect
      ref={field}
      {...props}
      maxValues={max}
      disabled={max === 0}
      defaultDropdownOpened={opening}
      clearable
      hidePickedOptions
      // Portalled into the page's <main>, not <body>: the open list stays inside a landmark (axe `region`),
      // and is not clipped by the card around the form.
      comboboxProps={{ withinPortal: true, portalProps: { target: '#main-content' } }}
    />
  );
}
