import { type FieldError, fieldErrorOf } from '@fairway/contracts';

/** One failed check of a request schema, as fastify-type-provider-zod reports it. */
export type ValidationIssue = {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** The field refusal of one request-schema issue (the zod issue's kind is the `keyword`). */
export const fieldErrorOfValidation = (issue: ValidationIssue): FieldError =>
  fieldErrorOf({ ...issue.params, code: issue.keyword, message: issue.message });

/** First refusal per field (dotted path; `_` for the body as a whole). */
export function fieldErrorsOf(issues: readonly ValidationIssue[]): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= fieldErrorOfValidation(issue);
  }
  return fields;
}
