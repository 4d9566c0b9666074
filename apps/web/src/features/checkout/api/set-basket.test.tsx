import type { Basket } from '@fairway/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useEmptyBasket } from './empty-basket';
import { basketQueryKey, basketQueryOptions } from './get-basket';
import { useSetBasket } from './set-basket';

const hyde = { BundleId: 5001, Title: 'Hyde' } as unknown as Basket['Items'][number];
const filled: Basket = { Items: [hyde] };
const empty: Basket = { Items: [] };

/**
 * The top bar's basket read (the first screen's prefetch) still in flight when a change answers: the
 * read was answered by the server before the change, and lands after it.
 */
function setUp(readAnswer: Basket, changeAnswer: Basket) {
  let answerRead: () => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit = {}) =>
      init.method && init.method !== 'GET'
        ? Promise.resolve(Response.json(changeAnswer))
        : new Promise<Response>((resolve) => {
            answerRead = () => resolve(Response.json(readAnswer));
          }),
    ),
  );
  const client = createQueryClient();
  const read = client.fetchQuery(basketQueryOptions()).catch(() => undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const landRead = () =>
    act(async () => {
      answerRead();
      await read;
    });
  return { client, wrapper, landRead };
}

describe('a basket change and a basket read in flight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the item added when the older read of the empty basket lands after it', async () => {
    const { client, wrapper, landRead } = setUp(empty, filled);
    const { result } = renderHook(() => useSetBasket(), { wrapper });
    act(() => result.current.mutate({ BundleId: 5001, NewClubId: 151, PromoCode: null }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await landRead();
    expect(client.getQueryData(basketQueryKey)).toEqual(filled);
  });

  it('keeps the basket emptied when the older read of the item lands after it', async () => {
    const { client, wrapper, landRead } = setUp(filled, empty);
    const { result } = renderHook(() => useEmptyBasket(), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await landRead();
    expect(client.getQueryData(basketQueryKey)).toEqual(empty);
  });
});
