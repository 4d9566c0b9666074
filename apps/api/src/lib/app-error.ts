import {
  ERROR_MESSAGES,
  ERROR_STATUS,
  type ErrorCode,
  type ErrorParams,
  type FieldCode,
  type FieldError,
  formatMessage,
} from '@fairway/contracts';

export type AppErrorOptions = {
  params?: ErrorParams;
  fields?: Record<string, FieldError>;
  headers?: Record<string, string>;
};

/**
 * The one error type services throw: a stable code and its parameters. The error plugin maps `code` to
 * its HTTP status once; the English `message` is derived from the code, never written at the throw site.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params?: ErrorParams;
  readonly fields?: Record<string, FieldError>;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(formatMessage(ERROR_MESSAGES[code], options.params));
    this.name = 'AppError';
    this.code = code;
    this.params = options.params;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A field refusal naming its catalogue code. */
export const fieldError = (code: FieldCode, params?: ErrorParams): FieldError =>
  params ? { code, params } : { code };

export const notFound = (code: Extract<ErrorCode, `${string}NOT_FOUND`> = 'NOT_FOUND') => new AppError(code);
export const unauthenticated = () => new AppError('UNAUTHENTICATED');
export const forbidden = () => new AppError('FORBIDDEN');
