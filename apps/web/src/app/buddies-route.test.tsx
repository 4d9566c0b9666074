import type { Buddy } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { testMember } from '../test/member';
import { buildRouteObjects } from './router';

const member = testMember;

const jamie: Buddy = {
  name: 'Jamie Clarke',
  target: 'b-1',
  club: 'Foxhill Heath Golf Club',
  publicId: 'b-1',
};

type Reply = [number, unknown];

/** The API as the screen sees it; a reply may be a list, answered one after the other (the last one stays). */
function mockApi(replies: Record<string, Reply | Reply[]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? url;
      calls.push(path);
      const entry = replies[path];
      const queue = Array.isArray(entry?.[0]) ? (entry as Reply[]) : entry ? [entry as Reply] : [];
      const [status, body] = (queue.length > 1 ? queue.shift() : queue[0]) ?? [
        404,
        { code: 'NOT_FOUND', message: 'nope' },
      ];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

function signedIn(plural: 'Buddies' | 'Friends' | 'Colleagues', word: 'Buddy' | 'Friend' | 'Colleague') {
  return {
    '/api/account/session': [200, { isAuthenticated: true, isImpersonating: false }],
    '/api/member/summary': [200, member],
    '/api/member/points': [200, { homePoints: 420, flexiPoints: 150 }],
    '/api/clubs/151/content': [
      200,
      {
        clubId: 151,
        clubName: 'Foxhill Heath Golf Club',
        clubNameShort: 'Foxhill Heath',
        theme: { logoUrl: null, buddiesText: word, buddiesTextPlural: plural },
      },
    ],
    '/api/buddies/share-token': [200, 'ABCDEFGH'],
  } satisfies Record<string, Reply>;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={createMemoryRouter(buildRouteObjects(), { initialEntries: [path] })} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const serverError: Reply = [500, { code: 'INTERNAL', message: 'boom' }];

describe('buddies screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the friendly load error with Retry when a list fails, and the lists once Retry succeeds', async () => {
    const calls = mockApi({
      ...signedIn('Buddies', 'Buddy'),
      '/api/buddies': [200, [jamie]],
      '/api/buddies/requests/incoming': [200, []],
      // Fails twice (the first try and the client's one retry of a 5xx), then answers.
      '/api/buddies/requests/pending': [serverError, serverError, [200, []]],
    });
    renderAt('/Buddies');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const alert = retry.closest('[role="alert"]');
    expect(alert?.textContent).toContain(i18n.t('errors.generic'));
    expect(alert?.textContent).not.toContain('500');
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(screen.queryByText('Jamie Clarke')).toBeNull();
    const pendingCalls = calls.filter((c) => c === '/api/buddies/requests/pending').length;

    fireEvent.click(retry);
    expect(await screen.findByText('Jamie Clarke')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(calls.filter((c) => c === '/api/buddies/requests/pending').length).toBe(pendingCalls + 1);
    // The lists that had loaded were not asked for again.
    expect(calls.filter((c) => c === '/api/buddies').length).toBe(1);
  });

  it.each([
    ['/Friends', 'Buddies', 'Buddy', 'My Buddies'],
    ['/Buddies', 'Friends', 'Friend', 'My Friends'],
    ['/Buddies', 'Colleagues', 'Colleague', 'My Colleagues'],
  ] as const)(
    'at %s on a %s club, the heading and the document title both read the theme word',
    async (path, plural, word, title) => {
      mockApi({
        ...signedIn(plural, word),
        '/api/buddies': [200, []],
        '/api/buddies/requests/incoming': [200, []],
        '/api/buddies/requests/pending': [200, []],
      });
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`${title} | Foxhill Heath Golf Club`));
    },
  );
});
