import { randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { fallbackCounterStore, memoryCounterStore } from '../src/plugins/limits/counter-store';
import { connectRedisCounterStore } from '../src/plugins/limits/redis-counter-store';
import { createTestDatabase, logCapture, testConfig } from './helpers';
import { redisProxy } from './redis-proxy';

/** Issue 19 §3: while Redis is away the login limits hold per instance instead of letting every guess in. */

const DEGRADED = 'Redis unreachable: rate limits count per instance until it is back';
const RECOVERED = 'rate limits shared through Redis again';
const messagesOf = (lines: string[]) => lines.map((line) => JSON.parse(line).msg as string);

describe('the rate-limit counters with an unreachable Redis', () => {
  it('start at once and count in memory, saying so once', async () => {
    const lines: string[] = [];
    const { log } = Fastify({ logger: { level: 'info', stream: logCapture(lines) } });
    const redis = await connectRedisCounterStore('redis://127.0.0.1:1', log);
    const store = fallbackCounterStore(redis, memoryCounterStore(), log);
    const counts: number[] = [];
    for (let i = 0; i < 30; i++) counts.push((await store.hit('login|someone', 60_000)).count);
    expect(counts).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(messagesOf(lines).filter((m) => m === DEGRADED)).toHaveLength(1);
    await store.close();
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('the login limits when Redis goes away', () => {
  let database: Database;
  let proxy: Awaited<ReturnType<typeof redisProxy>>;
  let app: FastifyInstance;
  const lines: string[] = [];
  // Counters outlive a run in Redis: a fresh address per run keeps runs apart.
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const attempt = (password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'member@example.com', password },
      remoteAddress: address,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await redisProxy(new URL(redisUrl ?? ''));
    app = await buildApp({
      config: testConfig({ redisUrl: proxy.url }),
      database,
      logger: { level: 'info', stream: logCapture(lines) },
    });
    await app.ready();
  });

  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await proxy?.close();
    await database?.close();
  });

  it('still refuses the 11th of 30 wrong passwords, logs the fallback once, and the return once', async () => {
    proxy.cut();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt(`wrong-${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(messagesOf(lines).filter((m) => m === DEGRADED)).toHaveLength(1);

    proxy.restore();
    // node-redis reconnects on its own schedule: the first attempt it serves again logs the return.
    await vi.waitFor(
      async () => {
        await attempt('wrong-again');
        expect(messagesOf(lines)).toContain(RECOVERED);
      },
      { timeout: 15_000, interval: 250 },
    );
    expect(messagesOf(lines).filter((m) => m === RECOVERED)).toHaveLength(1);
    expect(messagesOf(lines).filter((m) => m === DEGRADED)).toHaveLength(1);
  });
});
