import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';
import { chunkLoader } from './chunk-loader';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A dialog, drawer or menu whose code is not part of the first render: its chunk is fetched once the
 * browser is idle after the screen mounts, and the overlay is then mounted closed, as if it had been there all along (so its
 * first opening animates like every other). Opened before the chunk arrived, it shows once it has.
 * A chunk that fails to load is fetched again when the overlay is opened; failing then, the route's
 * error screen offers a reload, as for any screen whose chunk cannot be loaded.
 *
 * `mountWhenOpened`, for an overlay repeated in a list (one per card): its chunk is fetched the same way,
 * but nothing is mounted until it is first opened; it is then mounted closed and opened in the next
 * render, so it still animates in. A list of cards then costs no closed dialogs on its first render.
 */
export function lazyOverlay<P extends { opened: boolean }>(
  load: Loader<P>,
  options: { mountWhenOpened?: boolean } = {},
): ComponentType<P> {
  let loaded = false;
  const fetchChunk = chunkLoader(() =>
    load().then((module) => {
      loaded = true;
      return module;
    }),
  );
  const Overlay = lazy(fetchChunk);

  function MountedWhenOpened(props: P) {
    const [armed, setArmed] = useState(false);
    useEffect(() => whenIdle(() => void fetchChunk().catch(() => undefined)), []);
    useEffect(() => {
      if (props.opened && !armed) setArmed(true);
    }, [props.opened, armed]);
    if (!armed && !props.opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} opened={armed && props.opened} />
      </Suspense>
    );
  }

  function LazyOverlay(props: P) {
    const [ready, setReady] = useState(loaded);
    useEffect(() => {
      if (ready) return;
      let live = true;
      const cancel = whenIdle(() =>
        fetchChunk().then(
          () => live && setReady(true),
          () => undefined,
        ),
      );
      return () => {
        live = false;
        cancel();
      };
    }, [ready]);
    if (!ready && !props.opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return options.mountWhenOpened ? MountedWhenOpened : LazyOverlay;
}
