/**
 * A lazy chunk's loader that fetches it once: every caller shares the same promise, and a failed fetch is
 * forgotten, so the next call tries again (a stand-in's next press, an overlay's next opening).
 */
export function chunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
