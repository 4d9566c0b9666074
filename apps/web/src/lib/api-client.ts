import { type ApiError, ZApiError } from '@fairway/contracts';
import type { z } from 'zod';

/** A failed API call: the HTTP status plus the API's `{ code, message, fields? }` body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly error: ApiError;

  constructor(status: number, error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.error = error;
  }
}

export function isApiRequestError(e: unknown): e is ApiRequestError {
  return e instanceof ApiRequestError;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The app decides where a 401 leads (the login page with a returnUrl); set once at boot. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Schema of a successful reply; the reply is parsed with it. */
  schema?: S;
  /** Session and login calls answer 401 as part of their normal flow: no redirect for them. */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key on bookings). */
  headers?: Record<string, string>;
}

function fallbackError(status: number): ApiError {
  if (status === 401) return { code: 'UNAUTHENTICATED', message: 'Unauthenticated' };
  if (status === 429) return { code: 'RATE_LIMITED', message: 'Too many requests' };
  return { code: 'INTERNAL', message: `Request failed with status ${status}` };
}

async function readError(res: Response): Promise<ApiError> {
  try {
    const parsed = ZApiError.safeParse(await res.json());
    return parsed.success ? parsed.data : fallbackError(res.status);
  } catch {
    return fallbackError(res.status);
  }
}

/** The one way the web app talks to the API: same-origin, cookie session, JSON. */
export async function apiRequest<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  const { method = 'GET', body, schema, skipAuthRedirect = false, signal, headers } = options;
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!res.ok) {
    const error = await readError(res);
    if (res.status === 401 && !skipAuthRedirect) onUnauthorized();
    throw new ApiRequestError(res.status, error);
  }
  if (res.status === 204) return undefined as z.infer<S>;
  const json: unknown = await res.json();
  return (schema ? schema.parse(json) : json) as z.infer<S>;
}
