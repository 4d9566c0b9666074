import { createHash, createHmac } from 'node:crypto';
import { BALLOT_MAX_WEIGHT } from '@fairway/contracts';

/**
 * fairway-ballot-v1, the draw as published (ARCHITECTURE "Ballots"): pure, so that the API, its tests
 * and anyone holding the audit compute the same order and allocations. `scripts/verify-ballot.mjs`
 * re-implements it from the same text on purpose: an independent reading checks this one.
 */

export type DrawEntry = {
  EntryId: string;
  /** 1 + the entrant's consecutive lost ballots at the club, at most BALLOT_MAX_WEIGHT. */
  Weight: number;
  /** The whole party, juniors included. */
  Players: number;
  /** `HH:mm`, best first. */
  Preferences: readonly string[];
};

export type Allocation = { EntryId: string; Time: string | null };

/** Hex SHA-256 of the seed's bytes: published when the ballot opens, before anyone can enter. */
export function commitmentOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/** Weight of an entrant with `losses` consecutive lost ballots at the club. */
export function weightOf(losses: number): number {
  return Math.min(BALLOT_MAX_WEIGHT, 1 + Math.max(0, Math.floor(losses)));
}

const TWO_POW_48 = 2 ** 48;

/**
 * The entry's sort key: −ln(u) / Weight with u uniform in (0, 1) from HMAC-SHA256(seed, EntryId). The
 * smallest of exponentials with rates Weight comes first with chance Weight / ΣWeights (weighted
 * sampling without replacement, Efraimidis–Spirakis in its exponential form).
 */
export function drawKey(seed: Buffer, entryId: string, weight: number): number {
  const h = createHmac('sha256', seed).update(entryId, 'utf8').digest();
  const u = (h.readUIntBE(0, 6) + 0.5) / TWO_POW_48;
  return -Math.log(u) / weight;
}

type Keyed = { id: string; key: number };

/** Key ascending; equal keys by EntryId (code-unit order, as JavaScript compares strings). */
export const byKeyThenId = (a: Keyed, b: Keyed) => a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Entry ids in draw order. */
export function drawOrder(seedHex: string, entries: readonly DrawEntry[]): string[] {
  const seed = Buffer.from(seedHex, 'hex');
  return entries
    .map((e) => ({ id: e.EntryId, key: drawKey(seed, e.EntryId, e.Weight) }))
    .sort(byKeyThenId)
    .map((e) => e.id);
}

/**
 * The allocation as it goes, one entry at a time in draw order: `take` gives an entry the first of its
 * preferences whose free places fit its whole party (null when none does, or the entry is unknown) and
 * takes those places; `release` gives an entry's places back when it is forfeited after all (its booking
 * failed). The booking of a draw's winners walks the order once with it, so a draw of n entries costs n
 * steps, not the n² of working out each entry's time from the start.
 */
export function allocator(entries: readonly DrawEntry[], capacity: Readonly<Record<string, number>>) {
  const byId = new Map(entries.map((e) => [e.EntryId, e]));
  const free = new Map(Object.entries(capacity));
  const taken = new Map<string, { time: string; players: number }>();
  return {
    take(id: string): string | null {
      const entry = byId.get(id);
      if (!entry) return null;
      const time = entry.Preferences.find((t) => (free.get(t) ?? 0) >= entry.Players) ?? null;
      if (time !== null) {
        free.set(time, (free.get(time) ?? 0) - entry.Players);
        taken.set(id, { time, players: entry.Players });
      }
      return time;
    },
    release(id: string): void {
      const held = taken.get(id);
      if (!held) return;
      taken.delete(id);
      free.set(held.time, (free.get(held.time) ?? 0) + held.players);
    },
  };
}

/**
 * Each entry in order takes the first of its preferences whose free places fit its whole party; none
 * fits → null. A `forfeited` entry (its booking failed, e.g. it could not pay) gets null and takes no
 * places, so the entries after it are allocated as if it had not entered.
 */
export function allocate(
  order: readonly string[],
  entries: readonly DrawEntry[],
  capacity: Readonly<Record<string, number>>,
  forfeited: ReadonlySet<string> = new Set(),
): Allocation[] {
  const places = allocator(entries, capacity);
  return order.map((id) => ({ EntryId: id, Time: forfeited.has(id) ? null : places.take(id) }));
}

/** The whole draw: order, then allocations. */
export function runDraw(
  seedHex: string,
  entries: readonly DrawEntry[],
  capacity: Readonly<Record<string, number>>,
  forfeited?: ReadonlySet<string>,
): { order: string[]; allocations: Allocation[] } {
  const order = drawOrder(seedHex, entries);
  return { order, allocations: allocate(order, entries, capacity, forfeited) };
}
