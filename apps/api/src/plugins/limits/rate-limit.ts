import { createHash } from 'node:crypto';
import type { ErrorCode } from '@fairway/contracts';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { CounterStore, Hit } from './counter-store';
import { accountDigestOf } from './device-cookie';

/**
 * Endpoints that take credentials or send e-mail, each limited per client address and per e-mail address.
 * `failures`: only refused attempts count (a login, a followed link, a code; OWASP: the owner's own
 * successes never bring a lockout closer). `every`: each request counts (it sends mail or creates an
 * account whatever its outcome).
 */
const CREDENTIAL_ROUTES: ReadonlyMap<string, 'failures' | 'every'> = new Map([
  ['/api/account/login', 'failures'],
  ['/api/account/register', 'every'],
  ['/api/account/magic-link', 'every'],
  ['/api/account/magic-link/verify', 'failures'],
  ['/api/account/2fa/verify', 'failures'],
  ['/api/account/2fa/fallback', 'every'],
]);
export const CREDENTIAL_PATHS: ReadonlySet<string> = new Set(CREDENTIAL_ROUTES.keys());
const LOGIN_PATH = '/api/account/login';

/** The e-mail address a request is about, read from the body before validation (bad bodies count too). */
export function accountKeyOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const { email } = body;
  if (typeof email !== 'string') return null;
  const key = email.trim().toLowerCase();
  return key === '' ? null : key;
}

/** A limit as checked: its counter key, its ceiling, and whether it is the account-wide one. */
type Limit = { key: string; max: number; accountWide?: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /** The hits a credential attempt holds, taken back when it succeeds (`failures` routes). */
    limitHits?: Hit[];
  }
}

/**
 * Adds one to each limit's counter, narrowest first. At the first one over its ceiling the attempt is
 * refused and takes back what it added: a refused attempt counts nowhere, so one address that fills its
 * own limit never uses up the wider ones (per address, per account) that protect everyone else.
 */
export async function takeLimits(
  counters: CounterStore,
  limits: Limit[],
  windowMs: number,
): Promise<{ hits: Hit[]; refused: null } | { hits: []; refused: { limit: Limit; ttlMs: number } }> {
  const hits: Hit[] = [];
  for (const limit of limits) {
    const hit = await counters.hit(limit.key, windowMs);
    hits.push(hit);
    if (hit.count > limit.max) {
      await Promise.all(hits.map((h) => h.undo()));
      return { hits: [], refused: { limit, ttlMs: hit.ttlMs } };
    }
  }
  return { hits, refused: null };
}

const rateLimited = (code: ErrorCode, ttlMs: number) =>
  new AppError(code, { headers: { 'retry-after': String(Math.max(1, Math.ceil(ttlMs / 1000))) } });

/**
 * The credential rate limits on the calling plugin's routes. Three counters, so that guessing is slow but
 * nobody can lock a member out from elsewhere: per account from one address (the guessing limit), per
 * address across accounts (high, for a club house behind one NAT address), and per account across every
 * address (a ceiling only a distributed attack reaches). The account-wide ceiling never holds a browser
 * with the account's device cookie (a past successful login there); a new browser it holds is offered
 * the magic link instead (LOGIN_LOCKED).
 */
export async function registerCredentialRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  const { loginPerAccountAndIp, loginPerIp, loginPerAccount, windowSeconds } = config.rateLimit;
  const windowMs = windowSeconds * 1000;

  app.addHook('preValidation', async (request) => {
    const route = routeOf(request);
    if (request.method !== 'POST' || !CREDENTIAL_ROUTES.has(route)) return;
    const email = accountKeyOf(request.body);
    const limits: Limit[] = [];
    if (email) {
      const account = accountDigestOf(email);
      limits.push({ key: `account-ip|${route}|${account}|${ip(request)}`, max: loginPerAccountAndIp });
      limits.push({ key: `ip|${route}|${ip(request)}`, max: loginPerIp });
      if (!app.deviceCookie.knows(request, email)) {
        limits.push({ key: `account|${route}|${account}`, max: loginPerAccount, accountWide: true });
      }
    } else {
      limits.push({ key: `ip|${route}|${ip(request)}`, max: loginPerIp });
    }
    const { hits, refused } = await takeLimits(app.counters, limits, windowMs);
    if (refused) {
      const offerLink = refused.limit.accountWide && route === LOGIN_PATH;
      throw rateLimited(offerLink ? 'LOGIN_LOCKED' : 'RATE_LIMITED', refused.ttlMs);
    }
    if (CREDENTIAL_ROUTES.get(route) === 'failures') request.limitHits = hits;
  });

  // Counts failures only: a success, or our own fault (5xx), gives its hits back before the reply leaves.
  app.addHook('onSend', async (request, reply) => {
    const hits = request.limitHits;
    if (!hits) return;
    request.limitHits = undefined;
    if (reply.statusCode < 400 || reply.statusCode >= 500) await Promise.all(hits.map((h) => h.undo()));
  });
}

/**
 * A limit per signed-in member (else per client address) on the calling plugin's routes that call the
 * returned check (in their preHandler, after requireAuth): `name` keeps each limit's count apart.
 */
export async function registerMemberRateLimit(
  app: FastifyInstance,
  config: Config,
  limit: { name: string; max: number },
): Promise<(request: FastifyRequest) => Promise<void>> {
  const windowMs = config.rateLimit.windowSeconds * 1000;
  return async (request) => {
    const key = `member|${limit.name}|${request.session?.memberId ?? ip(request)}`;
    const { refused } = await takeLimits(app.counters, [{ key, max: limit.max }], windowMs);
    if (refused) throw rateLimited('RATE_LIMITED', refused.ttlMs);
  };
}

/**
 * A limit per client address and, for a signed-in caller, per member as well: for forms a visitor may
 * send (the bug report), whatever they type in them.
 */
export function clientRateLimit(
  app: FastifyInstance,
  config: Config,
  limit: { name: string; max: number },
): (request: FastifyRequest) => Promise<void> {
  const windowMs = config.rateLimit.windowSeconds * 1000;
  return async (request) => {
    const limits: Limit[] = [{ key: `client|${limit.name}|${ip(request)}`, max: limit.max }];
    const memberId = request.session?.memberId;
    if (memberId) limits.push({ key: `member|${limit.name}|${memberId}`, max: limit.max });
    const { refused } = await takeLimits(app.counters, limits, windowMs);
    if (refused) throw rateLimited('RATE_LIMITED', refused.ttlMs);
  };
}

/**
 * An account-wide ceiling on failures of a credential whose account is known only once the server has
 * looked it up (a second-factor code: the body carries a TFA token, not an address, so the limits above
 * count it per client address only). Counted per account across every token and address, like the login
 * ceiling; never for a browser with the account's device cookie (a past full sign-in there). The caller
 * takes a hit before checking the credential, undoes it on success and keeps it on failure.
 */
export function accountFailureCeiling(
  app: FastifyInstance,
  limit: { name: string; max: number; windowSeconds: number; code: ErrorCode },
) {
  const windowMs = limit.windowSeconds * 1000;
  return {
    max: limit.max,
    /** One failure counted ahead (null: the owner's own browser); throws `code` (429) past the ceiling. */
    async take(request: FastifyRequest, email: string): Promise<Hit | null> {
      if (app.deviceCookie.knows(request, email)) return null;
      const key = `account|${limit.name}|${accountDigestOf(email)}`;
      const { hits, refused } = await takeLimits(app.counters, [{ key, max: limit.max }], windowMs);
      if (refused) throw rateLimited(limit.code, refused.ttlMs);
      return hits[0] ?? null;
    },
    /** True once per account and window: whoever reaches the ceiling first tells the owner, nobody after. */
    async firstToReach(email: string): Promise<boolean> {
      const hit = await app.counters.hit(`reached|${limit.name}|${accountDigestOf(email)}`, windowMs);
      return hit.count === 1;
    },
  };
}

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? request.url;
const ip = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * A limit per secret a request carries (a calendar feed token …) on the calling plugin's routes that call
 * the returned check: counted under a digest of the secret, never the secret itself.
 */
export async function registerSecretRateLimit(
  app: FastifyInstance,
  config: Config,
  limit: { name: string; max: number; secretOf: (request: FastifyRequest) => string },
): Promise<(request: FastifyRequest) => Promise<void>> {
  const windowMs = config.rateLimit.windowSeconds * 1000;
  return async (request) => {
    const digest = createHash('sha256').update(limit.secretOf(request)).digest('base64url');
    const key = `secret|${limit.name}|${digest}`;
    const { refused } = await takeLimits(app.counters, [{ key, max: limit.max }], windowMs);
    if (refused) throw rateLimited('RATE_LIMITED', refused.ttlMs);
  };
}
