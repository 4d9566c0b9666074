import { type FieldError, REGISTRATION_FIELD_CODES } from '@fairway/contracts';
import { fieldErrorOfValidation, type ValidationIssue } from '../../lib/field-errors';

const M = REGISTRATION_FIELD_CODES;

/** Catalogue code for a field that is missing or of the wrong type (club-discovery §5). */
const MISSING_FIELD_CODES: Record<string, string> = {
  clubId: M.unknownClub,
  firstName: M.firstName,
  surname: M.surname,
  phone: M.phone,
  email: M.email,
  password: M.password,
  confirmPassword: M.passwordMismatch,
  referralEmail: M.email,
};

/**
 * Field refusals of a rejected registration body, one per field, always in the catalogue's words: the
 * schema's own codes for rule failures, the field's catalogue code when it is missing or mistyped.
 */
export function registrationFieldErrors(issues: readonly ValidationIssue[]): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const missing = MISSING_FIELD_CODES[key];
    fields[key] ??=
      missing && (issue.keyword === 'invalid_type' || !issue.message?.startsWith('validation.'))
        ? { code: missing }
        : fieldErrorOfValidation(issue);
  }
  return fields;
}
