import { createHash, createHmac } from 'node:crypto';

/**
 * The keys of the published fair orders (ARCHITECTURE "Ballots" and "The release line"): the ballot's
 * fairway-ballot-v1 and the release line's fairway-line-v1 (every Weight 1) share them. Pure, so the API,
 * its tests and anyone holding an audit compute the same order; `scripts/verify-ballot.mjs` and
 * `scripts/verify-line.mjs` re-implement them from the same text on purpose.
 */

/** Hex SHA-256 of the seed's bytes: published before anyone can enter, the seed itself only afterwards. */
export function commitmentOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

const TWO_POW_48 = 2 ** 48;

/**
 * The sort key of an entry (a ballot entry, a line's ticket): −ln(u) / Weight with u uniform in (0, 1)
 * from HMAC-SHA256(seed, id). The smallest of exponentials with rates Weight comes first with chance
 * Weight / ΣWeights (weighted sampling without replacement, Efraimidis–Spirakis in its exponential form);
 * with every Weight 1 the order is uniformly random.
 */
export function drawKey(seed: Buffer, entryId: string, weight: number): number {
  const h = createHmac('sha256', seed).update(entryId, 'utf8').digest();
  const u = (h.readUIntBE(0, 6) + 0.5) / TWO_POW_48;
  return -Math.log(u) / weight;
}

type Keyed = { id: string; key: number };

/** Key ascending; equal keys by id (code-unit order, as JavaScript compares strings). */
export const byKeyThenId = (a: Keyed, b: Keyed) => a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Ids ordered by their keys under `seedHex`, each with its weight. */
export function fairOrder(seedHex: string, entries: readonly { id: string; weight: number }[]): string[] {
  const seed = Buffer.from(seedHex, 'hex');
  return entries
    .map((e) => ({ id: e.id, key: drawKey(seed, e.id, e.weight) }))
    .sort(byKeyThenId)
    .map((e) => e.id);
}
