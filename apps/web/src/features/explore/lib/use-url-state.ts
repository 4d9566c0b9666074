import { useCallback, useRef } from 'react';

/** URL writes of a page not yet seen back in a render (a navigation superseded in a transition never is). */
const MAX_PENDING_WRITES = 10;

/**
 * A page's state kept in its URL's search params, for pages that update it several times before the
 * next render (a point, then its town's name). React Router's setter sees the params of the last render,
 * so two updates in a row would lose the first: `latest` holds the newest state instead, and `write`
 * (a state, or a function of the latest one) updates it and the URL. A render can still carry the old params while a navigation is pending, so
 * `latest` follows the URL only when the URL really changes, and not while it is catching up with what
 * this page wrote itself (a link or the back button does move it).
 */
export function useUrlState<S>(
  params: URLSearchParams,
  state: S,
  toParams: (state: S) => URLSearchParams,
  setParams: (next: URLSearchParams) => void,
): { latest: { readonly current: S }; write: (next: S | ((latest: S) => S)) => void } {
  const latest = useRef(state);
  const seenParams = useRef(params);
  const pendingWrites = useRef<string[]>([]);
  if (seenParams.current !== params) {
    seenParams.current = params;
    const at = pendingWrites.current.indexOf(params.toString());
    if (at === -1) latest.current = state;
    pendingWrites.current = at === -1 ? [] : pendingWrites.current.slice(at + 1);
  }
  const write = useCallback(
    (next: S | ((latest: S) => S)) => {
      const value = typeof next === 'function' ? (next as (latest: S) => S)(latest.current) : next;
      latest.current = value;
      const out = toParams(value);
      pendingWrites.current = [...pendingWrites.current.slice(-(MAX_PENDING_WRITES - 1)), out.toString()];
      setParams(out);
    },
    [toParams, setParams],
  );
  return { latest, write };
}
