import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useId, useLayoutEffect, useRef } from 'react';

export type OpeningDatePickerInputProps = DatePickerInputProps & {
  /** Opened (the stand-in was clicked) and focused (the stand-in had the focus) once mounted. */
  opening: boolean;
  focus: boolean;
};

/** The DatePickerInput chunk of LazyDatePickerInput: Mantine's picker, opened and focused as its stand-in was. */
export default function OpeningDatePickerInput({ opening, focus, ...props }: OpeningDatePickerInputProps) {
  const button = useRef<HTMLButtonElement>(null);
  // Once, in the commit that takes the stand-in's place: no key pressed in between is lost to the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's wishes count
  useLayoutEffect(() => {
    if (focus || opening) button.current?.focus();
    if (opening) button.current?.click();
  }, []);
  // The popup (role dialog) is labelled by its popover's id, which Mantine gives the field's button but the
  // button keeps its own: the dialog had no name (axe aria-dialog-name). The field's label takes that id.
  const labelId = useId();
  return (
    <DatePickerInput
      ref={button}
      {...props}
      popoverProps={{ ...props.popoverProps, id: labelId }}
      labelProps={{ ...props.labelProps, id: labelId }}
    />
  );
}
