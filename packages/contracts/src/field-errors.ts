import { FIELD_MESSAGES, type FieldCode } from './error-messages';
import type { FieldError } from './errors';

/** What a zod issue says about one field: its kind, its message, and the bounds it broke. */
export type FieldIssue = {
  code: string;
  message?: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
};

const isFieldCode = (message: string | undefined): message is FieldCode =>
  message !== undefined && Object.hasOwn(FIELD_MESSAGES, message);

const asNumber = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0;

/**
 * The catalogue code of one refusal, the same on the server and in forms: the schema's own code when it
 * names one (contracts write field messages as `validation.<name>`), else one derived from zod's issue
 * kind and bounds. A named code keeps only the bounds its text shows (`{{min}}`).
 */
export function fieldErrorOf(issue: FieldIssue): FieldError {
  const bounds: Record<string, number> = {};
  if (issue.minimum !== undefined) bounds.min = asNumber(issue.minimum);
  if (issue.maximum !== undefined) bounds.max = asNumber(issue.maximum);
  const withBounds = (code: string, template?: string): FieldError => {
    const shown = Object.entries(bounds).filter(([name]) => !template || template.includes(`{{${name}}}`));
    return shown.length ? { code, params: Object.fromEntries(shown) } : { code };
  };
  if (isFieldCode(issue.message)) return withBounds(issue.message, FIELD_MESSAGES[issue.message]);
  const text = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'too_small':
      if (text && bounds.min === 1) return { code: 'validation.required' };
      return withBounds(text ? 'validation.tooShort' : 'validation.tooSmall');
    case 'too_big':
      return withBounds(text ? 'validation.tooLong' : 'validation.tooBig');
    default:
      return { code: 'validation.invalid' };
  }
}

/** First refusal per top-level field of a failed client-side parse (`_` for the value as a whole). */
export function fieldErrorsOfZodIssues(
  issues: readonly (FieldIssue & { path: readonly PropertyKey[] })[],
): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? '_')] ??= fieldErrorOf(issue);
  return fields;
}
