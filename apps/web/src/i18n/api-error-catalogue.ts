import { ERROR_MESSAGES, FIELD_MESSAGES } from '@fairway/contracts/error-messages';

/**
 * The English texts of the API's error and field codes, as `en` catalogue keys: `errors.<CODE>` and
 * `validation.<name>`. Written once in @fairway/contracts; other locales override them in their files.
 * Only the `en` catalogue imports it: the screens that show an error import `./api-errors`, which reads
 * the texts through `t`, so the build never copies these texts into a screen's chunk as well.
 */
export const apiErrorCatalogue: Record<string, string> = {
  ...Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([code, text]) => [`errors.${code}`, text])),
  ...FIELD_MESSAGES,
};
