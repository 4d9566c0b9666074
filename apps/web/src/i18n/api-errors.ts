import type { ApiError, FieldError } from '@fairway/contracts';
import { ERROR_MESSAGES, FIELD_MESSAGES } from '@fairway/contracts/error-messages';
import type { TFunction } from 'i18next';
import { isApiRequestError } from '../lib/api-client';

/**
 * The English texts of the API's error and field codes, as `en` catalogue keys: `errors.<CODE>` and
 * `validation.<name>`. Written once in @fairway/contracts; other locales override them in their files.
 */
export const apiErrorCatalogue: Record<string, string> = {
  ...Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([code, text]) => [`errors.${code}`, text])),
  ...FIELD_MESSAGES,
};

/** The reader's text for a failed call: by its code, never by the server's English. */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (!isApiRequestError(error)) return t('errors.generic');
  const { code, params }: ApiError = error.error;
  return code === 'INTERNAL' ? t('errors.generic') : t(`errors.${code}`, params ?? {});
}

export function fieldErrorText(t: TFunction, field: FieldError): string {
  return t(field.code, field.params ?? {});
}

/** Form errors (Mantine `setErrors`) from the API's field refusals. */
export function fieldErrorTexts(t: TFunction, fields: Record<string, FieldError> | undefined) {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([f, e]) => [f, fieldErrorText(t, e)]));
}
