import { describe, expect, it } from 'vitest';
import { type CounterStore, fallbackCounterStore, memoryCounterStore } from './counter-store';
import { takeLimits } from './rate-limit';

describe('memoryCounterStore', () => {
  it('counts hits per key in a fixed window, and takes a hit back', async () => {
    let now = 1_000;
    const store = memoryCounterStore(() => now);
    await store.hit('a', 60_000);
    const second = await store.hit('a', 60_000);
    expect(second).toMatchObject({ count: 2, ttlMs: 60_000 });
    expect((await store.hit('b', 60_000)).count).toBe(1);
    await second.undo();
    now += 30_000;
    expect(await store.hit('a', 60_000)).toMatchObject({ count: 2, ttlMs: 30_000 });
    now += 30_000;
    expect((await store.hit('a', 60_000)).count).toBe(1);
  });

  it('does not let the undo of an ended window touch the next one', async () => {
    let now = 0;
    const store = memoryCounterStore(() => now);
    const old = await store.hit('a', 1_000);
    now = 2_000;
    await store.hit('a', 1_000);
    await old.undo();
    expect((await store.hit('a', 1_000)).count).toBe(2);
  });
});

describe('takeLimits', () => {
  it('refuses at the first limit over its ceiling and leaves every counter as it was', async () => {
    const store = memoryCounterStore();
    const limits = [
      { key: 'narrow', max: 2 },
      { key: 'wide', max: 100 },
    ];
    expect((await takeLimits(store, limits, 60_000)).refused).toBeNull();
    expect((await takeLimits(store, limits, 60_000)).refused).toBeNull();
    for (let i = 0; i < 5; i++) {
      const { refused } = await takeLimits(store, limits, 60_000);
      expect(refused?.limit.key).toBe('narrow');
    }
    // The refused attempts consumed nothing: the wide counter holds the two that were let through.
    expect((await store.hit('wide', 60_000)).count).toBe(3);
    expect((await store.hit('narrow', 60_000)).count).toBe(3);
  });
});

describe('fallbackCounterStore', () => {
  const failing = () => {
    const state = { down: false };
    const real = memoryCounterStore();
    const primary: CounterStore = {
      hit: async (key, windowMs) => {
        if (state.down) throw new Error('The client is offline');
        return real.hit(key, windowMs);
      },
      close: async () => {},
    };
    return { state, primary };
  };
  const recorder = () => {
    const lines: string[] = [];
    return { lines, log: { warn: (..._: unknown[]) => lines.push('warn'), info: () => lines.push('info') } };
  };

  it('counts in memory while the primary fails, saying so once, and once again when it is back', async () => {
    const { state, primary } = failing();
    const { lines, log } = recorder();
    const store = fallbackCounterStore(primary, memoryCounterStore(), log);
    expect((await store.hit('k', 60_000)).count).toBe(1);
    state.down = true;
    const counts: number[] = [];
    for (let i = 0; i < 30; i++) counts.push((await store.hit('k', 60_000)).count);
    expect(counts).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(lines).toEqual(['warn']);
    state.down = false;
    expect((await store.hit('k', 60_000)).count).toBe(2);
    await store.hit('k', 60_000);
    expect(lines).toEqual(['warn', 'info']);
  });
});
