import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The environment's schema: every variable the server reads, its default and its rule (zod), parsed once
 * by `loadConfig` in config.ts. docs/configuration.md documents each (config-docs.test checks it).
 */
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

export function stripeApiBase(url: string | undefined): StripeApiBase | null {
  if (!url) return null;
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { protocol, host: parsed.hostname, port };
}

/**
 * The pool's default size. PostgreSQL does the most work with about twice its cores' worth of statements
 * running at once: beyond that its backends queue for the CPUs (and their spinlocks), and every statement waits
 * longer. At 20 connections on a 2-core machine the explore bench's tails were two to three times the same
 * bench's at 8 (`DATABASE_POOL_MAX=<n> npx tsx bench/explore-only.ts`); the whole PostgreSQL suite passes at 4 (no
 * request holds one connection while it waits for another). A larger database raises it (docs/configuration.md).
 */
export const DATABASE_POOL_MAX_DEFAULT = 8;

export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * A direct (unpooled) connection to the same database, when DATABASE_URL goes through a transaction
   * pooler such as PgBouncer: LISTEN/NOTIFY, the job queue and migrations use it. Setting it also turns
   * named prepared statements off on DATABASE_URL (DATABASE_NAMED_PREPARES overrides).
   */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  /** Named prepared statements on the app's pool: off through a transaction pooler (PgBouncer < 1.21). */
  DATABASE_NAMED_PREPARES: bool,
  /**
   * A read replica of DATABASE_URL (a streaming standby): explore, the network tee-time search and the
   * course-day availability read from it, except for a member who wrote within DATABASE_READ_AFTER_WRITE_MS.
   */
  DATABASE_READ_URL: z.string().url().optional(),
  /** How long after a member's write their reads stay on the primary (read-your-writes), in ms. */
  DATABASE_READ_AFTER_WRITE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** Connections of this instance's PostgreSQL pool (the job queue keeps its own few). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(DATABASE_POOL_MAX_DEFAULT),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  REDIS_URL: z.string().url().optional(),
  /**
   * Put before every name this install uses in Redis (broadcast channels, the live hub's adapter key, the
   * rate-limit counters): installs sharing one Redis never hear each other's messages or count each
   * other's hits.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]{0,40}$/, 'lower-case letters, digits and _ only, at most 40')
    .default(''),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).max(320).default('Fairway <no-reply@fairway.local>'),
  /** Where members reach the portal: every link the server writes starts with it (never the Host header). */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'http(s) URL')
    .optional(),
  /** Signs the device cookie a successful login leaves (at least 32 characters); else one under DATA_DIR. */
  DEVICE_COOKIE_SECRET: z.string().min(32).max(512).optional(),
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
  /**
   * How long an instance may reuse a member's summary, upcoming bookings or course-day answer while
   * nothing has been written anywhere (0: read the database on every request). Bounds what time alone
   * changes (a hold running out, a start passing).
   */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
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
  RATE_LIMIT_BUG_REPORT_PER_CLIENT: z.coerce.number().int().positive().default(5),
  // Explore (issue 9): a Photon- or Nominatim-compatible geocoder instead of the embedded UK gazetteer.
  GEOCODER_URL: z
    .string()
    .max(500)
    .regex(/^https?:\/\//, 'http(s) URL')
    .url()
    .optional(),
  GEOCODER_FLAVOUR: z.enum(['photon', 'nominatim']).default('photon'),
  /** A TomTom-schema vector tile server (`…/{z}/{x}/{y}.pbf`) for the map's roads; unset: embedded base map. */
  TILES_URL: z
    .string()
    .max(500)
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'http(s) URL with {z}, {x} and {y}')
    .optional(),
  /** After SIGTERM, how long readiness says 503 before the listener closes (a balancer's checks notice). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(2_000),
  /** The whole drain's bound: past it the process exits with code 1 whatever is still running. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
  /** Bearer token for GET /metrics; unset: /metrics answers loopback clients only. */
  METRICS_TOKEN: z.string().min(16).max(512).optional(),
  /**
   * An OTLP/HTTP collector (`http://collector:4318`): set, the server traces requests, their database
   * queries and outgoing calls and sends the spans to `<endpoint>/v1/traces` (lib/tracing.ts); unset,
   * nothing of OpenTelemetry is loaded. The SDK reads the other OTEL_* variables itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\//, 'http(s) URL')
      .url()
      .optional(),
  ),
  /** The traces' `service.name`. */
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('fairway-api'),
  /** Encrypts pending authenticator secrets at rest: 32 bytes as 64 hex digits or base64. */
  TWO_FACTOR_KEY: z
    .string()
    .trim()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, '32 bytes as 64 hex digits or base64')
    .optional(),
  /** Derives members' calendar feed addresses: 32 bytes as 64 hex digits or base64. */
  CALENDAR_FEED_KEY: z
    .string()
    .trim()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, '32 bytes as 64 hex digits or base64')
    .optional(),
  /** Signs the sandbox card gateway's webhooks: 32 bytes as 64 hex digits or base64. */
  SANDBOX_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, '32 bytes as 64 hex digits or base64')
    .optional(),
  RATE_LIMIT_CALENDAR_FEED_PER_TOKEN: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_ACCOUNT_SECURITY_PER_MEMBER: z.coerce.number().int().positive().default(10),
  /**
   * Wrong second-factor codes per account, across every TFA token and client address, per
   * RATE_LIMIT_TFA_WINDOW_SECONDS (issue 46 §1): 10 a quarter of an hour leaves a 6-digit code
   * (three live at a time) about 1 chance in 8,000 a day.
   */
  RATE_LIMIT_TFA_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_TFA_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Club integrations (issue 23 §3): calls to /api/v1 per API token per rate-limit window. */
  RATE_LIMIT_API_PER_TOKEN: z.coerce.number().int().positive().default(120),
  /** Lets webhooks reach private, loopback and link-local addresses: development and tests only. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: bool,
});

/** Every environment variable the server reads (docs/configuration.md documents each). */
export const CONFIG_VARIABLES = Object.keys(ZEnv.shape);
