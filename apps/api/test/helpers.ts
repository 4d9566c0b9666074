import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createHub, HUB_PATH } from '../src/realtime/hub';
import { createTestDatabase, type TestDatabase } from './database';
import { databaseUrl } from './global-setup';

export { createTestDatabase };

import { members } from '../src/db/schema';
import type { Written } from '../src/modules/notifications';
import type { PaymentGateway } from '../src/modules/payments/gateway';
import { alwaysSecureCookies } from '../src/plugins/session';
import { createSession } from '../src/plugins/session-repository';

/** Tests never write e-mail into the repository's data/: each config gets its own temporary outbox. */
/**
 * This test file's live-hub channel in Redis: its instances hear each other, and never another file's
 * running at the same time (the demo members' ids are the same in every seeded database).
 */
const HUB_CHANNEL = `socket.io-test-${randomUUID()}`;
/**
 * This test file's prefix for every other name in Redis (broadcast channels, rate-limit counters): a write
 * in another file running at once must not empty this file's caches, nor its hits count here.
 */
const REDIS_PREFIX = `t${randomUUID().replaceAll('-', '')}_`;

export function testConfig(overrides: Partial<Config> = {}): Config {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-outbox-'));
  // The scheduler is off unless a test turns it on (config.jobs): tests drive jobs directly and stay fast.
  // WEBHOOK_ALLOW_PRIVATE_TARGETS passes through: a run with it set may post webhooks to a local receiver.
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      JOBS_ENABLED: 'false',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    },
    { outboxDir, hubChannel: HUB_CHANNEL, redisPrefix: REDIS_PREFIX, ...overrides },
  );
}

export type TestContext = { app: FastifyInstance; database: TestDatabase; now: Date };

/**
 * One app and one seeded database per test file. Use inside a describe block:
 * `const ctx = useTestApp();` then `ctx.app.inject(...)` in tests. `config` may be a function, read when
 * the app is built (after the block's earlier beforeAll hooks); with `logLines`, the app logs at info into
 * that array instead of not at all.
 */
export function useTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Config> | (() => Partial<Config>);
    paymentGateway?: PaymentGateway;
    logLines?: string[];
  } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    const database = await createTestDatabase({ seeded: options.seed !== false });
    ctx.database = database;
    ctx.now = database.seededAt ?? new Date();
    ctx.app = await buildApp({
      config: testConfig(typeof options.config === 'function' ? options.config() : options.config),
      database: ctx.database,
      logger: options.logLines ? { level: 'info', stream: logCapture(options.logLines) } : false,
      paymentGateway: options.paymentGateway,
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

/**
 * Two API instances on one seeded database, each with its in-memory caches, for a describe block that
 * runs only where they can keep those caches in step: through Redis when `redisUrl` is set, else through
 * PostgreSQL LISTEN/NOTIFY on the test database itself (TEST_DB=postgres).
 */
export function useTwoInstances(
  redisUrl: string | null,
  overrides: Partial<Pick<Config, 'readCacheMs'>> = {},
): {
  apps: FastifyInstance[];
  database: TestDatabase;
} {
  const ctx = { apps: [] as FastifyInstance[] } as { apps: FastifyInstance[]; database: TestDatabase };
  beforeAll(async () => {
    ctx.database = await createTestDatabase({ seeded: true });
    const database = ctx.database;
    const config = testConfig({
      ...overrides,
      ...(redisUrl
        ? { redisUrl }
        : {
            redisUrl: null,
            database: {
              driver: 'postgres',
              url: databaseUrl(process.env.TEST_DATABASE_URL ?? '', database.name),
            },
          }),
    });
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      ctx.apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of ctx.apps) await app.close();
    await ctx.database?.close();
  });
  return ctx;
}

/**
 * A socket.io client of the live hub at `url` (over WebSocket unless `transport` says otherwise, never
 * reconnecting), added to `sockets` for the file to disconnect; `connected` waits for its handshake.
 */
export function hubClient(
  url: string,
  sockets: Socket[],
  options: { headers?: Record<string, string>; transport?: 'websocket' | 'polling' } = {},
): Socket {
  const socket = connect(url, {
    path: HUB_PATH,
    transports: [options.transport ?? 'websocket'],
    reconnection: false,
    ...(options.headers ? { extraHeaders: options.headers } : {}),
  });
  sockets.push(socket);
  return socket;
}

/** Resolves once the socket is connected; rejects with its connect_error. */
export async function connected(socket: Socket): Promise<Socket> {
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

/**
 * The live hub of the file's app, for a describe block after `useTestApp()`: `started()` makes the app
 * listen on a free port with its hub (once) and returns its address, `open(cookie)` a connected socket
 * with that cookie; after the block every socket is disconnected and the hub closed.
 */
export function useLiveHub(ctx: TestContext): {
  sockets: Socket[];
  started: () => Promise<string>;
  open: (cookie: string) => Promise<Socket>;
} {
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await ctx.app.hub?.close();
  });
  let url = '';
  const started = async () => {
    if (!ctx.app.hub) {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      ctx.app.hub = await createHub(ctx.app);
      url = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
    }
    return url;
  };
  const open = async (cookie: string) =>
    connected(hubClient(await started(), sockets, { headers: { cookie } }));
  return { sockets, started, open };
}

/** The notifications the app publishes while `fn` runs. */
export async function notificationsDuring(
  app: FastifyInstance,
  fn: () => Promise<unknown>,
): Promise<Written[]> {
  const seen: Written[] = [];
  const listen = (w: Written) => seen.push(w);
  app.notifier.listeners.push(listen);
  try {
    await fn();
  } finally {
    app.notifier.listeners.splice(app.notifier.listeners.indexOf(listen), 1);
  }
  return seen;
}

/** Logs in through the API and returns the Cookie header value for later calls. */
export async function login(app: FastifyInstance, email: string, password = 'Fairway2026!'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name.endsWith('fairway_session'));
  if (!cookie) throw new Error('login set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** A session cookie for a seeded member without going through the login route (fast, no argon2). */
export async function sessionCookieFor(ctx: TestContext, email: string): Promise<string> {
  const [member] = await ctx.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, email));
  if (!member) throw new Error(`no member ${email}`);
  const { token } = await createSession(ctx.database.db, {
    memberId: member.id,
    policy: { idleMinutes: 60, absoluteHours: 24 },
  });
  // With an https PUBLIC_ORIGIN the session cookie is always `__Host-` (plugins/session.ts).
  return `${alwaysSecureCookies(ctx.app.config) ? '__Host-fairway_session' : 'fairway_session'}=${token}`;
}

/** A pino destination that keeps every line written to it in `lines`, for tests that read the log. */
export function logCapture(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}
