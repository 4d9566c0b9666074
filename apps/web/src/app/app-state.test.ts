import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atOnce } from '../lib/tasks';
import { createAppState, makeAppState } from './app';

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  // Every first-screen request answers an empty list; none of them is what these tests look at.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the app state, made a step a task', () => {
  it('awaits the pause between each of its four steps, and routes as the state made at once does', async () => {
    const seen: string[] = [];
    const made = await makeAppState(async () => {
      seen.push(`pause ${seen.length + 1}`);
    }, atOnce);
    expect(seen).toEqual(['pause 1', 'pause 2', 'pause 3']);
    const atOnceMade = createAppState();
    const matched = (state: typeof made) => state.router.state.matches.map((m) => m.route.id);
    expect(made.router.state.location.pathname).toBe('/login');
    expect(matched(made).length).toBeGreaterThan(0);
    expect(matched(made)).toEqual(matched(atOnceMade));
    made.router.dispose();
    atOnceMade.router.dispose();
  });

  it('does not go on before the pause has settled', async () => {
    let release: () => void = () => undefined;
    let pauses = 0;
    const pending = makeAppState(
      () =>
        new Promise<void>((resolve) => {
          pauses++;
          release = resolve;
        }),
      atOnce,
    );
    await Promise.resolve();
    expect(pauses).toBe(1);
    release();
    await vi.waitFor(() => expect(pauses).toBe(2));
    release();
    await vi.waitFor(() => expect(pauses).toBe(3));
    release();
    const made = await pending;
    expect(made.router.state.location.pathname).toBe('/login');
    made.router.dispose();
  });
});
