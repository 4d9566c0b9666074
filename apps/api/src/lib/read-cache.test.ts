import { describe, expect, it } from 'vitest';
import type { Broadcast } from './broadcast';
import { ReadCache } from './read-cache';

/** A broadcast whose publishes stay on their way until `deliver()`; records what was sent. */
function heldBroadcast() {
  const sent: string[] = [];
  const waiting: (() => void)[] = [];
  const broadcast: Broadcast = {
    kind: 'redis',
    publish: (message) =>
      new Promise<void>((resolve) => {
        sent.push(message);
        waiting.push(resolve);
      }),
    close: async () => {},
  };
  const deliver = async () => {
    for (const resolve of waiting.splice(0)) resolve();
    // Let the chained publishes start.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { broadcast, sent, deliver };
}

describe('ReadCache', () => {
  it('serves a kept answer until it is ttlMs old', () => {
    const cache = new ReadCache(1_000);
    cache.set('k', 'answer', cache.generation, 10_000);
    expect(cache.get('k', 10_999)).toBe('answer');
    expect(cache.get('k', 11_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets every answer when something is written', async () => {
    const cache = new ReadCache(1_000);
    cache.set('a', 1, cache.generation, 0);
    cache.set('b', 2, cache.generation, 0);
    await cache.written();
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('does not keep an answer whose read began before a write', async () => {
    const cache = new ReadCache(1_000);
    const before = cache.generation;
    await cache.written();
    cache.set('k', 'stale', before, 0);
    expect(cache.get('k', 1)).toBeUndefined();
    let reads = 0;
    const read = async () => {
      reads++;
      // A write lands while this read is on its way to the database.
      if (reads === 1) cache.invalidate();
      return `read ${reads}`;
    };
    expect(await cache.through('k', read, 0)).toBe('read 1');
    expect(await cache.through('k', read, 0)).toBe('read 2');
    expect(await cache.through('k', read, 0)).toBe('read 2');
  });

  it('lets callers that miss together share one read', async () => {
    const cache = new ReadCache(1_000);
    let reads = 0;
    let answer: (value: string) => void = () => {};
    const read = () => {
      reads++;
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    };
    const together = [cache.through('k', read, 0), cache.through('k', read, 0), cache.through('k', read, 0)];
    answer(`read ${reads}`);
    expect(await Promise.all(together)).toEqual(['read 1', 'read 1', 'read 1']);
    expect(reads).toBe(1);
    expect(await cache.through('k', read, 1)).toBe('read 1');
    expect(reads).toBe(1);
  });

  it('does not share a read that began before a write', async () => {
    const cache = new ReadCache(1_000);
    const answers: ((value: string) => void)[] = [];
    const read = () => new Promise<string>((resolve) => answers.push(resolve));
    const before = cache.through('k', read, 0);
    cache.invalidate();
    const after = cache.through('k', read, 0);
    expect(answers).toHaveLength(2);
    answers[1]?.('new');
    answers[0]?.('old');
    expect([await before, await after]).toEqual(['old', 'new']);
    expect(cache.get('k', 1)).toBe('new');
  });

  it('keeps no failed read: the callers sharing it get its error, the next caller reads again', async () => {
    const cache = new ReadCache(1_000);
    let reads = 0;
    const failing = async () => {
      reads++;
      throw new Error('database gone');
    };
    const shared = [cache.through('k', failing, 0), cache.through('k', failing, 0)];
    for (const caller of shared) await expect(caller).rejects.toThrow('database gone');
    expect(reads).toBe(1);
    expect(await cache.through('k', async () => 'back', 0)).toBe('back');
  });

  it('keeps nothing when turned off', async () => {
    const cache = new ReadCache(0);
    let reads = 0;
    const read = async () => ++reads;
    await cache.through('k', read);
    await cache.through('k', read);
    expect(reads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('drops the oldest answer when full', () => {
    const cache = new ReadCache(1_000, 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, key, cache.generation, 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 'b', 'c']);
  });

  it('ignores its own message and forgets everything on another instance’s', () => {
    const { broadcast, sent } = heldBroadcast();
    const cache = new ReadCache(1_000);
    cache.broadcast = broadcast;
    void cache.written();
    const own = sent[0]!;
    cache.set('k', 'v', cache.generation, 0);
    cache.receive(own);
    expect(cache.get('k', 1)).toBe('v');
    cache.receive('another-instance');
    expect(cache.get('k', 1)).toBeUndefined();
  });

  it('shares one message among writes that land while one is on its way, and sends it after', async () => {
    const { broadcast, sent, deliver } = heldBroadcast();
    const cache = new ReadCache(1_000);
    cache.broadcast = broadcast;
    const done: number[] = [];
    const first = cache.written().then(() => done.push(1));
    const second = cache.written().then(() => done.push(2));
    const third = cache.written().then(() => done.push(3));
    expect(sent).toHaveLength(1);
    await deliver();
    expect(done).toEqual([1]);
    // The second message left only after the first arrived, for the two writes that waited.
    expect(sent).toHaveLength(2);
    await deliver();
    await Promise.all([first, second, third]);
    expect(done.sort()).toEqual([1, 2, 3]);
    expect(sent).toHaveLength(2);
  });

  it('fails no write when the message cannot be sent', async () => {
    const cache = new ReadCache(1_000);
    cache.broadcast = {
      kind: 'postgres',
      publish: () => Promise.reject(new Error('link down')),
      close: async () => {},
    };
    await expect(cache.written()).resolves.toBeUndefined();
    await expect(cache.written()).resolves.toBeUndefined();
  });
});
