import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { closeRedisClient, redisClient } from '../../lib/redis';
import { redisRateLimitStore } from './redis-rate-limit-store';

/** Endpoints that take credentials or send e-mail: each is limited per client IP and per e-mail address. */
export const CREDENTIAL_PATHS: ReadonlySet<string> = new Set([
  '/api/account/login',
  '/api/account/register',
  '/api/account/magic-link',
  '/api/account/magic-link/verify',
  '/api/account/2fa/verify',
  '/api/account/2fa/fallback',
  '/api/support/bug-report',
]);

/** The e-mail address a request is about, read from the body before validation (bad bodies count too). */
export function accountKeyOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const { email } = body;
  if (typeof email !== 'string') return null;
  const key = email.trim().toLowerCase();
  return key === '' ? null : key;
}

/** Counter keys name the account by a digest: bounded in size, and no e-mail addresses in Redis. */
const digestOf = (account: string) => createHash('sha256').update(account).digest('base64url').slice(0, 22);

/**
 * Adds the credential rate limits to the calling plugin's routes. In memory by default; in Redis when
 * REDIS_URL is set, so the limits hold across API instances.
 *
 * Three counters, so that guessing is slow but nobody can lock a member out from elsewhere: per
 * account from one address (the guessing limit: an attacker using up their own count leaves the owner
 * theirs), per address across accounts (high, for a club house behind one NAT address), and per account
 * across every address (a much higher ceiling that only a distributed attack reaches).
 */
export async function registerCredentialRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  await registerRateLimitPlugin(app, config);

  const { loginPerAccountAndIp, loginPerIp, loginPerAccount, windowSeconds } = config.rateLimit;
  const timeWindow = windowSeconds * 1000;
  const route = (request: FastifyRequest) => request.routeOptions.url ?? request.url;
  const ip = (request: FastifyRequest) => normalizeIP(request.ip);
  const account = (request: FastifyRequest) => digestOf(accountKeyOf(request.body) ?? '');
  const perIp = app.createRateLimit({
    max: loginPerIp,
    timeWindow,
    keyGenerator: (request) => `ip|${route(request)}|${ip(request)}`,
  });
  const perAccountAndIp = app.createRateLimit({
    max: loginPerAccountAndIp,
    timeWindow,
    keyGenerator: (request) => `account-ip|${route(request)}|${account(request)}|${ip(request)}`,
  });
  const perAccount = app.createRateLimit({
    max: loginPerAccount,
    timeWindow,
    keyGenerator: (request) => `account|${route(request)}|${account(request)}`,
  });

  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || !CREDENTIAL_PATHS.has(route(request))) return;
    const checks = [perIp(request)];
    if (accountKeyOf(request.body)) checks.push(perAccountAndIp(request), perAccount(request));
    for (const result of await Promise.all(checks)) {
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('RATE_LIMITED', {
          headers: { 'retry-after': String(result.ttlInSeconds) },
        });
      }
    }
  });
}

/** @fastify/rate-limit in the calling plugin, counting in memory, or in Redis when REDIS_URL is set. */
async function registerRateLimitPlugin(app: FastifyInstance, config: Config): Promise<void> {
  let store: ReturnType<typeof redisRateLimitStore> | undefined;
  if (config.redisUrl) {
    // Fails at once while Redis is away (no offline queue), so `skipOnError` lets requests through
    // instead of every login waiting for Redis to come back.
    const client = redisClient(config.redisUrl, 'rate limit', app.log);
    await client.connect();
    app.addHook('onClose', () => closeRedisClient(client));
    store = redisRateLimitStore(client);
  }
  // A store outage lets requests through rather than locking every member out.
  await app.register(rateLimit, { global: false, store, skipOnError: true });
}

/**
 * A limit per signed-in member on the calling plugin's routes that call the returned check (in their
 * preHandler, after requireAuth): `name` keeps each limit's count apart.
 */
export async function registerMemberRateLimit(
  app: FastifyInstance,
  config: Config,
  limit: { name: string; max: number },
): Promise<(request: FastifyRequest) => Promise<void>> {
  await registerRateLimitPlugin(app, config);
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: config.rateLimit.windowSeconds * 1000,
    keyGenerator: (request) => `member|${limit.name}|${request.session?.memberId ?? ip(request)}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(result.ttlInSeconds) } });
    }
  };
}

const ip = (request: FastifyRequest) => normalizeIP(request.ip);
