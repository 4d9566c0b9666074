import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from './config';
import { DATABASE_POOL_MAX_DEFAULT } from './config-schema';

const trustProxyOf = (TRUST_PROXY?: string) => loadConfig({ TRUST_PROXY }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off when unset, empty, false or zero hops', () => {
    for (const value of [undefined, '', 'false', '0']) expect(trustProxyOf(value), value).toBe(false);
  });

  it('trusts any peer only when asked to with true', () => {
    expect(trustProxyOf('true')).toBe(true);
  });

  it('reads a hop count as "trust this many proxies in front of the API"', () => {
    const trust = trustProxyOf('2');
    if (typeof trust !== 'function') throw new Error('expected a hop function');
    expect([0, 1, 2].map((hop) => trust('203.0.113.1', hop))).toEqual([true, true, false]);
  });

  it('reads a comma-separated list of addresses, CIDR ranges and range names', () => {
    expect(trustProxyOf(' 127.0.0.1 , 10.0.0.0/8,::1, fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else at boot rather than trusting the wrong peer', () => {
    for (const value of [
      'yes',
      '1.2.3',
      '10.0.0.0/33',
      '::1/129',
      '127.0.0.1,',
      'nginx',
      '-1',
      '10.0.0.0/8/1',
    ]) {
      expect(() => trustProxyOf(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('credential rate limits', () => {
  it('defaults to 10 per account and address, 300 per address, 100 per account, per minute', () => {
    expect(loadConfig({}).rateLimit).toEqual({
      loginPerAccountAndIp: 10,
      loginPerIp: 300,
      loginPerAccount: 100,
      windowSeconds: 60,
      buddyFindPerMember: 20,
      calendarFeedPerToken: 30,
      accountSecurityPerMember: 10,
      tfaPerAccount: 10,
      tfaWindowSeconds: 900,
    });
  });

  it('reads each limit from its variable', () => {
    const env = {
      RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '5',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '200',
      RATE_LIMIT_WINDOW_SECONDS: '300',
      RATE_LIMIT_BUDDY_FIND_PER_MEMBER: '7',
      RATE_LIMIT_CALENDAR_FEED_PER_TOKEN: '9',
      RATE_LIMIT_ACCOUNT_SECURITY_PER_MEMBER: '4',
      RATE_LIMIT_TFA_PER_ACCOUNT: '6',
      RATE_LIMIT_TFA_WINDOW_SECONDS: '1800',
    };
    expect(loadConfig(env).rateLimit).toEqual({
      loginPerAccountAndIp: 5,
      loginPerIp: 1000,
      loginPerAccount: 200,
      windowSeconds: 300,
      buddyFindPerMember: 7,
      calendarFeedPerToken: 9,
      accountSecurityPerMember: 4,
      tfaPerAccount: 6,
      tfaWindowSeconds: 1800,
    });
  });
});

describe('Stripe', () => {
  it('is off (the sandbox) without STRIPE_SECRET_KEY, also when it is empty', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }).stripe).toBeNull();
  });

  it('reads the keys, the webhook secret and a local API base', () => {
    const env = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    };
    expect(loadConfig(env).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 },
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' }).stripe).toEqual({
      secretKey: 'sk_live_x',
      publishableKey: null,
      webhookSecret: null,
      apiBase: null,
    });
  });

  it('refuses a key of the wrong kind or size, and a base that is not a URL', () => {
    for (const env of [
      { STRIPE_SECRET_KEY: 'pk_test_abc' },
      { STRIPE_SECRET_KEY: `sk_test_${'a'.repeat(300)}` },
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' },
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' },
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: 'localhost:12111' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env).slice(0, 80)).toThrow();
    }
  });
});

describe('DATABASE_POOL_MAX', () => {
  const url = 'postgres://u@127.0.0.1:5432/fairway';
  it('is 20 connections unless set, and only applies to PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
      driver: 'postgres',
      url,
      poolMax: DATABASE_POOL_MAX_DEFAULT,
    });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: '8' }).database).toMatchObject({ poolMax: 8 });
    expect(loadConfig({ DATABASE_POOL_MAX: '8' }).database).toMatchObject({ driver: 'pglite' });
  });

  it('refuses a size that is not a whole number from 1 to 200 at boot', () => {
    for (const bad of ['0', '-1', '201', '2.5', 'many'])
      expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: bad }), bad).toThrow();
  });
});

describe('operations settings', () => {
  const url = 'postgres://u@127.0.0.1:6432/fairway';
  const direct = 'postgres://u@127.0.0.1:5432/fairway';
  it('DATABASE_DIRECT_URL marks DATABASE_URL as pooled: named prepared statements off unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: url, DATABASE_DIRECT_URL: direct }).database).toEqual({
      driver: 'postgres',
      url,
      poolMax: DATABASE_POOL_MAX_DEFAULT,
      directUrl: direct,
      namedPrepares: false,
    });
    expect(
      loadConfig({ DATABASE_URL: url, DATABASE_DIRECT_URL: direct, DATABASE_NAMED_PREPARES: 'true' })
        .database,
    ).not.toHaveProperty('namedPrepares');
    expect(loadConfig({ DATABASE_URL: url, DATABASE_NAMED_PREPARES: 'false' }).database).toMatchObject({
      namedPrepares: false,
    });
  });

  it('drains for 2 s within 20 s by default, and refuses bounds out of range', () => {
    expect(loadConfig({}).shutdown).toEqual({ graceMs: 2_000, timeoutMs: 20_000 });
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0', SHUTDOWN_TIMEOUT_MS: '5000' }).shutdown).toEqual({
      graceMs: 0,
      timeoutMs: 5_000,
    });
    for (const env of [
      { SHUTDOWN_GRACE_MS: '-1' },
      { SHUTDOWN_TIMEOUT_MS: '10' },
      { SHUTDOWN_GRACE_MS: 'soon' },
    ])
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow();
  });

  it('METRICS_TOKEN is unset by default and must be at least 16 characters', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow();
  });

  it('traces only with OTEL_EXPORTER_OTLP_ENDPOINT, as fairway-api unless OTEL_SERVICE_NAME says otherwise', () => {
    expect(loadConfig({}).tracing).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'fairway-api',
    });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'api-eu' })
        .tracing?.serviceName,
    ).toBe('api-eu');
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow();
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is always set: the configured origin, else http://localhost:$PORT', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3100' }).publicOrigin).toBe('http://localhost:3100');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Club.Example:443/ignored/path' }).publicOrigin).toBe(
      'https://club.example',
    );
  });

  it('refuses anything but an http(s) URL at boot', () => {
    for (const value of ['club.example', 'ftp://club.example', 'javascript:alert(1)']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: value }), value).toThrow();
    }
  });
});

describe('configWarnings', () => {
  const postgres = { DATABASE_URL: 'postgres://db.example/fairway' };

  it('says at start that a PostgreSQL deployment lacks PUBLIC_ORIGIN or DEVICE_COOKIE_SECRET', () => {
    const warnings = configWarnings(postgres, loadConfig(postgres));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^PUBLIC_ORIGIN is not set/);
    expect(warnings[1]).toMatch(/^DEVICE_COOKIE_SECRET is not set/);
  });

  it('is quiet once both are set, and in the embedded mode', () => {
    const env = { ...postgres, PUBLIC_ORIGIN: 'https://club.example', DEVICE_COOKIE_SECRET: 'x'.repeat(32) };
    expect(configWarnings(env, loadConfig(env))).toEqual([]);
    expect(configWarnings({}, loadConfig({}))).toEqual([]);
  });
});

describe('TILES_URL', () => {
  it('is read through the schema: a tile template, else the embedded base map', () => {
    expect(loadConfig({}).tilesUrl).toBeNull();
    const url = 'https://tiles.example/v1/{z}/{x}/{y}.pbf';
    expect(loadConfig({ TILES_URL: url }).tilesUrl).toBe(url);
  });

  it('refuses an address that is not an http(s) tile template', () => {
    for (const bad of [
      'ftp://tiles.example/{z}/{x}/{y}.pbf',
      'https://tiles.example/tiles.pbf',
      'x'.repeat(501),
    ])
      expect(() => loadConfig({ TILES_URL: bad }), bad).toThrow(/TILES_URL/);
  });
});
