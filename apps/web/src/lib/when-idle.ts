/**
 * Runs `task` once the browser is idle (or after a second at the latest), not inside the task that commits
 * a screen: work a phone should do after the first paint, not before it (fetching an overlay's chunk,
 * opening the live hub's connection). Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
