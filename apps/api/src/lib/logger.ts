import type { FastifyServerOptions } from 'fastify';

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Logs carry no secrets or personal data. Two layers, both configuration of the one logger:
 * - pino `redact` censors values under sensitive keys wherever a log call puts them (request headers,
 *   bodies, rows), at the top level and two levels down;
 * - the `err` serializer keeps an allow-list of an error's properties. A database error otherwise
 *   dumps the statement's parameters (drizzle puts them in its message and in `params`; PostgreSQL's
 *   `detail` can hold a whole row): a failed registration once logged the password hash, e-mail,
 *   name and phone.
 */

/** Keys whose values are secrets or personal data. */
export const SENSITIVE_KEYS = [
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'cookie',
  'authorization',
  'set-cookie',
  'email',
  'referralEmail',
  'referral_email',
  'phone',
  'firstName',
  'forename',
  'surname',
  'params',
  'parameters',
  'detail',
  // Card data (POST /api/checkout/pay, gateway calls): never logged.
  'Card',
  'card',
  'Cvc',
  'cvc',
  'cardNumber',
  'clientSecret',
  'ClientSecret',
] as const;

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`);

export const REDACT_PATHS = SENSITIVE_KEYS.flatMap((name) => [
  key(name).replace(/^\./, ''),
  `*${key(name)}`,
  `*.*${key(name)}`,
]);

/** Properties of an error that say what failed without quoting the data it failed on. */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'];

/** A value a database message quotes after a colon: `invalid input syntax for type integer: "abc"`. */
const QUOTED_VALUE = /: "(?:[^"\\]|\\.)*"/g;
const MAX_CAUSE_DEPTH = 5;

/** The message without the statement's parameters (drizzle: `Failed query: …\nparams: …`). */
function safeMessage(err: Error): string {
  const { query } = err as { query?: unknown };
  const message =
    typeof query === 'string' && 'params' in err ? `Failed query: ${query}\nparams: [Redacted]` : err.message;
  return message.replace(QUOTED_VALUE, ': "[Redacted]"');
}

export type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** pino's `err` serializer, on an allow-list: type, message and stack without data, safe fields, causes. */
export function serializeError(err: Error, depth = 0): SerializedError {
  // Something logged as `err` that is not an Error is kept as it is (pino's own serializer does the same).
  if (!(err instanceof Error)) return err;
  const message = safeMessage(err);
  const out: SerializedError = {
    type: err.constructor?.name ?? err.name,
    message,
    stack: (err.stack ?? '').replace(err.message, message),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (err.cause instanceof Error && depth < MAX_CAUSE_DEPTH) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** Logger options of the app: the caller's (level, stream …) with the redaction rules added. */
export function loggerOptions(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: { ...options.serializers, err: (err: Error) => serializeError(err) },
  };
}
