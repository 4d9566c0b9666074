import type { TFunction } from 'i18next';
import en from './en.json';

const KEY_BY_ENGLISH = new Map<string, string>(
  Object.entries(en as Record<string, string>)
    .filter(([key]) => key.startsWith('validation.') || key.startsWith('errors.'))
    .map(([key, value]) => [value, key]),
);

const MIN_LENGTH = /^Minimum of (\d+) characters required$/;

/**
 * The API sends the catalogue's English texts (club-discovery §5); show them in the reader's locale
 * (en-US reads 'Last Name required'). Unknown texts are shown as sent.
 */
export function translateApiMessage(t: TFunction, message: string): string {
  const key = KEY_BY_ENGLISH.get(message);
  if (key) return t(key);
  const min = MIN_LENGTH.exec(message);
  if (min) return t('validation.passwordMin', { min: min[1] });
  return message;
}
