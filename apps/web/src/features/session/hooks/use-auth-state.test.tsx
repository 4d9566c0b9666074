import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useAuthState } from './use-auth-state';

const member = { UserGuid: 'm-1', Forename: 'Alex', HomeClubId: 151, HomeClubName: 'Foxhills' };

describe('auth state', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the member from the session check: the app starts in one round trip', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/account/session?include=member'
        ? Response.json({ isAuthenticated: true, isImpersonating: false, member })
        : Response.json({ code: 'NOT_EXPECTED' }, { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAuthState(), { wrapper });
    await waitFor(() => expect(result.current.member).toMatchObject({ UserGuid: 'm-1' }));
    expect(result.current.isAuthenticated).toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/account/session?include=member']);
  });

  it('asks for nothing more when nobody is signed in', async () => {
    const fetchMock = vi.fn(async () => Response.json({ isAuthenticated: false, isImpersonating: false }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAuthState(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
    expect(result.current.member).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
