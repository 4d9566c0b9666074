import { BALLOT_MAX_PREFERENCES } from '@fairway/contracts';
import { localParts } from '../src/lib/time';

/**
 * How the morning rush's members choose (bench/rush.ts), a fixed profile shuffled with BENCH_RUSH_SEED:
 * RUSH_SHARE of them want a start between 08:00 and 09:00, spread evenly over those starts; the others
 * want a start elsewhere in the day, more of them nearer 09:00 (weight 1 / (1 + hours from 09:00)), at
 * least twice a start's places each, so every start is oversubscribed by first choices alone. A member
 * refused SLOT_FULL re-reads the tee sheet and retries once at the start nearest the one they wanted that
 * still shows a place (ties to the earlier), or gives up when none does (bench/rush-load.mjs). In the
 * ballot each member lists their start and the next nearest, BALLOT_MAX_PREFERENCES in all.
 */

export type Start = { time: string; minute: number; places: number };

/** The share of members who want a start between 08:00 and 09:00. */
export const RUSH_SHARE = 0.7;

/** mulberry32: a small seeded PRNG, so the same seed gives the same choices. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Splits `total` over weights by largest remainder: whole numbers summing to `total`. */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : 0));
  const whole = exact.map(Math.floor);
  let left = total - whole.reduce((s, n) => s + n, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    whole[i]! += 1;
  }
  return whole;
}

/** Each member's wanted start (an index into `starts`), by the profile above. */
export function chooseStarts(starts: Start[], members: number, seed: number): number[] {
  const isMorning = (s: Start) => s.minute >= 8 * 60 && s.minute < 9 * 60;
  const morning = starts.map((s, i) => (isMorning(s) ? i : -1)).filter((i) => i >= 0);
  const rest = starts.map((s, i) => (isMorning(s) ? -1 : i)).filter((i) => i >= 0);
  const counts = new Array<number>(starts.length).fill(0);
  const morningMembers = morning.length ? Math.round(members * RUSH_SHARE) : 0;
  apportion(
    morningMembers,
    morning.map(() => 1),
  ).forEach((n, k) => {
    counts[morning[k]!] = n;
  });
  const others = members - morningMembers;
  const floors = rest.map((i) => Math.min(2 * starts[i]!.places, Math.floor(others / rest.length)));
  const spare = others - floors.reduce((s, n) => s + n, 0);
  const weights = rest.map((i) => 1 / (1 + Math.abs(starts[i]!.minute - 9 * 60) / 60));
  apportion(spare, weights).forEach((n, k) => {
    counts[rest[k]!] = floors[k]! + n;
  });
  const wanted = counts.flatMap((n, i) => new Array<number>(n).fill(i));
  const random = prng(seed);
  for (let i = wanted.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [wanted[i], wanted[j]] = [wanted[j]!, wanted[i]!];
  }
  return wanted;
}

/** The ballot's times (`HH:mm`) nearest the member's wanted start (ties to the earlier), as preferences. */
export function preferencesOf(times: string[], wantedMinute: number): string[] {
  const minute = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const distance = (t: string) => Math.abs(minute(t) - wantedMinute);
  return [...times]
    .sort((a, b) => distance(a) - distance(b) || minute(a) - minute(b))
    .slice(0, BALLOT_MAX_PREFERENCES);
}

export type Sheet = { slots: { time: string; freePlaces: number; bookable: boolean }[] };

/** The sheet's starts with places free, each with its minute of the club's day. */
export function startsOf(sheet: Sheet, timeZone: string): Start[] {
  return sheet.slots
    .filter((s) => s.bookable && s.freePlaces > 0)
    .map((s) => ({
      time: s.time,
      minute: localParts(new Date(s.time), timeZone).minuteOfDay,
      places: s.freePlaces,
    }));
}

/** Whether first preferences alone fill every time's free places (the draw's snapshot, `capacity`). */
export function firstPreferencesFill(
  capacity: Record<string, number>,
  entries: readonly { preferences: readonly string[] }[],
): boolean {
  const first = new Map<string, number>();
  for (const e of entries) {
    const t = e.preferences[0] ?? '';
    first.set(t, (first.get(t) ?? 0) + 1);
  }
  return Object.entries(capacity).every(([t, free]) => (first.get(t) ?? 0) >= free);
}
