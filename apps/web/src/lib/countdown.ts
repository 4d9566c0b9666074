import { useRef, useState, useSyncExternalStore } from 'react';

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
 *
 * What React reads of it (`reading`) changes only at a tick, never while it renders: a read that had moved
 * between a render's start and its end, or its subscription, made React render every reader again at once,
 * synchronously. At 4× CPU a first render takes over a second, so a clock that caught up as it was read
 * turned the tee-time screen's first render in slices into one task of 680 ms (npm run profile:web). Until the
 * clock has ticked after a reader's first render, the reader shows the time of that render.
 */
type Reading = { readonly at: number; readonly tick: number };

const listeners = new Set<() => void>();
let reading: Reading = { at: Date.now(), tick: 0 };
let timer: number | undefined;

function tick() {
  reading = { at: Date.now(), tick: reading.tick + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) timer = window.setInterval(tick, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const still = () => () => {};

/**
 * What `select` makes of the time, read again at each tick of the shared clock while `ticking` (still
 * otherwise); the reader renders again only when that changes by `isEqual`. A line's phase stands for
 * minutes while its countdown moves: its screen (the whole tee sheet, under the gate) need not render each
 * second with it.
 */
export function useNowSelect<T>(
  select: (now: number) => T,
  isEqual: (a: T, b: T) => boolean,
  ticking = true,
): T {
  const [firstRender] = useState(() => ({ at: Date.now(), tick: reading.tick }));
  const last = useRef<{ value: T } | null>(null);
  // The same selection while the clock and what it selects are unchanged, as React asks of a snapshot.
  const selection = () => {
    const now = reading.tick === firstRender.tick ? firstRender.at : reading.at;
    const next = select(now);
    if (last.current && isEqual(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  };
  return useSyncExternalStore(ticking ? subscribe : still, selection);
}

const itself = (now: number) => now;

/** The time (epoch ms), moving once a second while `ticking` (the shared clock); still otherwise. */
export function useNow(ticking = true): number {
  return useNowSelect(itself, Object.is, ticking);
}

/** Seconds left until `expiresAt`, ticking once a second until it runs out (offers, holds, a line's times). */
export function useSecondsLeft(expiresAt: string): number {
  return secondsLeft(expiresAt, useNow());
}
