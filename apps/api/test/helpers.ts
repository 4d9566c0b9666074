import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './database';

export { createTestDatabase };

import { members } from '../src/db/schema';
import type { PaymentGateway } from '../src/modules/payments/gateway';
import { createSession } from '../src/plugins/session-repository';

/** Tests never write e-mail into the repository's data/: each config gets its own temporary outbox. */
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
    { outboxDir, ...overrides },
  );
}

export type TestContext = { app: FastifyInstance; database: TestDatabase; now: Date };

/**
 * One app and one seeded database per test file. Use inside a describe block:
 * `const ctx = useTestApp();` then `ctx.app.inject(...)` in tests.
 */
export function useTestApp(
  options: { seed?: boolean; config?: Partial<Config>; paymentGateway?: PaymentGateway } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    const database = await createTestDatabase({ seeded: options.seed !== false });
    ctx.database = database;
    ctx.now = database.seededAt ?? new Date();
    ctx.app = await buildApp({
      config: testConfig(options.config),
      database: ctx.database,
      logger: false,
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
  return `fairway_session=${token}`;
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
