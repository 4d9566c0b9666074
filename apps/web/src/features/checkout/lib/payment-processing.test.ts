import type { PaymentStatusView } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import {
  isSettled,
  paymentIdFromQuery,
  processingOutcome,
  returnedFromAuthentication,
} from './payment-processing';

const status = (overrides: Partial<PaymentStatusView>): PaymentStatusView => ({
  PaymentId: 'p',
  Status: 'Succeeded',
  PackageType: 0,
  FirstPayment: false,
  FailureCode: null,
  ...overrides,
});

describe('processingOutcome', () => {
  it('sends a first membership payment to /Welcome and a renewal to /RenewalComplete', () => {
    expect(processingOutcome(status({ FirstPayment: true }))).toEqual({ kind: 'go', to: '/Welcome' });
    expect(processingOutcome(status({ FirstPayment: false }))).toEqual({
      kind: 'go',
      to: '/RenewalComplete',
    });
  });

  it('sends both top-ups to /TopupComplete', () => {
    expect(processingOutcome(status({ PackageType: 1 }))).toEqual({ kind: 'go', to: '/TopupComplete' });
    expect(processingOutcome(status({ PackageType: 2 }))).toEqual({ kind: 'go', to: '/TopupComplete' });
  });

  it('waits while Pending or RequiresAction, and fails with the decline code', () => {
    expect(processingOutcome(status({ Status: 'Pending' }))).toEqual({ kind: 'wait' });
    expect(processingOutcome(status({ Status: 'RequiresAction' }))).toEqual({ kind: 'wait' });
    expect(processingOutcome(status({ Status: 'Failed', FailureCode: 'CARD_INVALID' }))).toEqual({
      kind: 'failed',
      code: 'CARD_INVALID',
    });
  });

  it('stops polling only once the payment is settled', () => {
    expect(isSettled({ Status: 'Pending' })).toBe(false);
    expect(isSettled({ Status: 'RequiresAction' })).toBe(false);
    expect(isSettled({ Status: 'Succeeded' })).toBe(true);
    expect(isSettled({ Status: 'Failed' })).toBe(true);
  });
});

describe('the landing query', () => {
  it('reads ?payment=, else Stripe’s payment_intent', () => {
    expect(paymentIdFromQuery(new URLSearchParams('payment=abc&payment_intent=pi_1'))).toBe('abc');
    expect(paymentIdFromQuery(new URLSearchParams('payment_intent=pi_1&redirect_status=succeeded'))).toBe(
      'pi_1',
    );
    expect(paymentIdFromQuery(new URLSearchParams(''))).toBeNull();
  });

  it('knows a return from Stripe’s authentication step', () => {
    expect(
      returnedFromAuthentication(new URLSearchParams('payment_intent=pi_1&redirect_status=succeeded')),
    ).toBe(true);
    expect(
      returnedFromAuthentication(new URLSearchParams('payment_intent=pi_1&redirect_status=failed')),
    ).toBe(false);
    expect(returnedFromAuthentication(new URLSearchParams('payment=abc'))).toBe(false);
  });
});
