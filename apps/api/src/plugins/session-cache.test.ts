import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { SessionRecord } from './session-repository';

const policy = { idleMinutes: 60, absoluteHours: 24 };
const T0 = Date.parse('2026-06-01T10:00:00Z');
const record = (id: string, memberId: string, over: Partial<SessionRecord> = {}): SessionRecord => ({
  id,
  memberId,
  impersonatorId: null,
  lastSeenAt: new Date(T0),
  expiresAt: new Date(T0 + 3_600_000 * 24),
  isAdmin: false,
  staffClubId: null,
  ...over,
});

describe('SessionCache', () => {
  it('serves a copy only while it is younger than its time to live', () => {
    const cache = new SessionCache(5_000);
    cache.set(record('a', 'm1'), T0);
    expect(cache.get('a', policy, T0 + 4_999)?.memberId).toBe('m1');
    expect(cache.get('a', policy, T0 + 5_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves a session past its absolute expiry or idle past the timeout, however fresh the copy', () => {
    const cache = new SessionCache(60_000);
    cache.set(record('expiring', 'm1', { expiresAt: new Date(T0 + 1_000) }), T0);
    expect(cache.get('expiring', policy, T0 + 1_000)).toBeUndefined();
    cache.set(record('idle', 'm1', { lastSeenAt: new Date(T0 - 60 * 60_000 + 500) }), T0);
    expect(cache.get('idle', policy, T0 + 500)).toBeUndefined();
  });

  it('lets requests that miss together share one lookup, and keeps its answer', async () => {
    const cache = new SessionCache(5_000);
    let lookups = 0;
    let answer: (value: SessionRecord | null) => void = () => {};
    const read = () => {
      lookups++;
      return new Promise<SessionRecord | null>((resolve) => {
        answer = resolve;
      });
    };
    const together = [cache.lookUp('a', read, T0), cache.lookUp('a', read, T0)];
    answer(record('a', 'm1'));
    const [first, second] = await Promise.all(together);
    expect(lookups).toBe(1);
    expect(second).toBe(first);
    expect(cache.get('a', policy, T0 + 1)?.memberId).toBe('m1');
  });

  it('neither shares nor keeps a lookup that began before a session was dropped', async () => {
    const cache = new SessionCache(5_000);
    const answers: ((value: SessionRecord | null) => void)[] = [];
    const read = () => new Promise<SessionRecord | null>((resolve) => answers.push(resolve));
    const before = cache.lookUp('a', read, T0);
    cache.receive('s:a');
    const after = cache.lookUp('a', read, T0);
    expect(answers).toHaveLength(2);
    answers[0]?.(record('a', 'm1'));
    answers[1]?.(null);
    expect((await before)?.memberId).toBe('m1');
    expect(await after).toBeNull();
    expect(cache.get('a', policy, T0 + 1)).toBeUndefined();
  });

  it('keeps no failed lookup: the next request asks again', async () => {
    const cache = new SessionCache(5_000);
    await expect(cache.lookUp('a', () => Promise.reject(new Error('database gone')), T0)).rejects.toThrow(
      'database gone',
    );
    expect((await cache.lookUp('a', async () => record('a', 'm1'), T0))?.memberId).toBe('m1');
  });

  it('lets requests that find a touch due while one is on its way wait for it', async () => {
    const cache = new SessionCache(5_000);
    let writes = 0;
    let done: () => void = () => {};
    const write = () => {
      writes++;
      return new Promise<void>((resolve) => {
        done = resolve;
      });
    };
    const together = [cache.touch('a', write), cache.touch('a', write)];
    done();
    await Promise.all(together);
    expect(writes).toBe(1);
    const next = cache.touch('a', write);
    done();
    await next;
    expect(writes).toBe(2);
    await expect(cache.touch('b', () => Promise.reject(new Error('database gone')))).rejects.toThrow('gone');
    await cache.touch('b', async () => writes++);
    expect(writes).toBe(3);
  });

  it('drops one session, or every session of a member, from a broadcast message', () => {
    const cache = new SessionCache(5_000);
    for (const [id, member] of [
      ['a', 'm1'],
      ['b', 'm1'],
      ['c', 'm2'],
    ] as const)
      cache.set(record(id, member), T0);
    cache.receive('s:c');
    expect(cache.get('c', policy, T0)).toBeUndefined();
    cache.receive('m:m1');
    expect(cache.size).toBe(0);
    cache.receive('unknown message');
  });

  it('is off with a time to live of 0 and keeps at most its bound, oldest out first', () => {
    const off = new SessionCache(0);
    off.set(record('a', 'm1'), T0);
    expect(off.get('a', policy, T0)).toBeUndefined();
    const small = new SessionCache(5_000, 2);
    for (const id of ['a', 'b', 'c']) small.set(record(id, 'm1'), T0);
    expect(small.size).toBe(2);
    expect(small.get('a', policy, T0)).toBeUndefined();
    expect(small.get('c', policy, T0)).toBeDefined();
  });
});
