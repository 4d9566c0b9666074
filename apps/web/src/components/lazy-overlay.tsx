import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A dialog, drawer or menu whose code is not part of the first render: its chunk is fetched right after
 * the screen mounts, and the overlay is then mounted closed, as if it had been there all along (so its
 * first opening animates like every other). Opened before the chunk arrived, it shows once it has.
 * A chunk that fails to load is fetched again when the overlay is opened; failing then, the route's
 * error screen offers a reload, as for any screen whose chunk cannot be loaded.
 */
export function lazyOverlay<P extends { opened: boolean }>(load: Loader<P>): ComponentType<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded = false;
  const fetchChunk = () => {
    pending ??= load().then(
      (module) => {
        loaded = true;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Overlay = lazy(fetchChunk);

  function LazyOverlay(props: P) {
    const [ready, setReady] = useState(loaded);
    useEffect(() => {
      if (ready) return;
      let live = true;
      fetchChunk().then(
        () => live && setReady(true),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [ready]);
    if (!ready && !props.opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return LazyOverlay;
}
