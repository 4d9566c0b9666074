import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { testMember } from '../test/member';
import { buildRouteObjects } from './router';

const member = testMember;

function mockApi(replies: Record<string, [number, unknown]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? url;
      const [status, body] = replies[path] ?? [404, { code: 'NOT_FOUND', message: 'nope' }];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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
  return router;
}

describe('app routes', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a visitor from / to the default club login page with a returnUrl', async () => {
    mockApi({ '/api/account/session': [200, { isAuthenticated: false, isImpersonating: false }] });
    const router = renderAt('/Renew?x=1');
    // The first test of the file also waits for the cold transform of the login screen's lazy chunk.
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/Fairway%20Golf%20Network/0');
    expect(router.state.location.search).toBe('?returnUrl=%2FRenew%3Fx%3D1');
  });

  it('shows the 404 texts for an unknown path', async () => {
    mockApi({ '/api/account/session': [200, { isAuthenticated: false, isImpersonating: false }] });
    renderAt('/no/such/page');
    expect(await screen.findByText('Oops! Error 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    // The bug report is a short form e-mailed to the team by the API (issue 10 §4).
    expect(screen.getByRole('button', { name: 'Submit a bug report' })).toBeTruthy();
  });

  it('redirects any other /login/* path to /login', async () => {
    mockApi({ '/api/account/session': [200, { isAuthenticated: false, isImpersonating: false }] });
    const router = renderAt('/login/a/b/c');
    await screen.findByRole('button', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the dashboard, member card and impersonation banner to a member', async () => {
    mockApi({
      '/api/account/session': [200, { isAuthenticated: true, isImpersonating: true }],
      '/api/member/summary': [200, { ...member, IsImpersonating: true }],
      '/api/member/points': [200, { homePoints: 420, flexiPoints: 150 }],
      '/api/clubs/151/message': [200, { title: 'Course news', message: 'Buggies are back.' }],
    });
    renderAt('/');
    expect(await screen.findByText('Welcome back, Alex')).toBeTruthy();
    expect(screen.getByText('You are currently impersonating Alex Morgan')).toBeTruthy();
    expect(await screen.findByText('Course news')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Top-up' })).toBeTruthy();
    expect(localStorage.getItem('homeClubId')).toBe('151');
  });

  it('hides Top-up and shows the expired banner to an expired member', async () => {
    mockApi({
      '/api/account/session': [200, { isAuthenticated: true, isImpersonating: false }],
      '/api/member/summary': [200, { ...member, IsExpired: true }],
      '/api/member/points': [200, { homePoints: 420, flexiPoints: 150 }],
    });
    renderAt('/');
    expect(await screen.findByText('Your Account has Expired')).toBeTruthy();
    expect(
      screen.getByText('Your membership has expired, please renew to continue your membership.'),
    ).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Top-up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Membership expired' }).getAttribute('href')).toBe('/Renew');
  });
});
