import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useEffect, useRef } from 'react';

export type OpeningDatePickerInputProps = DatePickerInputProps & {
  /** Opened (the stand-in was clicked) and focused (the stand-in had the focus) once mounted. */
  opening: boolean;
  focus: boolean;
};

/** The DatePickerInput chunk of LazyDatePickerInput: Mantine's picker, opened and focused as its stand-in was. */
export default function OpeningDatePickerInput({ opening, focus, ...props }: OpeningDatePickerInputProps) {
  const button = useRef<HTMLButtonElement>(null);
  // Once, as it takes the stand-in's place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's wishes count
  useEffect(() => {
    if (focus || opening) button.current?.focus();
    if (opening) button.current?.click();
  }, []);
  return <DatePickerInput ref={button} {...props} />;
}
