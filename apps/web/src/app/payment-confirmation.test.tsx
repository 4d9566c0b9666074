import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { testMember } from '../test/member';
import { buildRouteObjects } from './router';

const PAYMENT = '3f0c2a4e-1d5b-4c8e-9a7f-2b6d8e1c4a90';
const payment = (over: object) => ({
  PaymentId: PAYMENT,
  Status: 'Succeeded',
  PackageType: 0,
  FirstPayment: false,
  FailureCode: null,
  ...over,
});

function mockApi(signedIn: boolean, paymentReply: [number, unknown] = [404, { code: 'PAYMENT_NOT_FOUND' }]) {
  const member = { ...testMember, MembershipExpires: '2027-10-26T10:00:00Z' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0] ?? url;
      const [status, body]: [number, unknown] =
        path === '/api/account/session'
          ? [
              200,
              signedIn
                ? { isAuthenticated: true, isImpersonating: false, member }
                : { isAuthenticated: false },
            ]
          : path === '/api/member/summary'
            ? [200, member]
            : path === `/api/checkout/payments/${PAYMENT}`
              ? paymentReply
              : [404, { code: 'NOT_FOUND', message: 'nope' }];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function renderAt(pathname: string, state?: unknown) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [{ pathname, state }] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/Welcome only after this member’s first payment (issue 26 §4)', () => {
  it('sends a visitor on to the login, never saying Payment Successful', async () => {
    mockApi(false);
    const router = renderAt('/Welcome');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/login\//);
    expect(screen.queryByText(/Welcome to the club/)).toBeNull();
  });

  it('sends a member who typed the address to the dashboard', async () => {
    mockApi(true);
    const router = renderAt('/Welcome');
    expect(await screen.findByText('Welcome back, Alex')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a member on when the payment named is a renewal, not a first payment', async () => {
    mockApi(true, [200, payment({ FirstPayment: false })]);
    const router = renderAt('/Welcome', { paymentId: PAYMENT });
    expect(await screen.findByText('Welcome back, Alex')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('welcomes the member after their first membership payment, with the end date', async () => {
    mockApi(true, [200, payment({ FirstPayment: true })]);
    renderAt('/Welcome', { paymentId: PAYMENT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByText(/Welcome to the club!/)).toBeTruthy();
    expect(screen.getByText('Your membership runs until 26th October 2027.')).toBeTruthy();
  });
});

describe('/RenewalComplete (issue 26 §2, §3)', () => {
  it('confirms a renewal with the membership’s new end date', async () => {
    mockApi(true, [200, payment({ FirstPayment: false })]);
    renderAt('/RenewalComplete', { paymentId: PAYMENT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Renewal Successful' })).toBeTruthy();
    expect(screen.getByText('Your membership now runs until 26th October 2027.')).toBeTruthy();
  });
});
