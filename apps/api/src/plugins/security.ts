import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is called by another site's server (a webhook): no Origin check. */
    crossSiteAllowed?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One year, without includeSubDomains: the portal may be served on a club's subdomain whose sibling
 * hosts are not ours to force onto HTTPS.
 */
export const HSTS = 'max-age=31536000';

/**
 * What a JSON reply of the API carries (OWASP's REST Security Cheat Sheet): it is data, never a page, so it
 * may load nothing and be framed by nothing, and is never sniffed into something else. The page's policy
 * (Helmet's set: its sources, frame and referrer rules) protects the HTML shell and the files it loads; on
 * a JSON reply it only cost bytes and CPU (851 B of headers a reply, against bare Fastify's 154 B).
 * `Cache-Control` is set apart (below), HSTS per request.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

/**
 * Whether a request is answered as the API (data, the API's header set) rather than as the web app's page,
 * its files or the OpenAPI browser at /api/docs (an HTML page with scripts, which keeps the page's set).
 */
export function isApiRequest(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Headers set once per request: the API's set on API replies, Helmet's on everything else (the page shell,
 * static files, tiles, the calendar feed); HSTS on responses served over HTTPS (directly, or behind a
 * trusted proxy that says so); `Cache-Control: no-store` on API responses; and a cross-site request guard:
 * a state-changing call must come from our own origin. Browsers send `Sec-Fetch-Site` and `Origin`;
 * clients that send neither (curl, tests, mobile) pass. Both hooks are callback hooks: no promise per
 * request.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  // Stripe.js and its card frames, only when Stripe is the gateway (Stripe's documented CSP).
  const stripe = opts.config.stripe !== null;
  const originAllowed = originCheckOf(opts.config);
  const pageHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // CSP 3 lets 'self' match ws:/wss: of the page's own origin (Chromium, Firefox); the public
        // origin's WebSocket form is named as well for browsers that kept CSP 2's reading (older Safari).
        connectSrc: [
          "'self'",
          webSocketOriginOf(opts.config.publicOrigin),
          ...(stripe ? ['https://api.stripe.com'] : []),
        ],
        workerSrc: ["'self'", 'blob:'],
        ...(stripe ? { frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
        upgradeInsecureRequests: null,
      },
    },
    // Set per request below: a browser ignores HSTS over plain HTTP, and a fixed header cannot tell.
    hsts: false,
  });

  const crossSiteRefusal = (request: FastifyRequest): AppError | undefined => {
    if (SAFE_METHODS.has(request.method)) return undefined;
    // A processor's webhook is cross-site by nature; its signature authenticates it instead.
    if (request.routeOptions.config?.crossSiteAllowed) return undefined;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return new AppError('CROSS_SITE_REQUEST');
    const origin = request.headers.origin;
    if (origin && !originAllowed(origin)) return new AppError('CROSS_SITE_REQUEST');
    return undefined;
  };

  app.addHook('onRequest', (request, reply, done) => {
    const api = isApiRequest(request.url);
    reply.headers(api ? API_HEADERS : pageHeaders);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(crossSiteRefusal(request));
  });

  // API answers are personal or short-lived: no browser, proxy or CDN keeps them. A route with a public
  // reply may set its own Cache-Control, which is kept for visitors only: a reply to a caller with a
  // session is never stored, whatever the route said.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) {
      if (request.session || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
});

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser's `Origin` may name: the configured public origin (PUBLIC_ORIGIN, by default
 * `http://localhost:$PORT`). A loopback public origin also answers to its other loopback names, same
 * scheme and port, so the embedded default works whether the browser opened localhost or 127.0.0.1.
 * Never the request's own Host: whoever sends the request chooses that.
 */
export function allowedOrigins(publicOrigin: string): ReadonlySet<string> {
  const url = new URL(publicOrigin);
  if (!LOOPBACK_NAMES.includes(url.hostname)) return new Set([url.origin]);
  return new Set(
    LOOPBACK_NAMES.map((name) => {
      const alias = new URL(url.origin);
      alias.hostname = name;
      return alias.origin;
    }),
  );
}

/**
 * The one Origin rule of the app: state-changing HTTP calls (above) and live-socket handshakes
 * (realtime/hub.ts) both ask it.
 */
export function originCheckOf(config: Pick<Config, 'publicOrigin'>): (origin: string) => boolean {
  const allowed = allowedOrigins(config.publicOrigin);
  return (origin) => isAllowedOrigin(origin, allowed);
}

/** Whether a browser's `Origin` is one of ours, comparing scheme, host and port. */
export function isAllowedOrigin(origin: string, allowed: ReadonlySet<string>): boolean {
  let parsed: string;
  try {
    parsed = new URL(origin).origin;
  } catch {
    return false;
  }
  return parsed !== 'null' && allowed.has(parsed);
}

/** `ws://host:port` of an http origin, `wss://…` of an https one: the live hub's address. */
export function webSocketOriginOf(publicOrigin: string): string {
  const url = new URL(publicOrigin);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
}

/**
 * Helmet's headers, worked out once: with fixed options (no nonces, HSTS set apart) they are the same for
 * every response, and building them per request (as @fastify/helmet does) was a fifth of the CPU of an
 * empty route (`npm run bench`, profile).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
