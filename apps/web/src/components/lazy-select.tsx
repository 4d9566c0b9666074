import { ComboboxChevron, type ComboboxItem, InputBase, type SelectProps } from '@mantine/core';
import { type ComponentType, type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

let pending: Promise<{ default: ComponentType<SelectProps> }> | undefined;
/** The chunk, fetched once (again after a failure). */
const fetchSelect = () => {
  pending ??= import('./select').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
};
const Select = lazy(fetchSelect);

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** What the stand-in field draws as the Select would: a label, a value among flat options, a size and width. */
type LazySelectProps = Pick<SelectProps, 'onChange' | 'allowDeselect' | 'size' | 'w'> & {
  data: ComboboxItem[];
  value: string | null;
  label: string;
};

/**
 * Mantine's Select, whose code (Combobox, Popover and the floating-ui positioning engine, some 30 kB
 * gzipped) is not part of the screen's first render: until its chunk is in, the same closed field is drawn
 * by Mantine's own input and chevron (the same classes, size and label: nothing moves when the Select takes
 * its place). The chunk is fetched once the browser is idle after the screen mounts, or as soon as the field
 * is pointed at or focused; a field opened (click, Enter, Space, an arrow) before then opens, focused, once
 * the Select has taken its place. A chunk that fails to load leaves the field closed, and is fetched again
 * on the next try.
 */
export function LazySelect({ data, value, label, ...props }: LazySelectProps) {
  const [wanted, setWanted] = useState(false);
  const [opening, setOpening] = useState(false);
  const focused = useRef(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);

  const want = () => {
    setWanted(true);
    void fetchSelect().catch(() => undefined);
  };
  const open = () => {
    want();
    setOpening(true);
  };
  const field = (
    <InputBase
      label={label}
      value={data.find((item) => item.value === value)?.label ?? ''}
      readOnly
      pointer
      autoComplete="off"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={<ComboboxChevron size={props.size} />}
      rightSectionPointerEvents="none"
      w={props.w}
      size={props.size}
      onPointerEnter={want}
      onFocus={() => {
        focused.current = true;
        want();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={open}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    />
  );
  if (!wanted) return field;
  return (
    <Suspense fallback={field}>
      <Select
        {...props}
        label={label}
        data={data}
        value={value}
        defaultDropdownOpened={opening}
        autoFocus={opening || focused.current}
      />
    </Suspense>
  );
}
