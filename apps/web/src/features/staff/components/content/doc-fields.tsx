import { NumberInput, Switch, Textarea, TextInput } from '@mantine/core';
import type { DocPath } from '../../lib/document-path';
import { useContentEditor, useDocField } from './editor-context';
import grow from './grow.module.css';

interface TextFieldProps {
  path: DocPath;
  label: string;
  description?: string;
  maxLength: number;
  /** An optional field: left empty, the document leaves it out. */
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'time';
  w?: number | string | Record<string, number | string>;
}

/** A text of the document, its refusal under it. */
export function DocTextField({
  path,
  label,
  description,
  maxLength,
  optional,
  multiline,
  type,
  w,
}: TextFieldProps) {
  const field = useDocField<string>(path);
  const onChange = (text: string) => field.set(optional && text === '' ? undefined : text);
  const common = {
    label,
    description,
    value: field.value ?? '',
    error: field.error,
    maxLength,
    w,
  };
  return multiline ? (
    <Textarea
      {...common}
      rows={2}
      classNames={{ input: grow.input }}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  ) : (
    <TextInput {...common} type={type ?? 'text'} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}

/** A switch of the document (true/false). */
export function DocSwitch({
  path,
  label,
  description,
}: {
  path: DocPath;
  label: string;
  description?: string;
}) {
  const field = useDocField<boolean>(path);
  return (
    <Switch
      label={label}
      description={description}
      checked={field.value === true}
      error={field.error}
      onChange={(e) => field.set(e.currentTarget.checked)}
    />
  );
}

interface NumberFieldProps {
  path: DocPath;
  label: string;
  description?: string;
  min: number;
  max: number;
  /** Shown when empty: what applies then. */
  placeholder?: string;
  /**
   * Left empty, the document leaves this out: the number itself, or the block holding it when the block
   * means nothing without it (`waitlist` without `offerMinutes`). The default then applies.
   */
  emptyPath?: DocPath;
  w?: number | string | Record<string, number | string>;
}

/** A whole number of the document; emptied, it is left out (a required one is then refused). */
export function DocNumberField({
  path,
  label,
  description,
  min,
  max,
  placeholder,
  emptyPath,
  w,
}: NumberFieldProps) {
  const field = useDocField<number>(path);
  const { set } = useContentEditor();
  return (
    <NumberInput
      label={label}
      description={description}
      placeholder={placeholder}
      value={field.value ?? ''}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      error={field.error}
      w={w}
      onChange={(value) => {
        if (value === '' || value === undefined) set(emptyPath ?? path, undefined);
        else field.set(typeof value === 'number' ? value : Number(value));
      }}
    />
  );
}
