import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Helmet headers, and a cross-site request guard: a state-changing call must come from our own origin.
 * Browsers send `Sec-Fetch-Site` and `Origin`; clients that send neither (curl, tests, mobile) pass.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    hsts: opts.config.session.cookieSecure === true,
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
    const origin = request.headers.origin;
    if (!origin) return;
    if (!isAllowedOrigin(origin, request.headers.host, opts.config.publicOrigin)) {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
  });
});

export function isAllowedOrigin(
  origin: string,
  host: string | undefined,
  publicOrigin: string | null,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (publicOrigin && parsed.origin === new URL(publicOrigin).origin) return true;
  return host !== undefined && parsed.host === host;
}
