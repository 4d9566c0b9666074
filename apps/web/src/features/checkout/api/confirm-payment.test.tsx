import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberSummaryQueryKey } from '../../members';
import { useConfirmPayment } from './confirm-payment';
import { basketQueryKey } from './get-basket';
import { usePayBasket } from './pay-basket';

/**
 * The checkout screen shows the card form (or the bank's step) only while the basket holds an item, and a
 * payment refreshes the basket. Its refreshed, empty answer can arrive before the other refreshes; the form
 * then unmounts, and a mutation whose observer has gone never calls the caller's onSuccess: the member was
 * left on /Checkout after paying (a browser test caught it on a loaded machine). Here the member summary's
 * refresh answers only once the empty basket is on screen, which makes that order certain.
 */
const PAID = {
  PaymentId: '3c1b0f5e-0000-4000-8000-000000000001',
  Status: 'Succeeded',
  PackageType: 2,
  Amount: 50,
  Currency: { CurrencyCode: 'GBP', CurrencySymbol: '£' },
  CardLast4: '3184',
  NextAction: null,
  MembershipExpires: null,
};

let basketEmptyShown: () => void = () => {};

function stubApi() {
  let basketReads = 0;
  let summaryReads = 0;
  const emptyShown = new Promise<void>((resolve) => {
    basketEmptyShown = resolve;
  });
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/confirm') || url.endsWith('/pay')) return json(PAID);
      if (url === 'basket') return json({ Items: basketReads++ === 0 ? [{ BundleId: 5005 }] : [] });
      if (url === 'summary') {
        if (summaryReads++ > 0) await emptyShown;
        return json({ Points: summaryReads });
      }
      return json({});
    }),
  );
}

function Empty() {
  useEffect(() => basketEmptyShown(), []);
  return <p>Empty basket</p>;
}

function Screen({ step }: { step: () => React.ReactElement }) {
  const read = (url: string) => () => fetch(url).then((r) => r.json());
  const basket = useQuery({ queryKey: basketQueryKey, queryFn: read('basket') });
  useQuery({ queryKey: memberSummaryQueryKey, queryFn: read('summary') });
  if (!basket.data) return null;
  return basket.data.Items.length ? step() : <Empty />;
}

function renderScreen(step: () => React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Screen step={step} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('after a payment, the way on is taken even when the emptied basket arrives first', () => {
  it('the bank step: confirming calls the caller’s onSuccess', async () => {
    stubApi();
    const onConfirmed = vi.fn();
    function Step() {
      const confirm = useConfirmPayment();
      return (
        <button type="button" onClick={() => confirm.mutate(PAID.PaymentId, { onSuccess: onConfirmed })}>
          Confirm payment
        </button>
      );
    }
    renderScreen(() => <Step />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(onConfirmed.mock.calls[0]?.[0]).toMatchObject({ Status: 'Succeeded' });
    expect(await screen.findByText('Empty basket')).toBeTruthy();
  });

  it('the card form: paying calls the caller’s onSuccess', async () => {
    stubApi();
    const onPaid = vi.fn();
    function Form() {
      const pay = usePayBasket();
      return (
        <button
          type="button"
          onClick={() =>
            pay.mutate(
              {
                payment: { Card: { Number: '4242', ExpMonth: 1, ExpYear: 2030, Cvc: '123' } },
                idempotencyKey: 'k',
              },
              { onSuccess: onPaid },
            )
          }
        >
          Pay
        </button>
      );
    }
    renderScreen(() => <Form />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(onPaid.mock.calls[0]?.[0]).toMatchObject({ Status: 'Succeeded' });
    expect(await screen.findByText('Empty basket')).toBeTruthy();
  });
});
