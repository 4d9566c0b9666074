import type { ApiError, FieldError } from '@fairway/contracts';
import type { TFunction } from 'i18next';
import { isApiRequestError } from '../lib/api-client';

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
