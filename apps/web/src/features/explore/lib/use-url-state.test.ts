import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUrlState } from './use-url-state';

type S = { q: string; near: string };
const toParams = (s: S) => new URLSearchParams({ q: s.q, near: s.near });
const fromParams = (p: URLSearchParams): S => ({ q: p.get('q') ?? '', near: p.get('near') ?? '' });

/** The hook as a page uses it: each render reads its state from the params it is given. */
function setup(first: URLSearchParams) {
  const setParams = vi.fn<(next: URLSearchParams) => void>();
  const view = renderHook(
    ({ params }: { params: URLSearchParams }) => useUrlState(params, fromParams(params), toParams, setParams),
    { initialProps: { params: first } },
  );
  return { ...view, setParams };
}

describe('useUrlState', () => {
  it('keeps both of two updates made before the next render', () => {
    const { result, setParams } = setup(new URLSearchParams('q=&near='));
    result.current.write((latest) => ({ ...latest, q: 'point' }));
    result.current.write((latest) => ({ ...latest, near: 'Camberley' }));
    expect(setParams.mock.calls.at(-1)![0].toString()).toBe('q=point&near=Camberley');
  });

  it('is not reset by a render that still carries the old params while the navigation is pending', () => {
    const start = new URLSearchParams('q=&near=');
    const { result, rerender, setParams } = setup(start);
    result.current.write({ q: 'point', near: '' });
    rerender({ params: start }); // an unrelated state change renders with the old params
    result.current.write((latest) => ({ ...latest, near: 'Camberley' }));
    expect(setParams.mock.calls.at(-1)![0].toString()).toBe('q=point&near=Camberley');
  });

  it('does not fall back to a write of its own that the URL catches up with late', () => {
    const { result, rerender } = setup(new URLSearchParams('q=&near='));
    result.current.write({ q: 'point', near: '' });
    result.current.write({ q: 'point', near: 'Camberley' });
    rerender({ params: new URLSearchParams('q=point&near=') }); // the first navigation lands
    expect(result.current.latest.current).toEqual({ q: 'point', near: 'Camberley' });
    rerender({ params: new URLSearchParams('q=point&near=Camberley') }); // then the second
    expect(result.current.latest.current).toEqual({ q: 'point', near: 'Camberley' });
  });

  it('follows the URL when something else moves it (a link, the back button)', () => {
    const { result, rerender } = setup(new URLSearchParams('q=&near='));
    result.current.write({ q: 'point', near: 'Camberley' });
    rerender({ params: new URLSearchParams('q=point&near=Camberley') });
    rerender({ params: new URLSearchParams('q=&near=') }); // back: the URL this page started from
    expect(result.current.latest.current).toEqual({ q: '', near: '' });
  });
});
