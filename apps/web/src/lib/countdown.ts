import { useSyncExternalStore } from 'react';

/** Whole seconds left until `expiresAt` at `now` (never negative). */
export function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** `m:ss` of a number of seconds. */
export function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * One clock for every countdown and phase on the screen: a single once-a-second timer while anything listens,
 * so a waiting room's phase, its gate and its countdown (or an offer's toast beside them) move in one render a
 * second rather than one each at its own moment.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: number | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    // Moved only by a second or more, as a first render reads it: a snapshot that changed between a render
    // and its subscription makes React render every reader again, synchronously, inside the commit's effects
    // (the line's page: ~160 ms at 4× CPU on its load, for the milliseconds its render took).
    catchUp();
    timer = window.setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const still = () => () => {};

/** The clock set to the time if it is a second or more away from it (either way: a clock set back too). */
function catchUp() {
  if (Math.abs(Date.now() - now) >= 1000) now = Date.now();
}

function snapshot() {
  // Read while nothing ticks (a first render): the clock catches up with a second gone by.
  if (timer === undefined) catchUp();
  return now;
}

/** The time (epoch ms), moving once a second while `ticking` (the shared clock); still otherwise. */
export function useNow(ticking = true): number {
  return useSyncExternalStore(ticking ? subscribe : still, snapshot);
}

/** Seconds left until `expiresAt`, ticking once a second until it runs out (offers, holds, a line's times). */
export function useSecondsLeft(expiresAt: string): number {
  return secondsLeft(expiresAt, useNow());
}
