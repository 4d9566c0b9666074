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
 * Helmet headers; HSTS on responses served over HTTPS (directly, or behind a trusted proxy that says so);
 * `Cache-Control: no-store` on API responses; and a cross-site request guard: a state-changing call must
 * come from our own origin. Browsers send `Sec-Fetch-Site` and `Origin`; clients that send neither (curl,
 * tests, mobile) pass.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  // Stripe.js and its card frames, only when Stripe is the gateway (Stripe's documented CSP).
  const stripe = opts.config.stripe !== null;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(stripe ? ['https://api.stripe.com'] : [])],
        workerSrc: ["'self'", 'blob:'],
        ...(stripe ? { frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
        upgradeInsecureRequests: null,
      },
    },
    // Set per request below: a browser ignores HSTS over plain HTTP, and a fixed header cannot tell.
    hsts: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (SAFE_METHODS.has(request.method)) return;
    // A processor's webhook is cross-site by nature; its signature authenticates it instead.
    if (request.routeOptions.config?.crossSiteAllowed) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') {
      throw new AppError('CROSS_SITE_REQUEST');
    }
    const origin = request.headers.origin;
    if (!origin) return;
    if (!isAllowedOrigin(origin, ownOriginOf(request), opts.config.publicOrigin)) {
      throw new AppError('CROSS_SITE_REQUEST');
    }
  });

  // API answers are personal or short-lived: no browser, proxy or CDN keeps them. A route with a public
  // reply may set its own Cache-Control, which is kept for visitors only: a reply to a caller with a
  // session is never stored, whatever the route said.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.session || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});

/** The origin this request was addressed to: scheme, host and port (as a trusted proxy reports them). */
export function ownOriginOf(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a browser's `Origin` is ours, comparing scheme, host and port: exactly PUBLIC_ORIGIN when it
 * is set, else the origin the request itself was addressed to.
 */
export function isAllowedOrigin(
  origin: string,
  ownOrigin: string | null,
  publicOrigin: string | null,
): boolean {
  let parsed: string;
  try {
    parsed = new URL(origin).origin;
  } catch {
    return false;
  }
  if (parsed === 'null') return false;
  if (publicOrigin) return parsed === new URL(publicOrigin).origin;
  return ownOrigin !== null && parsed === ownOrigin;
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
