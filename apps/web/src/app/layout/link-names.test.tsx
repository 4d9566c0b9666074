import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { testMember } from '../../test/member';
import { buildRouteObjects } from '../router';

/**
 * Issue 46, "Also seen": axe once found a link without a name (`link-name`) on the dashboard right after
 * the page settled, with a second instance on PostgreSQL (slower answers). The shell's and the
 * dashboard's links must have a name from their first paint, while the club's content is still pending.
 */
function mockApi(pending: (path: string) => boolean) {
  const replies: Record<string, unknown> = {
    '/api/account/session': { isAuthenticated: true, isImpersonating: false },
    '/api/member/summary': testMember,
    '/api/member/points': { homePoints: 250, flexiPoints: 132 },
    '/api/bookings/upcoming': [],
    '/api/checkout/basket': { Items: [] },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = url.split('?')[0] ?? url;
      // An answer that has not come yet: the query stays pending for the whole test.
      if (pending(path)) return new Promise<Response>(() => {});
      const body = replies[path];
      return Promise.resolve(
        body === undefined
          ? new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'nope' }), { status: 404 })
          : new Response(JSON.stringify(body), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
      );
    }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const unnamedLinks = () =>
  screen.queryAllByRole('link').filter((link) => {
    const label = link.getAttribute('aria-label') ?? link.textContent ?? '';
    const alt = [...link.querySelectorAll('img')].map((img) => img.getAttribute('alt') ?? '').join('');
    return `${label}${alt}`.trim() === '';
  });

it('names every link of the shell and the dashboard while the club content is pending', async () => {
  mockApi((path) => path.startsWith('/api/clubs/'));
  renderAt('/');
  // The signed-in shell is drawn (its Logout button needs the member), the club's content is not in.
  expect(await screen.findByRole('button', { name: 'Logout' })).toBeTruthy();
  expect(screen.queryAllByRole('link').length).toBeGreaterThan(0);
  expect(unnamedLinks().map((link) => link.outerHTML.slice(0, 120))).toEqual([]);
  // The same with Testing Library's own accessible-name computation.
  expect(screen.queryAllByRole('link', { name: '' })).toEqual([]);
});
