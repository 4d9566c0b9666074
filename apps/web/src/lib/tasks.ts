/** The browser's task scheduler, where it has one (Chromium, Firefox): tasks without setTimeout's 4 ms clamp. */
type PostTask = (task: () => void) => Promise<unknown>;
const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;

/**
 * Runs `job` in a task of its own, after the tasks already queued: work a page's load would otherwise do
 * in one long task, cut where the browser may paint or answer input between the pieces. Jobs run in the
 * order they were given. A job's error is reported as an uncaught error of its task, as a timer's would be.
 */
export function inATask(job: () => void): void {
  if (scheduler?.postTask) {
    scheduler.postTask(job).catch((error: unknown) => reportError(error));
    return;
  }
  setTimeout(job, 0);
}

/** Resolves in a task of its own (`inATask`). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inATask(resolve));
}

/** Runs `job` at once: for callers that take a scheduler and have no reason to wait. */
export function atOnce(job: () => void): void {
  job();
}
