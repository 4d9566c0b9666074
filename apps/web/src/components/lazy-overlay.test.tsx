import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyOverlay } from './lazy-overlay';

type Props = { opened: boolean };
const Panel = ({ opened }: Props) => <p>{opened ? 'open' : 'closed'}</p>;

/** A chunk the test resolves or rejects by hand. */
function chunk() {
  const control = {} as { resolve: () => void; reject: () => void; calls: number };
  control.calls = 0;
  const load = () => {
    control.calls += 1;
    return new Promise<{ default: typeof Panel }>((resolve, reject) => {
      control.resolve = () => resolve({ default: Panel });
      control.reject = () => reject(new Error('Failed to fetch dynamically imported module'));
    });
  };
  return { control, load };
}

describe('lazyOverlay', () => {
  afterEach(cleanup);

  it('fetches its chunk once idle after the first render, not in it, but mounts nothing until opened', async () => {
    const { control, load } = chunk();
    const Overlay = lazyOverlay(load);
    const { rerender } = render(<Overlay opened={false} />);
    expect(control.calls).toBe(0);
    await waitFor(() => expect(control.calls).toBe(1));
    await act(async () => control.resolve());
    expect(screen.queryByText('closed')).toBeNull();
    rerender(<Overlay opened />);
    expect(await screen.findByText('open')).toBeTruthy();
    expect(control.calls).toBe(1);
    // Closed again, it stays mounted (closed), so it can animate out.
    rerender(<Overlay opened={false} />);
    expect(await screen.findByText('closed')).toBeTruthy();
  });

  it('opened, is mounted closed first and opened in the next render (so it animates in)', async () => {
    const rendered: boolean[] = [];
    const Recording = ({ opened }: Props) => {
      rendered.push(opened);
      return <p>{opened ? 'open' : 'closed'}</p>;
    };
    const Overlay = lazyOverlay(() => Promise.resolve({ default: Recording }));
    const { rerender } = render(<Overlay opened={false} />);
    await act(async () => undefined);
    expect(rendered).toEqual([]);
    rerender(<Overlay opened />);
    expect(await screen.findByText('open')).toBeTruthy();
    expect(rendered[0]).toBe(false);
    expect(rendered.at(-1)).toBe(true);
  });

  it('opened before its chunk arrived, shows once it has', async () => {
    const { control, load } = chunk();
    const Overlay = lazyOverlay(load);
    render(<Overlay opened />);
    await act(async () => control.resolve());
    expect(await screen.findByText('open')).toBeTruthy();
  });

  it('fetches a chunk that failed again when opened', async () => {
    const { control, load } = chunk();
    const Overlay = lazyOverlay(load);
    const { rerender } = render(<Overlay opened={false} />);
    await waitFor(() => expect(control.calls).toBe(1));
    await act(async () => control.reject());
    expect(screen.queryByText('closed')).toBeNull();
    rerender(<Overlay opened />);
    await waitFor(() => expect(control.calls).toBe(2));
    await act(async () => control.resolve());
    expect(await screen.findByText('open')).toBeTruthy();
  });
});
