import path from 'node:path';
import { CONFIG_VARIABLES, type StripeApiBase, stripeApiBase, type TrustProxy, ZEnv } from './config-schema';

export { CONFIG_VARIABLES, type StripeApiBase, type TrustProxy };
export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database:
    | { driver: 'pglite'; dataDir: string | null }
    | {
        driver: 'postgres';
        url: string;
        poolMax?: number;
        /** Unpooled connection for LISTEN/NOTIFY, the job queue and migrations (default: `url`). */
        directUrl?: string;
        /** Named prepared statements on `url` (default true; false through a transaction pooler). */
        namedPrepares?: boolean;
        /** A streaming standby of `url` for the public reads (DATABASE_READ_URL). */
        readUrl?: string;
        /** How long after a member's write their reads stay on the primary (ms). */
        readAfterWriteMs?: number;
      };
  dataDir: string;
  outboxDir: string;
  redisUrl: string | null;
  /**
   * The live hub's channel in Redis (the Socket.IO adapter's key, `socket.io` as the adapter's own
   * default): instances sharing it hear each other. Tests give each test file its own, so that files
   * running at once on one Redis never hear each other's members (test/helpers.ts testConfig).
   */
  hubChannel: string;
  /** REDIS_PREFIX: before every name this install uses in Redis (tests give each file its own). */
  redisPrefix: string;
  smtpUrl: string | null;
  /** The From of every e-mail (MAIL_FROM); replies to receipts go to the club (Reply-To). */
  mailFrom: string;
  /**
   * Scheme, host and port members use (PUBLIC_ORIGIN, else `http://localhost:$PORT`): links in e-mails,
   * the map style, calendar UIDs, the allowed `Origin` of state-changing calls and the CSP's WebSocket
   * source. Never taken from a request's Host header, which the caller chooses.
   */
  publicOrigin: string;
  /**
   * DEVICE_COOKIE_SECRET: the key of the device cookie's HMAC (a successful login's "this browser
   * has signed in here before"). Null: a secret generated once and kept in DATA_DIR.
   */
  deviceCookieSecret: string | null;
  bugReportTo: string;
  staffDashboardUrl: string;
  session: {
    idleMinutes: number;
    absoluteHours: number;
    cookieSecure: boolean | 'auto';
    cacheSeconds: number;
  };
  /** READ_CACHE_MS: the read cache's lifetime (plugins/read-cache.ts); 0 turns it off. */
  readCacheMs: number;
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
  /** Bug reports per client address, and per member when signed in, per rate-limit window. */
  bugReport: { perClient: number };
  rateLimit: {
    loginPerAccountAndIp: number;
    loginPerIp: number;
    loginPerAccount: number;
    windowSeconds: number;
    /** Buddy searches per member per window: finding by e-mail address must not become a directory. */
    buddyFindPerMember: number;
    /** Reads of one calendar feed address per window (a calendar app polls it every hour or so). */
    calendarFeedPerToken?: number;
    /** Password changes and two-factor set-up, enabling and disabling per member per window (each checks a secret). */
    accountSecurityPerMember?: number;
    /**
     * Wrong second-factor codes per account (every token and address together) per `tfaWindowSeconds`;
     * a browser with the account's device cookie is never held by it.
     */
    tfaPerAccount?: number;
    tfaWindowSeconds?: number;
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
  /** The road map's vector tiles (`TILES_URL`); null: the embedded base map. */
  tilesUrl?: string | null;
  /** SIGTERM/SIGINT drain (server.ts): readiness false for `graceMs`, then close; exit by `timeoutMs`. */
  shutdown?: { graceMs: number; timeoutMs: number };
  /** Bearer token /metrics asks for; null: loopback clients only. */
  metricsToken?: string | null;
  /** OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT); absent or null: off, nothing of it loaded. */
  tracing?: { endpoint: string; serviceName: string } | null;
  /**
   * TWO_FACTOR_KEY: the key pending authenticator secrets are encrypted with. Unset: a key made on first
   * use in DATA_DIR/two-factor.key (one instance; several instances must share a configured key).
   */
  twoFactorKey: string | null;
  /**
   * CALENDAR_FEED_KEY: the key members' calendar feed addresses are derived with (the database keeps only
   * their digests). Unset: a key made on first use in DATA_DIR/calendar-feed.key (one instance; several
   * instances must share a configured key). Changing it gives every member a new address.
   */
  calendarFeedKey?: string | null;
  /**
   * SANDBOX_WEBHOOK_SECRET: the key the sandbox card gateway's webhooks are signed with. Unset: a key made
   * on first use in DATA_DIR/sandbox-webhook.key (one instance; several instances must share a configured
   * key). Never a value known outside this install.
   */
  sandboxWebhookSecret?: string | null;
  /**
   * Club integrations: calls to /api/v1 per token per rate-limit window, and whether webhooks may reach
   * private, loopback and link-local addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS; never in production).
   */
  integrations?: { apiCallsPerToken: number; allowPrivateTargets: boolean };
};

/** Parses the environment once; every default is the embedded mode (PGlite in data/, outbox e-mail). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = ZEnv.parse(env);
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? {
          driver: 'postgres',
          url: e.DATABASE_URL,
          poolMax: e.DATABASE_POOL_MAX,
          ...(e.DATABASE_DIRECT_URL ? { directUrl: e.DATABASE_DIRECT_URL } : {}),
          // Off by default behind a pooler (a direct URL beside it says there is one).
          ...((e.DATABASE_NAMED_PREPARES ?? !e.DATABASE_DIRECT_URL) ? {} : { namedPrepares: false }),
          ...(e.DATABASE_READ_URL
            ? { readUrl: e.DATABASE_READ_URL, readAfterWriteMs: e.DATABASE_READ_AFTER_WRITE_MS }
            : {}),
        }
      : { driver: 'pglite', dataDir: path.join(e.DATA_DIR, 'pglite') },
    dataDir: e.DATA_DIR,
    outboxDir: path.join(e.DATA_DIR, 'outbox'),
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    hubChannel: 'socket.io',
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicOrigin: new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin,
    deviceCookieSecret: e.DEVICE_COOKIE_SECRET ?? null,
    bugReportTo: e.BUG_REPORT_TO,
    staffDashboardUrl: e.STAFF_DASHBOARD_URL,
    session: {
      idleMinutes: e.SESSION_IDLE_MINUTES,
      absoluteHours: e.SESSION_ABSOLUTE_HOURS,
      cookieSecure: e.COOKIE_SECURE ?? 'auto',
      cacheSeconds: e.SESSION_CACHE_SECONDS,
    },
    readCacheMs: e.READ_CACHE_MS,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    seedDemo: e.SEED_DEMO ?? true,
    contactForm: { perClient: e.RATE_LIMIT_CONTACT_PER_CLIENT },
    bugReport: { perClient: e.RATE_LIMIT_BUG_REPORT_PER_CLIENT },
    rateLimit: {
      loginPerAccountAndIp: e.RATE_LIMIT_LOGIN_PER_ACCOUNT_IP,
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      buddyFindPerMember: e.RATE_LIMIT_BUDDY_FIND_PER_MEMBER,
      calendarFeedPerToken: e.RATE_LIMIT_CALENDAR_FEED_PER_TOKEN,
      accountSecurityPerMember: e.RATE_LIMIT_ACCOUNT_SECURITY_PER_MEMBER,
      tfaPerAccount: e.RATE_LIMIT_TFA_PER_ACCOUNT,
      tfaWindowSeconds: e.RATE_LIMIT_TFA_WINDOW_SECONDS,
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
    tilesUrl: e.TILES_URL || null,
    shutdown: { graceMs: e.SHUTDOWN_GRACE_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    metricsToken: e.METRICS_TOKEN ?? null,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : null,
    twoFactorKey: e.TWO_FACTOR_KEY ?? null,
    calendarFeedKey: e.CALENDAR_FEED_KEY ?? null,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? null,
    integrations: {
      apiCallsPerToken: e.RATE_LIMIT_API_PER_TOKEN,
      allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? false,
    },
  };
  return { ...config, ...overrides };
}

/**
 * What an operator must hear at start: settings whose embedded default is wrong once the portal is a real
 * deployment (a PostgreSQL database is the sign of one).
 */
export function configWarnings(env: NodeJS.ProcessEnv, config: Config): string[] {
  if (config.database.driver !== 'postgres') return [];
  const warnings: string[] = [];
  if (!env.PUBLIC_ORIGIN) {
    warnings.push(
      `PUBLIC_ORIGIN is not set: e-mailed links, the map and the Origin check use ${config.publicOrigin}; set it to the address members use`,
    );
  }
  if (!env.DEVICE_COOKIE_SECRET) {
    warnings.push(
      'DEVICE_COOKIE_SECRET is not set: each instance signs device cookies with its own secret under DATA_DIR; set one shared secret',
    );
  }
  if (config.integrations?.allowPrivateTargets) {
    warnings.push(
      "WEBHOOK_ALLOW_PRIVATE_TARGETS is true: webhooks may reach this network's private addresses; unset it in production",
    );
  }
  return warnings;
}
