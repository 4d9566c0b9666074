import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { KeptReads, READ_AHEAD_AFTER } from './kept-reads';

/** The read cache's side of the rule: its generation, when it last moved, its lifetime. */
function reads(ttlMs = 1_000) {
  return { generation: 0, changedAt: 0, ttlMs };
}

const primary = {} as Db;
const replica = {} as Db;

describe('KeptReads: what the search keeps while nothing is written', () => {
  it('answers what was kept until a write moves the generation, then reads again', () => {
    const r = reads();
    const kept = new KeptReads<string>(r, primary, 5_000);
    const read = kept.begin();
    kept.keep(primary, read, [['15101:2026-12-20', 'places']]);
    expect(kept.get(primary, '15101:2026-12-20', read.startedAt)).toBe('places');
    expect(kept.get(primary, '15102:2026-12-20', read.startedAt)).toBeUndefined();
    r.generation++;
    expect(kept.get(primary, '15101:2026-12-20', read.startedAt)).toBeUndefined();
    expect(kept.size(primary)).toBe(0);
  });

  it('keeps nothing read while a write came between the read and its keeping', () => {
    const r = reads();
    const kept = new KeptReads<string>(r, primary, 0);
    const read = kept.begin();
    r.generation++;
    kept.keep(primary, read, [['a', 'stale']]);
    expect(kept.get(primary, 'a', read.startedAt)).toBeUndefined();
  });

  it('answers for at most the read cache’s lifetime, counted from when the read began', () => {
    const kept = new KeptReads<string>(reads(1_000), primary, 0);
    const read = kept.begin();
    kept.keep(primary, read, [['a', 'x']]);
    expect(kept.get(primary, 'a', read.startedAt + 999)).toBe('x');
    expect(kept.get(primary, 'a', read.startedAt + 1_000)).toBeUndefined();
  });

  it('asks for a read ahead past half an entry’s life, once, and the new read restarts its life', async () => {
    const kept = new KeptReads<string>(reads(1_000), primary, 0);
    const read = kept.begin();
    kept.keep(primary, read, [['a', 'old']]);
    const half = read.startedAt + 1_000 * READ_AHEAD_AFTER;
    expect(kept.due(primary, 'a', half - 1)).toBe(false);
    expect(kept.due(primary, 'a', half)).toBe(true);
    expect(kept.due(primary, 'b', half)).toBe(false);
    // The read ahead on its way: not asked again, and the kept entry still serves until its end.
    let land: (v: Map<string, string>) => void = () => {};
    const reading = new Promise<Map<string, string>>((resolve) => {
      land = resolve;
    });
    const ahead = { generation: read.generation, startedAt: half };
    kept.share(primary, ['a'], reading);
    expect(kept.due(primary, 'a', half + 1)).toBe(false);
    expect(kept.get(primary, 'a', read.startedAt + 999)).toBe('old');
    land(new Map([['a', 'new']]));
    kept.keep(primary, ahead, await reading);
    expect(kept.get(primary, 'a', read.startedAt + 1_000)).toBe('new');
    expect(kept.due(primary, 'a', half + 1)).toBe(false);
  });

  it('reads ahead without waiting: the kept entry serves meanwhile, the read’s values are kept when it lands', async () => {
    const kept = new KeptReads<string>(reads(1_000), primary, 0);
    const read = kept.begin();
    kept.keep(primary, read, [['a', 'old']]);
    let land: (v: Map<string, string>) => void = () => {};
    const reading = new Promise<Map<string, string>>((resolve) => {
      land = resolve;
    });
    kept.readAhead(primary, ['a'], () => reading);
    expect(kept.get(primary, 'a')).toBe('old');
    expect(kept.pending(primary, 'a')).toBeDefined();
    land(new Map([['a', 'new']]));
    expect(await kept.pending(primary, 'a')).toBe('new');
    await reading;
    expect(kept.get(primary, 'a')).toBe('new');
  });

  it('never asks for a read ahead with the read cache off', () => {
    const kept = new KeptReads<string>(reads(0), primary, 0);
    expect(kept.due(primary, 'a', Date.now() + 10_000)).toBe(false);
  });

  it('keeps nothing with the read cache off (READ_CACHE_MS=0)', () => {
    const kept = new KeptReads<string>(reads(0), primary, 0);
    expect(kept.enabled).toBe(false);
    const read = kept.begin();
    kept.keep(primary, read, [['a', 'x']]);
    expect(kept.get(primary, 'a', read.startedAt)).toBeUndefined();
  });

  it('keeps a replica’s read only when it began the replica’s lag after the last write was learnt', () => {
    const r = reads(60_000);
    const kept = new KeptReads<string>(r, primary, 5_000);
    r.changedAt = Date.now();
    const early = kept.begin();
    kept.keep(replica, early, [['a', 'maybe before the write']]);
    expect(kept.get(replica, 'a', early.startedAt)).toBeUndefined();
    // The primary's read of the same moment is kept: it has every committed write.
    kept.keep(primary, early, [['a', 'after the write']]);
    expect(kept.get(primary, 'a', early.startedAt)).toBe('after the write');
    const late = { generation: r.generation, startedAt: r.changedAt + 5_000 };
    kept.keep(replica, late, [['a', 'replayed']]);
    expect(kept.get(replica, 'a', late.startedAt)).toBe('replayed');
  });

  it('holds at most its bound, the least recently used going first', () => {
    const kept = new KeptReads<number>(reads(60_000), primary, 0, 3);
    const read = kept.begin();
    kept.keep(primary, read, [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(kept.get(primary, 'a', read.startedAt)).toBe(1);
    kept.keep(primary, read, [['d', 4]]);
    expect(kept.size(primary)).toBe(3);
    expect(kept.get(primary, 'b', read.startedAt)).toBeUndefined();
    expect([kept.get(primary, 'a', read.startedAt), kept.get(primary, 'c', read.startedAt)]).toEqual([1, 3]);
    expect(kept.get(primary, 'd', read.startedAt)).toBe(4);
  });

  it('shares a read on its way with the searches that need it, at its generation only', async () => {
    const r = reads();
    const kept = new KeptReads<string>(r, primary, 0);
    let land: (values: Map<string, string>) => void = () => {};
    kept.share(primary, ['a', 'b'], new Promise((resolve) => (land = resolve)));
    const a = kept.pending(primary, 'a');
    expect(kept.pending(primary, 'c')).toBeUndefined();
    land(new Map([['a', 'read once']]));
    expect(await a).toBe('read once');
    expect(await kept.pending(primary, 'b')).toBeUndefined();
    // Landed: nothing is on its way any more.
    expect(kept.pending(primary, 'a')).toBeUndefined();
    // A read begun before a write is not waited for after it.
    kept.share(primary, ['a'], new Promise(() => {}));
    r.generation++;
    expect(kept.pending(primary, 'a')).toBeUndefined();
  });

  it('lets the searches waiting on a failed read read for themselves', async () => {
    const kept = new KeptReads<string>(reads(), primary, 0);
    kept.share(primary, ['a'], Promise.reject(new Error('connection lost')));
    expect(await kept.pending(primary, 'a')).toBeUndefined();
  });
});
