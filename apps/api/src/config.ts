import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Names proxy-addr knows for whole ranges of addresses. */
const ADDRESS_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (ADDRESS_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may set `X-Forwarded-For`/`-Proto`/`-Host`, as Fastify's `trustProxy` takes it: `false`
 * (none), `true` (any: only when nothing can reach the API but the proxy), a hop count, or addresses.
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: `false`/`true`, a number of proxy hops in front of the API, or a comma-separated list
 * of proxy addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `loopback`).
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      // Fastify fails closed on a bare number; the hop count is the proxy-addr rule written out.
      return hops === 0 ? false : (_: string, hop: number) => hop < hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY must be false, true, a hop count or a comma-separated list of addresses/CIDRs',
    });
    return z.NEVER;
  });

/** An optional Stripe key of a known shape (an empty value reads as unset). */
const stripeKey = (shape: RegExp) =>
  z
    .string()
    .max(255)
    .transform((v) => v.trim() || undefined)
    .pipe(z.string().regex(shape, 'not a Stripe key of the expected kind').optional())
    .optional();

/** STRIPE_API_BASE as the SDK takes it: protocol, host and port. */
export type StripeApiBase = { protocol: 'http' | 'https'; host: string; port: number };

function stripeApiBase(url: string | undefined): StripeApiBase | null {
  if (!url) return null;
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { protocol, host: parsed.hostname, port };
}

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections of this instance's PostgreSQL pool (the job queue keeps its own few). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).max(320).default('Fairway <no-reply@fairway.local>'),
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Where the 404 page's bug reports are e-mailed. */
  BUG_REPORT_TO: z.string().email().default('support@fairway.golf'),
  STAFF_DASHBOARD_URL: z.string().default('/staff'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 30),
  COOKIE_SECURE: bool,
  /** How long an instance may reuse a session lookup (0: ask the database on every request). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  TRUST_PROXY: ZTrustProxy.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: bool,
  RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  JOBS_ENABLED: bool,
  RENEWAL_DAYS_BEFORE: z.coerce.number().int().min(0).max(60).default(7),
  // Stripe (issue 7): the secret key switches checkout from the sandbox to Stripe Payment Intents.
  STRIPE_SECRET_KEY: stripeKey(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{1,240}$/),
  STRIPE_PUBLISHABLE_KEY: stripeKey(/^pk_(test|live)_[A-Za-z0-9_]{1,240}$/),
  STRIPE_WEBHOOK_SECRET: stripeKey(/^whsec_[A-Za-z0-9_]{1,240}$/),
  /** Only to point the SDK at a local stand-in (tests, development): `http://127.0.0.1:12111`. */
  STRIPE_API_BASE: z
    .string()
    .max(200)
    .regex(/^https?:\/\//, 'http(s) URL')
    .url()
    .optional(),
  RATE_LIMIT_BUDDY_FIND_PER_MEMBER: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_CONTACT_PER_CLIENT: z.coerce.number().int().positive().default(5),
  // Explore (issue 9): a Photon- or Nominatim-compatible geocoder instead of the embedded UK gazetteer.
  GEOCODER_URL: z
    .string()
    .max(500)
    .regex(/^https?:\/\//, 'http(s) URL')
    .url()
    .optional(),
  GEOCODER_FLAVOUR: z.enum(['photon', 'nominatim']).default('photon'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database:
    | { driver: 'pglite'; dataDir: string | null }
    | { driver: 'postgres'; url: string; poolMax?: number };
  dataDir: string;
  outboxDir: string;
  redisUrl: string | null;
  smtpUrl: string | null;
  /** The From of every e-mail (MAIL_FROM); replies to receipts go to the club (Reply-To). */
  mailFrom: string;
  publicOrigin: string | null;
  bugReportTo: string;
  staffDashboardUrl: string;
  session: {
    idleMinutes: number;
    absoluteHours: number;
    cookieSecure: boolean | 'auto';
    cacheSeconds: number;
  };
  trustProxy: TrustProxy;
  logLevel: string;
  webDist: string;
  seedDemo: boolean;
  /**
   * Credential attempts per window: per e-mail address from one client address (the guessing limit),
   * per client address across accounts (high enough for a club house behind one NAT address), and per
   * e-mail address across all addresses (a last-resort ceiling against distributed guessing).
   */
  /** Contact-form messages per visitor (member, else client address) per rate-limit window. */
  contactForm: { perClient: number };
  rateLimit: {
    loginPerAccountAndIp: number;
    loginPerIp: number;
    loginPerAccount: number;
    windowSeconds: number;
    /** Buddy searches per member per window: finding by e-mail address must not become a directory. */
    buddyFindPerMember: number;
  };
  /**
   * The scheduler (pg-boss on the app's database): nightly Open Play lot expiry and the daily automatic
   * renewal of members whose membership ends within `renewalDaysBefore` days.
   */
  jobs: { enabled: boolean; renewalDaysBefore: number };
  /**
   * Stripe, when STRIPE_SECRET_KEY is set (else the embedded sandbox gateway). `apiBase` points the SDK
   * at a local stand-in instead of api.stripe.com; null in production.
   */
  stripe: {
    secretKey: string;
    publishableKey: string | null;
    webhookSecret: string | null;
    apiBase: StripeApiBase | null;
  } | null;
  /** GEOCODER_URL (GEOCODER_FLAVOUR photon or nominatim); absent or null: the embedded gazetteer. */
  geocoder?: { url: string; flavour: 'photon' | 'nominatim' } | null;
};

/** Parses the environment once; every default is the embedded mode (PGlite in data/, outbox e-mail). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = ZEnv.parse(env);
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { driver: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { driver: 'pglite', dataDir: path.join(e.DATA_DIR, 'pglite') },
    dataDir: e.DATA_DIR,
    outboxDir: path.join(e.DATA_DIR, 'outbox'),
    redisUrl: e.REDIS_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    bugReportTo: e.BUG_REPORT_TO,
    staffDashboardUrl: e.STAFF_DASHBOARD_URL,
    session: {
      idleMinutes: e.SESSION_IDLE_MINUTES,
      absoluteHours: e.SESSION_ABSOLUTE_HOURS,
      cookieSecure: e.COOKIE_SECURE ?? 'auto',
      cacheSeconds: e.SESSION_CACHE_SECONDS,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    seedDemo: e.SEED_DEMO ?? true,
    contactForm: { perClient: e.RATE_LIMIT_CONTACT_PER_CLIENT },
    rateLimit: {
      loginPerAccountAndIp: e.RATE_LIMIT_LOGIN_PER_ACCOUNT_IP,
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      buddyFindPerMember: e.RATE_LIMIT_BUDDY_FIND_PER_MEMBER,
    },
    jobs: { enabled: e.JOBS_ENABLED ?? true, renewalDaysBefore: e.RENEWAL_DAYS_BEFORE },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
          apiBase: stripeApiBase(e.STRIPE_API_BASE),
        }
      : null,
    geocoder: e.GEOCODER_URL ? { url: e.GEOCODER_URL, flavour: e.GEOCODER_FLAVOUR } : null,
  };
  return { ...config, ...overrides };
}
