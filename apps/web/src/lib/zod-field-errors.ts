import type { FieldError } from '@fairway/contracts';
import { fieldErrorsOfZodIssues } from '@fairway/contracts/field-errors';
import type { z } from 'zod';

/** First refusal per top-level field of a failed parse, as the API would send it, for form fields. */
export function zodFieldErrors(schema: z.ZodType, values: unknown): Record<string, FieldError> {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsOfZodIssues(result.error.issues);
}
