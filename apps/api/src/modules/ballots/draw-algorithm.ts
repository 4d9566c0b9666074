import { BALLOT_MAX_WEIGHT } from '@fairway/contracts';
import { fairOrder } from '../../domain/fair-draw';

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

/** The keys are shared with the release line (src/domain/fair-draw.ts). */
export { byKeyThenId, commitmentOf, drawKey } from '../../domain/fair-draw';

/** Weight of an entrant with `losses` consecutive lost ballots at the club. */
export function weightOf(losses: number): number {
  return Math.min(BALLOT_MAX_WEIGHT, 1 + Math.max(0, Math.floor(losses)));
}

/** Entry ids in draw order. */
export function drawOrder(seedHex: string, entries: readonly DrawEntry[]): string[] {
  return fairOrder(
    seedHex,
    entries.map((e) => ({ id: e.EntryId, weight: e.Weight })),
  );
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
