import type { PaymentResult } from '@fairway/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentForm } from './payment-form';

// Stripe.js cannot be loaded here (no Stripe servers): the loader and Elements are stand-ins that record
// what the form asks of them.
const fakeStripe = {
  createPaymentMethod: vi.fn(),
  handleNextAction: vi.fn(),
};
vi.mock('../lib/load-stripe', () => ({ loadStripeJs: vi.fn(() => Promise.resolve(fakeStripe)) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => fakeStripe,
  useElements: () => ({ getElement: () => ({ kind: 'card' }) }),
}));
const { loadStripeJs } = await import('../lib/load-stripe');

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };
let calls: Call[] = [];

/** The API as the form meets it: the gateway answer, then pay and confirm. */
function stubApi(gateway: { Gateway: 'sandbox' | 'stripe'; PublishableKey: string | null }) {
  const result = (Status: 'Succeeded' | 'RequiresAction'): PaymentResult => ({
    PaymentId: '3c1b0f5e-0000-4000-8000-000000000001',
    Status,
    PackageType: 2,
    Amount: 50,
    Currency: { CurrencyCode: 'GBP', CurrencySymbol: '£' },
    CardLast4: '3155',
    NextAction: Status === 'RequiresAction' ? { Type: 'stripe_sdk', ClientSecret: 'pi_1_secret_2' } : null,
    MembershipExpires: null,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url === '/api/checkout/gateway') return json(200, gateway);
      if (url === '/api/checkout/pay') return json(202, result('RequiresAction'));
      if (url.endsWith('/confirm')) return json(200, result('Succeeded'));
      return json(404, { code: 'NOT_FOUND', message: 'no' });
    }),
  );
}

function renderForm(onPaid = vi.fn(), offerSaveCard = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <PaymentForm amount="£50.00" onPaid={onPaid} offerSaveCard={offerSaveCard} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onPaid;
}

describe('PaymentForm', () => {
  beforeEach(() => {
    calls = [];
    vi.mocked(loadStripeJs).mockClear();
    fakeStripe.createPaymentMethod.mockReset();
    fakeStripe.handleNextAction.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows Stripe Elements, loading Stripe.js with the publishable key, when the gateway is Stripe', async () => {
    stubApi({ Gateway: 'stripe', PublishableKey: 'pk_test_abc' });
    renderForm();
    expect(await screen.findByTestId('card-element')).toBeTruthy();
    expect(loadStripeJs).toHaveBeenCalledWith('pk_test_abc');
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.getByRole('group', { name: 'Card details' })).toBeTruthy();
  });

  it('shows the sandbox card form and never loads Stripe.js when the gateway is the sandbox', async () => {
    stubApi({ Gateway: 'sandbox', PublishableKey: null });
    renderForm();
    expect(await screen.findByLabelText(/Card number/)).toBeTruthy();
    expect(screen.queryByTestId('card-element')).toBeNull();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it('pays with the PaymentMethod, runs 3-D Secure with Stripe.js, then confirms through the API', async () => {
    stubApi({ Gateway: 'stripe', PublishableKey: 'pk_test_abc' });
    fakeStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_123' } });
    fakeStripe.handleNextAction.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const onPaid = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay £50.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid.mock.calls[0]![0]).toMatchObject({ Status: 'Succeeded' });
    expect(fakeStripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: { kind: 'card' } });
    const pay = calls.find((c) => c.url === '/api/checkout/pay')!;
    expect(pay.body).toEqual({ PaymentMethodId: 'pm_123' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(Object.keys(pay.headers).map((h) => h.toLowerCase())).toContain('idempotency-key');
    expect(fakeStripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain(
      'POST /api/checkout/payments/3c1b0f5e-0000-4000-8000-000000000001/confirm',
    );
  });

  it('offers to save the card with Stripe and sends SaveCard only when it is ticked', async () => {
    stubApi({ Gateway: 'stripe', PublishableKey: 'pk_test_abc' });
    fakeStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_456' } });
    fakeStripe.handleNextAction.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const onPaid = renderForm(vi.fn(), true);
    const save = await screen.findByRole('checkbox', { name: 'Save my card for automatic renewal' });
    const payButton = screen.getByRole('button', { name: 'Pay £50.00' });
    fireEvent.click(payButton);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    fireEvent.click(save);
    fireEvent.click(payButton);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(2));
    const pays = calls.filter((c) => c.url === '/api/checkout/pay').map((c) => c.body);
    expect(pays).toEqual([{ PaymentMethodId: 'pm_456' }, { PaymentMethodId: 'pm_456', SaveCard: true }]);
  });

  it('says the card form could not be loaded when Stripe.js does not load (offline, blocked)', async () => {
    stubApi({ Gateway: 'stripe', PublishableKey: 'pk_test_blocked' });
    vi.mocked(loadStripeJs).mockImplementationOnce(() => Promise.reject(new Error('blocked')));
    renderForm();
    expect(await screen.findByText(/The card form could not be loaded/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('shows the card-invalid text when Stripe refuses the card, without calling the API to pay', async () => {
    stubApi({ Gateway: 'stripe', PublishableKey: 'pk_test_abc' });
    fakeStripe.createPaymentMethod.mockResolvedValue({ error: { type: 'validation_error' } });
    const onPaid = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay £50.00' }));
    expect(await screen.findByText(/that looks like an invalid card/)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/checkout/pay')).toBe(false);
    expect(onPaid).not.toHaveBeenCalled();
  });
});
