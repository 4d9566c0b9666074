import { startTransition, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * A field drawn by a stand-in (Mantine's own input, looking the same) until its real component's chunk is
 * in: LazySelect, LazyDatePickerInput. The chunk is fetched when the browser is idle after the screen
 * mounts (a screen's stand-ins one at a time, `inIdleTurn`) or when the field is pointed at; the stand-in
 * gives way only when it is wanted: focused from the keyboard, or pressed (then the real one opens). Giving
 * way at idle cost a commit and a layout of the screen per field, long tasks on a phone after its first paint
 * (the tee-time screen has four such fields). It gives way only once the chunk has loaded, in a transition,
 * so the stand-in stays on screen, focused, until the real field replaces it in one commit (no fallback
 * drawn in between; `wanted` is never true for a chunk that failed: the stand-in stays, and the next press
 * fetches it again).
 *
 * Never in the middle of a press: a field replaced between pointer down and up gets no click (the browser
 * sends it to neither element), so a press that started on the stand-in ends on it, and opens the real
 * field after. Pointing at the field only fetches the chunk.
 */
export function useStandIn(fetchChunk: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false);
  const [opening, setOpening] = useState(false);
  const focused = useRef(false);
  const pressing = useRef(false);

  const fetchOnly = () => fetchChunk().catch(() => undefined);
  const giveWay = () =>
    fetchChunk().then(
      () => startTransition(() => setWanted(true)),
      () => undefined,
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the screen mounts
  useEffect(() => inIdleTurn(fetchOnly), []);

  const open = () => {
    pressing.current = false;
    setOpening(true);
    void giveWay();
  };
  return {
    wanted,
    /** The stand-in was pressed: the real field opens as it takes over. */
    opening,
    /** Whether the stand-in has the focus now (the real field takes it over). */
    focused,
    open,
    handlers: {
      onPointerEnter: () => void fetchOnly(),
      onPointerDown: () => {
        pressing.current = true;
      },
      onPointerCancel: () => {
        pressing.current = false;
      },
      onFocus: () => {
        focused.current = true;
        if (pressing.current) void fetchOnly();
        else void giveWay();
      },
      onBlur: () => {
        focused.current = false;
        pressing.current = false;
      },
      onClick: open,
    },
  };
}

/**
 * The stand-ins' idle turns, one field at a time: each waits for the browser to be idle again after the
 * previous field's chunk is in, so the chunks' evaluation is spread over idle moments rather than one task.
 * A field focused or pressed does not wait for its turn. Returns the cancel (a screen left before its turn).
 */
const idleTurns: (() => Promise<unknown>)[] = [];
let turnTaken = false;

function inIdleTurn(turn: () => Promise<unknown>): () => void {
  idleTurns.push(turn);
  nextIdleTurn();
  return () => {
    const at = idleTurns.indexOf(turn);
    if (at >= 0) idleTurns.splice(at, 1);
  };
}

function nextIdleTurn() {
  if (turnTaken || idleTurns.length === 0) return;
  turnTaken = true;
  whenIdle(() => {
    const turn = idleTurns.shift();
    void (turn ? turn() : Promise.resolve()).finally(() => {
      turnTaken = false;
      nextIdleTurn();
    });
  });
}
