import type { ApiError } from '@fairway/contracts';
import { isErrorCode } from '@fairway/contracts/error-codes';
import { takeShellAnswer } from './shell-answers';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API's error body, or a fallback for what a proxy or a crash answers instead (HTML, other JSON). */
function asApiError(body: unknown): ApiError | null {
  if (!isObject(body) || !isErrorCode(body.code) || typeof body.message !== 'string') return null;
  if (body.params !== undefined && !isObject(body.params)) return null;
  if (body.fields !== undefined && !isObject(body.fields)) return null;
  return body as ApiError;
}

async function readError(res: Response): Promise<ApiError> {
  try {
    return asApiError(await res.json()) ?? fallbackError(res.status);
  } catch {
    return fallbackError(res.status);
  }
}

/**
 * The one way the web app talks to the API: same-origin, cookie session, JSON. `T` is the reply's
 * contract type. The reply is not parsed again here: the API checks every reply against the same zod
 * schema on the way out (fastify-type-provider-zod), and leaving zod out of the client keeps it off
 * every screen's initial JavaScript (forms that validate load it with their screen).
 */
/**
 * The last answer of each GET address that came with an ETag (the member's summary, upcoming bookings and
 * tee sheets), in memory only: the API asks browsers to store nothing a signed-in member is told, so the
 * app asks again with `If-None-Match` itself, and a 304 (no body on the wire) gives back the same object.
 */
const validated = new Map<string, { etag: string; body: unknown }>();

/** Forgets every kept answer (on logout: the next member's answers are their own). */
export function forgetValidatedAnswers(): void {
  validated.clear();
}

/**
 * A change (POST, PUT, PATCH, DELETE) is sent with `keepalive`, so it reaches the API even when the page is
 * left or reloaded at once (a heart tapped, then the tab closed). Browsers allow 64 KiB of such bodies in
 * flight in all and refuse a request beyond it: a body that would pass the quota (a club's content document,
 * a bug report) is sent as an ordinary request.
 */
const KEEPALIVE_QUOTA = 64 * 1024;
let keepaliveInFlight = 0;
const byteLength = (payload: string | undefined) =>
  payload === undefined ? 0 : new TextEncoder().encode(payload).length;

function claimKeepalive(payload: string | undefined): boolean {
  const bytes = byteLength(payload);
  if (keepaliveInFlight + bytes > KEEPALIVE_QUOTA) return false;
  keepaliveInFlight += bytes;
  return true;
}

function releaseKeepalive(payload: string | undefined): void {
  keepaliveInFlight -= byteLength(payload);
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, skipAuthRedirect = false, signal, headers } = options;
  // The first screen's calls: the page the API served may already carry their answers.
  if (method === 'GET') {
    const carried = takeShellAnswer(path);
    if (carried !== undefined) return carried as T;
  }
  const kept = method === 'GET' ? validated.get(path) : undefined;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const keepalive = method !== 'GET' && claimKeepalive(payload);
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(kept ? { 'If-None-Match': kept.etag } : {}),
        ...headers,
      },
      body: payload,
      keepalive,
      signal,
    });
  } finally {
    if (keepalive) releaseKeepalive(payload);
  }
  if (res.status === 304 && kept) return kept.body as T;
  if (!res.ok) {
    const error = await readError(res);
    if (res.status === 401 && !skipAuthRedirect) onUnauthorized();
    throw new ApiRequestError(res.status, error);
  }
  if (res.status === 204) return undefined as T;
  const answer = (await res.json()) as T;
  const etag = res.headers.get('etag');
  if (method === 'GET' && etag) validated.set(path, { etag, body: answer });
  return answer;
}
