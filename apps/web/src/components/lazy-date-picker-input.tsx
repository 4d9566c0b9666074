import { Input } from '@mantine/core';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import { type ComponentType, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { whenIdle } from '../lib/when-idle';
import type { OpeningDatePickerInputProps } from './date-picker-input';
import classes from './lazy-date-picker-input.module.css';

let pending: Promise<{ default: ComponentType<OpeningDatePickerInputProps> }> | undefined;
/** The chunk, fetched once (again after a failure). */
const fetchPicker = () => {
  pending ??= import('./date-picker-input').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
};
const DatePickerInput = lazy(fetchPicker);

/** What the stand-in draws as the picker would: its label, the day in its format, its icon and width. */
type LazyDatePickerInputProps = Omit<OpeningDatePickerInputProps, 'opening' | 'focus' | 'value' | 'label'> & {
  /** The day, YYYY-MM-DD. */
  value: string;
  label: string;
  valueFormat: string;
};

/**
 * Mantine's DatePickerInput, whose code (@mantine/dates' calendar, Popover and the floating-ui positioning
 * engine) is not part of the screen's first render: until its chunk is in, the same closed field (a button
 * showing the day, under its label, in Mantine's own input) is drawn in its place, so nothing moves when
 * the picker takes over. The chunk is fetched once the browser is idle after the screen mounts, or as soon
 * as the field is pointed at or focused; a field pressed (click, Enter, Space) before then opens, focused,
 * once the picker is in. A chunk that fails to load leaves the field closed; the next press fetches it again.
 */
export function LazyDatePickerInput(props: LazyDatePickerInputProps) {
  const [wanted, setWanted] = useState(false);
  const [opening, setOpening] = useState(false);
  const focused = useRef(false);
  const id = useId();
  useEffect(() => whenIdle(() => setWanted(true)), []);

  const want = () => {
    setWanted(true);
    void fetchPicker().catch(() => undefined);
  };
  const field = (
    <Input.Wrapper label={props.label} id={id} w={props.w} size={props.size}>
      <Input
        id={id}
        component="button"
        type="button"
        multiline
        data-dates-input
        size={props.size}
        leftSection={props.leftSection}
        classNames={{ input: classes.input }}
        onPointerEnter={want}
        onFocus={() => {
          focused.current = true;
          want();
        }}
        onBlur={() => {
          focused.current = false;
        }}
        onClick={() => {
          want();
          setOpening(true);
        }}
      >
        {dayjs(props.value).format(props.valueFormat)}
      </Input>
    </Input.Wrapper>
  );
  if (!wanted) return field;
  return (
    <Suspense fallback={field}>
      <DatePickerInput {...props} opening={opening} focus={focused.current} />
    </Suspense>
  );
}
