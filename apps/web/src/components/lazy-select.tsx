import { ComboboxChevron, type ComboboxItem, InputBase, type SelectProps } from '@mantine/core';
import { type ComponentType, type KeyboardEvent, lazy, Suspense } from 'react';
import { chunkLoader } from './chunk-loader';
import { useStandIn } from './use-stand-in';

/** The chunk, fetched once (again after a failure). */
const fetchSelect = chunkLoader<{ default: ComponentType<SelectProps> }>(() => import('./select'));
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
 * its place; `useStandIn`: when the field is focused or pressed, its chunk fetched at idle). A field opened
 * (click, Enter, Space, an arrow) opens, focused, once the Select has taken its place.
 */
export function LazySelect({ data, value, label, ...props }: LazySelectProps) {
  const standIn = useStandIn(fetchSelect);
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
      {...standIn.handlers}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        standIn.open();
      }}
    />
  );
  return (
    <Suspense fallback={field}>
      {standIn.wanted ? (
        <Select
          {...props}
          label={label}
          data={data}
          value={value}
          defaultDropdownOpened={standIn.opening}
          autoFocus={standIn.opening || standIn.focused.current}
        />
      ) : (
        field
      )}
    </Suspense>
  );
}
