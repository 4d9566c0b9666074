import { REGISTRATION_FAILED_MESSAGE, REGISTRATION_MESSAGES } from '@fairway/contracts';
import { UNKNOWN_CLUB_MESSAGE } from './messages';

/** Catalogue text for a field that is missing or of the wrong type (club-discovery §5). */
const MISSING_FIELD_MESSAGES: Record<string, string> = {
  clubId: UNKNOWN_CLUB_MESSAGE,
  firstName: REGISTRATION_MESSAGES.firstName,
  surname: REGISTRATION_MESSAGES.surname,
  phone: REGISTRATION_MESSAGES.phone,
  email: REGISTRATION_MESSAGES.email,
  password: REGISTRATION_MESSAGES.password,
  confirmPassword: REGISTRATION_MESSAGES.passwordMismatch,
  referralEmail: REGISTRATION_MESSAGES.email,
};

export type ValidationIssue = { instancePath: string; keyword: string; message?: string };

/**
 * Field messages of a rejected registration body, one per field, always in the catalogue's words:
 * the schema's own messages for rule failures, the field's catalogue text when it is missing.
 */
export function registrationFieldErrors(issues: readonly ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const catalogue = MISSING_FIELD_MESSAGES[key];
    const message =
      key === '_'
        ? REGISTRATION_FAILED_MESSAGE
        : issue.keyword === 'invalid_type' || !issue.message
          ? (catalogue ?? issue.message ?? REGISTRATION_FAILED_MESSAGE)
          : issue.message;
    fields[key] ??= message;
  }
  return fields;
}
