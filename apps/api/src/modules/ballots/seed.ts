import { randomBytes } from 'node:crypto';
import { ballotSeedBox, type SecretBox } from '../../lib/secret-box';
import { commitmentOf } from './draw-algorithm';

/**
 * A ballot's seed at rest (issue 46 §5). The seed is drawn when the ballot opens and its commitment
 * published then; until the draw the database holds it only sealed (AES-256-GCM, `ballotSeedBox`), so
 * nobody who can read the database can compute the draw keys of EntryIds and withdraw and re-enter
 * until theirs wins. The draw opens it and writes it down in the clear with the order.
 */
export type SeedBox = SecretBox;

const PLAIN = /^[0-9a-f]{64}$/;

/** A new seed: its commitment, and the seed as stored (sealed). */
export function newSeed(box: SeedBox): { stored: string; commitment: string } {
  const seed = randomBytes(32).toString('hex');
  return { stored: box.seal(seed), commitment: commitmentOf(seed) };
}

/**
 * The seed in hex from its stored form: sealed (opened with the key), or in the clear (a drawn ballot,
 * or one opened before seeds were sealed). A seal this key cannot open is an error: another install's
 * key, or tampered with; the draw must not run on a seed that does not match its commitment.
 */
export function openSeed(box: SeedBox, stored: string): string {
  if (PLAIN.test(stored)) return stored;
  const seed = box.open(stored);
  if (seed === null || !PLAIN.test(seed)) {
    throw new Error('a ballot seed cannot be opened: TWO_FACTOR_KEY is not the key that sealed it');
  }
  return seed;
}

/** The box, made on first use (the embedded mode writes its key file then), as the two-factor box is. */
export function seedBoxOf(config: Parameters<typeof ballotSeedBox>[0]): () => SeedBox {
  let box: SeedBox | undefined;
  return () => {
    box ??= ballotSeedBox(config);
    return box;
  };
}
