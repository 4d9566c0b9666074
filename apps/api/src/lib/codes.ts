import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: codes are read aloud at the front desk. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export type RandomInt = (maxExclusive: number) => number;

/** A short random code; unique indexes guard against the (tiny) chance of a repeat. */
export function shortCode(length: number, random: RandomInt = randomInt): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[random(ALPHABET.length)];
  return code;
}

/** A deterministic RandomInt (mulberry32) for seeds and tests. */
export function seededRandom(seed: number): RandomInt {
  let a = seed >>> 0;
  return (max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}
