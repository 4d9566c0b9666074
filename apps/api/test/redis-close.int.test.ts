import net from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { closeRedisClient, redisClient } from '../src/lib/redis';

const redisUrl = process.env.REDIS_URL;

/**
 * A TCP proxy in front of the real Redis that can go silent: connections stay open, nothing passes. A
 * client behind it looks ready and never hears back, as after some outages.
 */
async function silentableProxy(target: URL) {
  let silent = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) s.on('error', () => {});
    client.on('data', (chunk) => {
      if (!silent) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!silent) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    silence: () => {
      silent = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.emit('close');
      }),
  };
}

describe.runIf(redisUrl)('closing a Redis client', () => {
  it('gives up on a QUIT that is never answered and drops the connection (a shutdown never hangs on Redis)', async () => {
    const proxy = await silentableProxy(new URL(redisUrl ?? ''));
    const client = redisClient(proxy.url, 'test', pino({ level: 'silent' }));
    await client.connect();
    expect(await client.ping()).toBe('PONG');
    proxy.silence();
    expect(client.isReady).toBe(true);
    await closeRedisClient(client, 100);
    expect(client.isOpen).toBe(false);
    await proxy.close();
  });
});
