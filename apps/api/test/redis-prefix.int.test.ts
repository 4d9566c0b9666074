import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { connectBroadcast } from '../src/lib/broadcast';
import { testConfig } from './helpers';

const redisUrl = process.env.REDIS_URL ?? null;
const log = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never;

/** REDIS_PREFIX: installs (and test files) sharing one Redis hear only their own broadcasts. */
describe.runIf(redisUrl)('REDIS_PREFIX on a real Redis', () => {
  it("keeps one prefix's broadcasts from another's, and delivers them within the same prefix", async () => {
    const [ours, theirs] = [`t${randomUUID().slice(0, 8)}_`, `t${randomUUID().slice(0, 8)}_`];
    const heard = { ours: [] as string[], theirs: [] as string[] };
    const open = (prefix: string, into: string[]) =>
      connectBroadcast(
        testConfig({ redisUrl, redisPrefix: prefix }),
        'fairway_reads',
        { message: (m) => into.push(m), all: () => {} },
        log,
      );
    const a = await open(ours, heard.ours);
    const b = await open(theirs, heard.theirs);
    const sender = await open(ours, []);
    try {
      expect(a.kind).toBe('redis');
      await sender.publish('s:one');
      await b.publish('s:two');
      await vi.waitFor(() => expect(heard.ours).toEqual(['s:one']), { timeout: 10_000 });
      await vi.waitFor(() => expect(heard.theirs).toEqual(['s:two']), { timeout: 10_000 });
      // A third message on our prefix arrives after theirs was sent: theirs would have arrived by then.
      await sender.publish('s:three');
      await vi.waitFor(() => expect(heard.ours).toEqual(['s:one', 's:three']), { timeout: 10_000 });
      expect(heard.theirs).toEqual(['s:two']);
    } finally {
      await Promise.all([a.close(), b.close(), sender.close()]);
    }
  });
});

describe('REDIS_PREFIX in the configuration', () => {
  it('refuses a prefix with other characters, and defaults to none', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: 'Bad-Prefix' })).toThrow();
    expect(loadConfig({ NODE_ENV: 'test' }).redisPrefix).toBe('');
    expect(loadConfig({ NODE_ENV: 'test', REDIS_PREFIX: 'club_a_' }).redisPrefix).toBe('club_a_');
  });
});
