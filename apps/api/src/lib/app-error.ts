import { ERROR_STATUS, type ErrorCode } from '@fairway/contracts';

/** The one error type services throw; the error plugin maps `code` to its HTTP status once. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const unauthenticated = (message = 'Please log in to continue.') =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
