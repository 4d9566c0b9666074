import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  allocator,
  byKeyThenId,
  commitmentOf,
  type DrawEntry,
  drawKey,
  drawOrder,
  runDraw,
  weightOf,
} from './draw-algorithm';

/** Seed 00 01 … 1f; the vectors below were computed independently (Python hmac/hashlib). */
const SEED = Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString('hex');
const entry = (EntryId: string, Weight = 1, Players = 1, Preferences: string[] = ['07:00']): DrawEntry => ({
  EntryId,
  Weight,
  Players,
  Preferences,
});

describe('fairway-ballot-v1', () => {
  it('commits to the seed with hex SHA-256 of its bytes (not of its hex text)', () => {
    expect(commitmentOf(SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
  });

  it('keys each entry by −ln(u)/Weight from HMAC-SHA256(seed, EntryId UTF-8), first 6 bytes', () => {
    const seed = Buffer.from(SEED, 'hex');
    expect(drawKey(seed, 'a', 1)).toBeCloseTo(1.14573193753876, 12);
    expect(drawKey(seed, 'b', 1)).toBeCloseTo(0.5293605852113706, 12);
    expect(drawKey(seed, 'c', 2)).toBeCloseTo(0.14824610052212772, 12);
    expect(drawKey(seed, 'd', 4)).toBeCloseTo(0.051437688935631797, 12);
    // UTF-8, not UTF-16 or Latin-1: "é" is two bytes.
    expect(drawKey(seed, 'entry-é', 3)).toBeCloseTo(0.15118098212887776, 12);
  });

  it('orders by key ascending', () => {
    const entries = [entry('a'), entry('b'), entry('c', 2), entry('d', 4), entry('entry-é', 3)];
    expect(drawOrder(SEED, entries)).toEqual(['d', 'c', 'entry-é', 'b', 'a']);
    // The input order does not matter.
    expect(drawOrder(SEED, [...entries].reverse())).toEqual(['d', 'c', 'entry-é', 'b', 'a']);
  });

  it('breaks equal keys by EntryId, in code-unit order', () => {
    const keyed = [
      { id: 'b', key: 0.5 },
      { id: 'B', key: 0.5 },
      { id: 'a', key: 0.5 },
      { id: 'z', key: 0.1 },
    ];
    expect([...keyed].sort(byKeyThenId).map((k) => k.id)).toEqual(['z', 'B', 'a', 'b']);
    expect(
      [...keyed]
        .reverse()
        .sort(byKeyThenId)
        .map((k) => k.id),
    ).toEqual(['z', 'B', 'a', 'b']);
  });

  it('a heavier weight divides the key, so it moves an entry forward', () => {
    expect(drawOrder(SEED, [entry('a', 1), entry('b', 1)])).toEqual(['b', 'a']);
    expect(drawOrder(SEED, [entry('a', 4), entry('b', 1)])).toEqual(['a', 'b']);
  });

  it('weight is 1 + consecutive losses, at most 4', () => {
    expect([0, 1, 2, 3, 4, 9].map(weightOf)).toEqual([1, 2, 3, 4, 4, 4]);
  });

  it('gives each entry the first preference with room for the whole party, else null', () => {
    const entries = [
      entry('x', 1, 3, ['07:00', '07:10']),
      entry('y', 1, 2, ['07:00', '07:10']),
      entry('z', 1, 2, ['07:10', '07:00']),
      entry('w', 1, 1, ['07:00']),
      entry('v', 1, 1, ['08:00']),
    ];
    const capacity = { '07:00': 4, '07:10': 4 };
    expect(allocate(['x', 'y', 'z', 'w', 'v'], entries, capacity)).toEqual([
      { EntryId: 'x', Time: '07:00' },
      { EntryId: 'y', Time: '07:10' }, // 07:00 has one place left: the next preference
      { EntryId: 'z', Time: '07:10' }, // its first choice still has exactly two
      { EntryId: 'w', Time: '07:00' }, // the last place at 07:00
      { EntryId: 'v', Time: null }, // not a time with places
    ]);
  });

  it('a party that fits exactly takes the time; one more player does not', () => {
    expect(allocate(['a'], [entry('a', 1, 4)], { '07:00': 4 })).toEqual([{ EntryId: 'a', Time: '07:00' }]);
    expect(allocate(['a'], [entry('a', 1, 4)], { '07:00': 3 })).toEqual([{ EntryId: 'a', Time: null }]);
  });

  it('a forfeited entry gets null and takes no places', () => {
    const entries = [entry('a', 1, 4), entry('b', 1, 4)];
    expect(allocate(['a', 'b'], entries, { '07:00': 4 })).toEqual([
      { EntryId: 'a', Time: '07:00' },
      { EntryId: 'b', Time: null },
    ]);
    expect(allocate(['a', 'b'], entries, { '07:00': 4 }, new Set(['a']))).toEqual([
      { EntryId: 'a', Time: null },
      { EntryId: 'b', Time: '07:00' },
    ]);
  });

  it('no entries: nothing to order or allocate', () => {
    expect(runDraw(SEED, [], { '07:00': 4 })).toEqual({ order: [], allocations: [] });
  });

  it('runDraw allocates in draw order', () => {
    const entries = [entry('a', 1, 4), entry('b', 1, 4)];
    // b's key is smaller, so b takes the only time.
    expect(runDraw(SEED, entries, { '07:00': 4 })).toEqual({
      order: ['b', 'a'],
      allocations: [
        { EntryId: 'b', Time: '07:00' },
        { EntryId: 'a', Time: null },
      ],
    });
  });

  it('the allocator walked once gives each entry what allocate gives it, forfeits released on the way', () => {
    const times = ['07:00', '07:10', '07:20'];
    const drawn = fc.record({
      entries: fc.uniqueArray(
        fc.record({
          EntryId: fc.string({ minLength: 1, maxLength: 3 }),
          Weight: fc.constant(1),
          Players: fc.integer({ min: 1, max: 4 }),
          Preferences: fc.uniqueArray(fc.constantFrom(...times), { minLength: 1, maxLength: 3 }),
        }),
        { selector: (e) => e.EntryId, maxLength: 12 },
      ),
      capacity: fc.tuple(fc.nat(6), fc.nat(6), fc.nat(6)),
      failing: fc.array(fc.boolean(), { maxLength: 12 }),
    });
    fc.assert(
      fc.property(drawn, ({ entries, capacity, failing }) => {
        const places = Object.fromEntries(times.map((t, i) => [t, capacity[i]!]));
        const order = entries.map((e) => e.EntryId);
        const forfeited = new Set<string>();
        const walk = allocator(entries, places);
        order.forEach((id, i) => {
          const time = walk.take(id);
          // As before: allocate over the order so far, with the forfeits so far.
          expect(time).toBe(allocate(order.slice(0, i + 1), entries, places, forfeited)[i]!.Time);
          if (time !== null && failing[i]) {
            forfeited.add(id);
            walk.release(id);
          }
        });
      }),
      { seed: 20_261_127, numRuns: 300 },
    );
  });

  it('an entry it does not know gets null; a release gives places back once, and only what was taken', () => {
    const walk = allocator([entry('a', 1, 2), entry('b', 1, 2)], { '07:00': 2 });
    walk.release('a');
    expect(walk.take('zz')).toBeNull();
    expect(walk.take('a')).toBe('07:00');
    walk.release('a');
    walk.release('a');
    expect(walk.take('b')).toBe('07:00');
    expect(walk.take('a')).toBeNull();
  });
});
