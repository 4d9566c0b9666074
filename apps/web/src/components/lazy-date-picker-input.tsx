import { Input } from '@mantine/core';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import { type ComponentType, lazy, Suspense, useId } from 'react';
import { chunkLoader } from './chunk-loader';
import type { OpeningDatePickerInputProps } from './date-picker-input';
import classes from './lazy-date-picker-input.module.css';
import { useStandIn } from './use-stand-in';

/** The chunk, fetched once (again after a failure). */
const fetchPicker = chunkLoader<{ default: ComponentType<OpeningDatePickerInputProps> }>(
  () => import('./date-picker-input'),
);
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
 * the picker takes over (`useStandIn`: when the field is focused or pressed, its chunk fetched at idle). A
 * field pressed (click, Enter, Space) opens, focused, once the picker is in.
 */
export function LazyDatePickerInput(props: LazyDatePickerInputProps) {
  const standIn = useStandIn(fetchPicker);
  const id = useId();
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
        {...standIn.handlers}
      >
        {dayjs(props.value).format(props.valueFormat)}
      </Input>
    </Input.Wrapper>
  );
  return (
    <Suspense fallback={field}>
      {standIn.wanted ? (
        <DatePickerInput {...props} opening={standIn.opening} focus={standIn.focused.current} />
      ) : (
        field
      )}
    </Suspense>
  );
}
