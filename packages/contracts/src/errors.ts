import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export const ZErrorCode = z.enum(ERROR_CODES);

/** Values a message template may interpolate (ErrorParams). */
export const ZErrorParams = z.record(z.string().max(64), z.union([z.string().max(500), z.number()]));

/**
 * A field's refusal: `code` is a catalogue key (`validation.<name>`; see FIELD_MESSAGES) and `params`
 * fill its placeholders (`{{min}}`).
 */
export const ZFieldError = z.object({ code: z.string().max(100), params: ZErrorParams.optional() });
export type FieldError = z.infer<typeof ZFieldError>;

/** The one error shape of the API: `{ code, message, params?, fields? }`. */
export const ZApiError = z.object({
  code: ZErrorCode,
  message: z.string(),
  params: ZErrorParams.optional(),
  fields: z.record(z.string(), ZFieldError).optional(),
});
export type ApiError = z.infer<typeof ZApiError>;
