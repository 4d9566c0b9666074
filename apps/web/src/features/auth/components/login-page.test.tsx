import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import LoginPage from './login-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The login page, with the API refusing the login as `refusal` says. */
function renderLogin(refusal: { code: string; message: string }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/api/account/login')) {
        return Response.json(refusal, { status: 429, headers: { 'retry-after': '60' } });
      }
      if (url.includes('/api/account/session')) {
        return Response.json({ isAuthenticated: false, isImpersonating: false });
      }
      return Response.json({ code: 'NOT_FOUND', message: 'none' }, { status: 404 });
    }),
  );
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: ['/login'],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'member@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Fairway2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

it('offers the magic link when the account is locked against this browser (LOGIN_LOCKED)', async () => {
  renderLogin({ code: 'LOGIN_LOCKED', message: 'locked' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('There have been too many attempts to sign in to this account.');
  const link = screen.getByRole('link', { name: 'Send me a sign-in link' });
  expect(link.getAttribute('href')).toBe('/magiclink');
});

it('asks only to wait when this address is rate limited (RATE_LIMITED)', async () => {
  renderLogin({ code: 'RATE_LIMITED', message: 'wait' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Too many attempts. Please wait a minute and try again.');
  expect(screen.queryByRole('link', { name: 'Send me a sign-in link' })).toBeNull();
});
