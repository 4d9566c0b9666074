import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { CancelRenewal } from './cancel-renewal';

const coolingOff = {
  Payment: {
    PaymentId: '3f0c2a4e-1d5b-4c8e-9a7f-2b6d8e1c4a90',
    PackageName: 'Hyde',
    Amount: 3200,
    Currency: { CurrencyCode: 'GBP', CurrencySymbol: '£' },
    PaidAt: '2026-11-20T10:00:00Z',
    RefundableUntil: '2026-12-04T23:59:59.999Z',
    PreviousExpires: '2027-04-23T11:00:00Z',
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mockApi(refund: [number, unknown]) {
  const calls: { url: string; method: string; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({ url, method: init.method ?? 'GET', key: headers.get('idempotency-key') });
      const [status, body] = url.endsWith('/refund') ? refund : [200, coolingOff];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <CancelRenewal />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

it('confirms, then refunds with an Idempotency-Key and says when the membership renews again', async () => {
  const calls = mockApi([
    200,
    {
      PaymentId: coolingOff.Payment.PaymentId,
      Status: 'Refunded',
      Amount: 3200,
      Currency: coolingOff.Payment.Currency,
      MembershipExpires: '2027-04-23T11:00:00Z',
      HomePointsReversed: 800,
      OpenPlayPointsReversed: 0,
    },
  ]);
  renderPanel();
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel renewal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel renewal' });
  expect(dialog.textContent).toContain('refunds take 3-5 working days');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));
  const done = await screen.findByRole('status');
  expect(done.textContent).toContain('Renewal cancelled');
  expect(done.textContent).toContain('Your membership renews on 23rd April 2027 again.');
  const post = calls.find((c) => c.method === 'POST');
  expect(post?.url).toBe(`/api/payment/payments/${coolingOff.Payment.PaymentId}/refund`);
  expect(post?.key).toMatch(/^[0-9a-f-]{36}$/);
});

it('shows the refusal naming the club to contact when the points were spent', async () => {
  mockApi([
    422,
    {
      code: 'REFUND_POINTS_SPENT',
      message: 'ignored: the app reads the code',
      params: { clubName: 'Foxhill Heath Golf Club', contact: 'members@foxhillheath.example' },
    },
  ]);
  renderPanel();
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel renewal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel renewal' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(
    'Some of the points this renewal added have been used, so it cannot be cancelled online. Please contact Foxhill Heath Golf Club at members@foxhillheath.example.',
  );
});
