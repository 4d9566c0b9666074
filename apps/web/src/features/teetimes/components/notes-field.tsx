import { Textarea } from '@mantine/core';
import { memo, type Ref } from 'react';
import notesClasses from './notes-field.module.css';

/**
 * The booking's notes, growing with their text by CSS (field-sizing) rather than by script: measuring the
 * field forced a layout of the whole page on mount and on every render of it. Memoised, so the screen's
 * other updates (the slots arriving, a live tee-sheet change, a selection) do not render it again.
 */
export const NotesField = memo(function NotesField(props: {
  ref: Ref<HTMLTextAreaElement>;
  label: string;
  required: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { onChange, ...field } = props;
  return (
    <Textarea
      {...field}
      rows={2}
      classNames={{ input: notesClasses.input }}
      maxLength={1000}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
});
