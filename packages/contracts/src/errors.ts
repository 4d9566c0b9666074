import { z } from 'zod';

/** Error codes the API can answer with; each maps to exactly one HTTP status (see ERROR_STATUS). */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BUSINESS_RULE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ZErrorCode>;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** The one error shape of the API: `{ code, message, fields? }`. */
export const ZApiError = z.object({
  code: ZErrorCode,
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ZApiError>;
