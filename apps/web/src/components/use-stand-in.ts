import { startTransition, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * A field drawn by a stand-in (Mantine's own input, looking the same) until its real component's chunk is
 * in: LazySelect, LazyDatePickerInput. The stand-in gives way when the browser is idle after the screen
 * mounts, when it is focused from the keyboard, or when it is pressed (then the real one opens); and only
 * once the chunk has loaded, in a transition, so the stand-in stays on screen, focused, until the real
 * field replaces it in one commit (no fallback drawn in between; `wanted` is never true for a chunk that
 * failed: the stand-in stays, and the next press fetches it again).
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

  const fetchOnly = () => void fetchChunk().catch(() => undefined);
  const giveWay = () =>
    void fetchChunk().then(
      () => startTransition(() => setWanted(true)),
      () => undefined,
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the screen mounts
  useEffect(
    () =>
      whenIdle(() => {
        if (pressing.current) fetchOnly();
        else giveWay();
      }),
    [],
  );

  const open = () => {
    pressing.current = false;
    setOpening(true);
    giveWay();
  };
  return {
    wanted,
    /** The stand-in was pressed: the real field opens as it takes over. */
    opening,
    /** Whether the stand-in has the focus now (the real field takes it over). */
    focused,
    open,
    handlers: {
      onPointerEnter: fetchOnly,
      onPointerDown: () => {
        pressing.current = true;
      },
      onPointerCancel: () => {
        pressing.current = false;
      },
      onFocus: () => {
        focused.current = true;
        if (pressing.current) fetchOnly();
        else giveWay();
      },
      onBlur: () => {
        focused.current = false;
        pressing.current = false;
      },
      onClick: open,
    },
  };
}
