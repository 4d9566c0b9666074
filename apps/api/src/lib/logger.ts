import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { symbols } from 'pino';
import { requestIdMixin } from './request-context';

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Logs carry no secrets or personal data. Two layers, both configuration of the one logger:
 * - values under sensitive keys are censored wherever a log call puts them (request headers, bodies,
 *   rows), at the top level and two levels down, as the line is written (`censored`);
 * - the `err` serializer keeps an allow-list of an error's properties. A database error otherwise
 *   dumps the statement's parameters (drizzle puts them in its message and in `params`; PostgreSQL's
 *   `detail` can hold a whole row): a failed registration once logged the password hash, e-mail,
 *   name and phone.
 * - the `req` serializer logs a URL without secrets or personal data (`loggedUrl`, URL_REDACTION).
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

const SENSITIVE: ReadonlySet<string> = new Set(SENSITIVE_KEYS);
/** How far below a line's own keys values are censored: its keys (0), theirs (1) and theirs (2). */
const CENSORED_DEPTH = 2;

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

const CENSOR = '[Redacted]';

/**
 * What a logged URL keeps. A request with a route is logged by its pattern (`/api/geo/reverse`,
 * `/calendar/:token.ics`), so path parameters never reach the log; a page the SPA fallback serves has no
 * pattern, so its secret segments are censored by `secretPathSegments`. Query values are censored but
 * for the names listed in `keptQueryValues` (harmless, and useful to whoever reads the log): an e-mail
 * in `?q=`, a position in `?lat=&lng=`, a sign-in token in `/magiclink?token=` and a card client secret
 * in `?payment_intent_client_secret=` all become `[Redacted]`.
 */
export const URL_REDACTION = {
  keptQueryValues: ['page', 'pageIndex', 'refresh', 'include', 'channel', 'EIO', 'transport'],
  /** A match's first group is kept, the rest of the match censored (the SPA's `/2FA/:tfaToken/…`). */
  secretPathSegments: [/^(\/2fa\/)[^/]+/i, /^(\/magiclink\/)[^/]+/i, /^(\/calendar\/)[^/]+/i],
};

/** The query with every value censored but the harmless ones (names kept: they say what was asked). */
function redactedQuery(search: string): string {
  if (search === '') return '';
  const pairs = search.split('&').map((pair) => {
    const cut = pair.indexOf('=');
    const name = cut === -1 ? pair : pair.slice(0, cut);
    if (cut === -1) return name;
    return URL_REDACTION.keptQueryValues.includes(name) ? pair : `${name}=${CENSOR}`;
  });
  return `?${pairs.join('&')}`;
}

/** The URL a log line shows for a request: its route pattern, or its censored path, and a censored query. */
export function loggedUrl(
  request: Pick<FastifyRequest, 'url'> & { routeOptions?: { url?: string } },
): string {
  const url = request.url;
  const cut = url.indexOf('?');
  const path = cut === -1 ? url : url.slice(0, cut);
  const query = cut === -1 ? '' : url.slice(cut + 1);
  const pattern = request.routeOptions?.url;
  const shownPath =
    pattern ??
    URL_REDACTION.secretPathSegments.reduce(
      (p, rule) => p.replace(rule, (_, kept) => `${kept}${CENSOR}`),
      path,
    );
  return `${shownPath}${redactedQuery(query)}`;
}

/** Fastify's request serializer, with the URL as `loggedUrl` shows it. */
function serializeRequest(request: FastifyRequest) {
  // Something logged as `req` that is not a request is kept as it is (the key redaction still applies).
  if (typeof request?.url !== 'string') return request;
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * `value` as a log line writes it, with the value under every sensitive key censored, from the keys of an
 * object `depth` levels below the line's top (0: the line's own keys) down to CENSORED_DEPTH; arrays count
 * their indices as keys. Never changed in place: the same value when nothing is censored, else a copy of
 * each object on the way to a censored key. An object with `toJSON` is censored as that writes it. Keys in
 * `skipped` are passed over at this level (a line's serialized keys, censored as their serializer writes them).
 */
export function censored(value: unknown, depth: number, skipped?: ReadonlySet<string>): unknown {
  if (depth > CENSORED_DEPTH || value === null || typeof value !== 'object') return value;
  if (ArrayBuffer.isView(value)) return value;
  const json = (value as { toJSON?: unknown }).toJSON;
  if (typeof json === 'function') {
    const written = json.call(value);
    const out = censored(written, depth);
    return out === written ? value : out;
  }
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    if (skipped?.has(key)) continue;
    const item = (value as Record<string, unknown>)[key];
    const written = SENSITIVE.has(key) ? CENSOR : censored(item, depth + 1);
    if (written === item) continue;
    copy ??= (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
    copy[key] = written;
  }
  return copy ?? value;
}

/** The keys pino writes through a serializer: censored as the serializer writes them (`serializers`). */
const SERIALIZED = new Set(['req', 'res', 'err']);

/** A line's object (or the root logger's bindings), censored but for the serialized keys. */
const censoredLine = (object: Record<string, unknown>) =>
  censored(object, 0, SERIALIZED) as Record<string, unknown>;

/** A child logger's bindings as pino wrote them (`,"key":value…`), censored when they name a sensitive key. */
function censorChild(child: object): void {
  const logger = child as Record<symbol, unknown>;
  const written = logger[symbols.chindingsSym];
  if (typeof written !== 'string' || !SENSITIVE_KEYS.some((k) => written.includes(`"${k}":`))) return;
  const bindings = JSON.parse(`{${written.slice(1)}}`) as Record<string, unknown>;
  logger[symbols.chindingsSym] = `,${JSON.stringify(censored(bindings, 0)).slice(1, -1)}`;
}

/**
 * Logger options of the app: the caller's (level, stream …) with the censoring added. One pass over what a
 * line holds, with a set of keys to look each key up in: pino's `redact`, given each key's three paths
 * (`key`, `*.key`, `*.*.key`), walked every line once per wildcard path, a third of the API's CPU a request
 * at LOG_LEVEL=info (docs/performance.md).
 */
export function loggerOptions(options: LoggerOptions): LoggerOptions {
  return {
    mixin: requestIdMixin,
    ...options,
    formatters: { ...options.formatters, log: censoredLine, bindings: censoredLine },
    // A child logger's bindings are written once, when it is made (`formatters.bindings` is the root's only).
    onChild: censorChild,
    serializers: {
      ...options.serializers,
      err: (err: Error) => censored(serializeError(err), 1) as SerializedError,
      req: ((request: FastifyRequest) => censored(serializeRequest(request), 1)) as never,
      // Fastify's own, which this replaces: a reply is logged by its status.
      res: ((reply: { statusCode?: unknown }) =>
        censored(
          typeof reply?.statusCode === 'number' ? { statusCode: reply.statusCode } : reply,
          1,
        )) as never,
    },
  };
}
