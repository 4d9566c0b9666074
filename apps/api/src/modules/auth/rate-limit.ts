import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createClient } from 'redis';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { RATE_LIMITED_MESSAGE } from './messages';
import { redisRateLimitStore } from './redis-rate-limit-store';

/** Endpoints that take credentials or send e-mail: each is limited per client IP and per e-mail address. */
export const CREDENTIAL_PATHS: ReadonlySet<string> = new Set([
  '/api/account/login',
  '/api/account/register',
  '/api/account/magic-link',
]);

/** The e-mail address a request is about, read from the body before validation (bad bodies count too). */
export function accountKeyOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const { email } = body;
  if (typeof email !== 'string') return null;
  const key = email.trim().toLowerCase();
  return key === '' ? null : key;
}

/**
 * Adds the credential rate limits to the calling plugin's routes. In memory by default; in Redis when
 * REDIS_URL is set, so the limits hold across API instances.
 */
export async function registerCredentialRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  let store: ReturnType<typeof redisRateLimitStore> | undefined;
  if (config.redisUrl) {
    const client = createClient({ url: config.redisUrl });
    client.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
    await client.connect();
    app.addHook('onClose', async () => {
      await client.quit();
    });
    store = redisRateLimitStore(client);
  }
  // A store outage lets requests through rather than locking every member out.
  await app.register(rateLimit, { global: false, store, skipOnError: true });

  const timeWindow = config.rateLimit.windowSeconds * 1000;
  const route = (request: FastifyRequest) => request.routeOptions.url ?? request.url;
  const perIp = app.createRateLimit({
    max: config.rateLimit.loginPerIp,
    timeWindow,
    keyGenerator: (request) => `ip|${route(request)}|${normalizeIP(request.ip)}`,
  });
  const perAccount = app.createRateLimit({
    max: config.rateLimit.loginPerAccount,
    timeWindow,
    keyGenerator: (request) => `account|${route(request)}|${accountKeyOf(request.body)}`,
  });

  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || !CREDENTIAL_PATHS.has(route(request))) return;
    const checks = [perIp(request)];
    if (accountKeyOf(request.body)) checks.push(perAccount(request));
    for (const result of await Promise.all(checks)) {
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE, {
          headers: { 'retry-after': String(result.ttlInSeconds) },
        });
      }
    }
  });
}
