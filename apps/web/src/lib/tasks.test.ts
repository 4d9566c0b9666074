import { afterEach, describe, expect, it, vi } from 'vitest';
import { atOnce, inATask, nextTask } from './tasks';

afterEach(() => vi.unstubAllGlobals());

describe('inATask', () => {
  it('runs each job later, in the order given, each in a task of its own', async () => {
    const seen: string[] = [];
    inATask(() => {
      seen.push('first');
      // A microtask queued by a job runs before the next job: the jobs are separate tasks.
      queueMicrotask(() => seen.push('first, its microtask'));
    });
    inATask(() => seen.push('second'));
    expect(seen).toEqual([]);
    await nextTask();
    expect(seen).toEqual(['first', 'first, its microtask', 'second']);
  });

  it("uses the browser's task scheduler where there is one", async () => {
    const posted: (() => void)[] = [];
    const postTask = vi.fn((task: () => void) => {
      posted.push(task);
      return Promise.resolve();
    });
    vi.stubGlobal('scheduler', { postTask });
    vi.resetModules();
    const { inATask: withScheduler } = await import('./tasks');
    const job = vi.fn();
    withScheduler(job);
    expect(postTask).toHaveBeenCalledTimes(1);
    expect(job).not.toHaveBeenCalled();
    posted[0]?.();
    expect(job).toHaveBeenCalledTimes(1);
  });
});

describe('atOnce', () => {
  it('runs the job before returning', () => {
    const job = vi.fn();
    atOnce(job);
    expect(job).toHaveBeenCalledTimes(1);
  });
});
