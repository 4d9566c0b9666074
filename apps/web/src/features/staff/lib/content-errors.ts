import { type FieldError, fieldErrorsOfZodIssues, ZClubContent } from '@fairway/contracts';

/** Refusals of a club document by dotted path (`theme.primaryColor`), as the API answers them. */
export type DocumentErrors = Record<string, FieldError>;

/**
 * What the contract schema refuses in a document, one refusal per field by its full path: the same
 * check and the same codes as the API's, so the editor can show them before anything is sent.
 */
export function documentErrors(doc: unknown): DocumentErrors {
  const parsed = ZClubContent.safeParse(doc);
  if (parsed.success) return {};
  return fieldErrorsOfZodIssues(
    parsed.error.issues.map((issue) => ({ ...issue, path: [issue.path.join('.')] })),
  );
}

/** The refusals at a path and below it (a ballot window's own and its fields'). */
export function errorsUnder(errors: DocumentErrors, prefix: string): [string, FieldError][] {
  return Object.entries(errors).filter(([path]) => path === prefix || path.startsWith(`${prefix}.`));
}
