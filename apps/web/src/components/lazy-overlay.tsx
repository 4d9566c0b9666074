import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';
import { chunkLoader } from './chunk-loader';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A dialog, drawer or menu whose code is not part of the first render: its chunk is fetched once the
 * browser is idle after the screen mounts, and nothing is mounted until the overlay is first opened. It is
 * then mounted closed and opened in the next render, so its first opening animates like every other, and
 * it stays mounted (closed) after, so it can animate out. A screen's closed overlays (the side menu, the
 * sign-out dialog, the top bar's dropdowns, one dialog per booking card) cost its first render nothing, and
 * no render after it either: mounted closed once their chunks arrived, they were a commit of their own
 * on every screen's load, late, while the page was settling.
 *
 * Opened before the chunk arrived, it shows once it has. A chunk that fails to load is fetched again when
 * the overlay is opened; failing then, the route's error screen offers a reload, as for any screen whose
 * chunk cannot be loaded.
 */
export function lazyOverlay<P extends { opened: boolean }>(load: Loader<P>): ComponentType<P> {
  const fetchChunk = chunkLoader(load);
  const Overlay = lazy(fetchChunk);

  function LazyOverlay(props: P) {
    const [armed, setArmed] = useState(false);
    const arm = useCallback(() => setArmed(true), []);
    useEffect(() => whenIdle(() => void fetchChunk().catch(() => undefined)), []);
    if (!armed && !props.opened) return null;
    // Armed once the overlay has committed closed: the marker commits with it (one Suspense boundary),
    // after the chunk has arrived, so the opening is always a render of its own.
    return (
      <Suspense fallback={null}>
        <Overlay {...props} opened={armed && props.opened} />
        {!armed && <ArmWhenMounted arm={arm} />}
      </Suspense>
    );
  }
  return LazyOverlay;
}

function ArmWhenMounted({ arm }: { arm: () => void }) {
  useEffect(arm, [arm]);
  return null;
}
