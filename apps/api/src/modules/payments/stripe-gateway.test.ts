import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { declineReasonOf, eventOf, PAYMENT_ID_METADATA, splitSavedMethod } from './stripe-gateway';

describe('Stripe decline codes as checkout decline reasons', () => {
  it('reads insufficient funds from the decline code', () => {
    expect(declineReasonOf('card_declined', 'insufficient_funds')).toBe('insufficient_funds');
  });

  it('reads wrong card details as an invalid card', () => {
    for (const code of ['incorrect_number', 'invalid_expiry_year', 'incorrect_cvc', 'expired_card']) {
      expect(declineReasonOf(code, null), code).toBe('invalid_card');
    }
    expect(declineReasonOf('card_declined', 'incorrect_cvc')).toBe('invalid_card');
  });

  it('reads every other refusal, and a missing code, as declined', () => {
    expect(declineReasonOf('card_declined', 'generic_decline')).toBe('card_declined');
    expect(declineReasonOf('payment_intent_authentication_failure')).toBe('card_declined');
    // Off-session, a card that needs 3-D Secure is refused: nobody is there to answer it.
    expect(declineReasonOf('authentication_required', 'authentication_required')).toBe('card_declined');
    expect(declineReasonOf(null, null)).toBe('card_declined');
  });
});

describe('Stripe events as gateway events', () => {
  const event = (type: string, object: Record<string, unknown>) =>
    ({ id: 'evt_1', object: 'event', type, data: { object } }) as unknown as Stripe.Event;
  const metadata = { [PAYMENT_ID_METADATA]: 'a-payment' };

  it('reads the payment id from the intent metadata and the failure reason from its last error', () => {
    expect(eventOf(event('payment_intent.succeeded', { id: 'pi_1', metadata }))).toEqual({
      type: 'payment.succeeded',
      reference: 'pi_1',
      idempotencyKey: 'a-payment',
      last4: null,
    });
    const failed = {
      id: 'pi_2',
      metadata,
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    };
    expect(eventOf(event('payment_intent.payment_failed', failed))).toMatchObject({
      type: 'payment.failed',
      reference: 'pi_2',
      reason: 'insufficient_funds',
    });
  });

  it('reads the saved card of an intent that asked to keep it (setup_future_usage) as customer/method', () => {
    const saving = { id: 'pi_4', metadata, customer: 'cus_1', payment_method: 'pm_1' };
    expect(
      eventOf(event('payment_intent.succeeded', { ...saving, setup_future_usage: 'off_session' })),
    ).toMatchObject({ type: 'payment.succeeded', savedMethod: 'cus_1/pm_1' });
    for (const intent of [
      { ...saving, setup_future_usage: null },
      { ...saving, setup_future_usage: 'off_session', customer: null },
    ]) {
      expect(eventOf(event('payment_intent.succeeded', intent))).not.toHaveProperty('savedMethod');
    }
  });

  it('reads a refunded charge as its intent, and ignores events checkout has no use for', () => {
    const charge = {
      id: 'ch_1',
      payment_intent: 'pi_3',
      metadata: {},
      payment_method_details: { card: { last4: '4242' } },
    };
    expect(eventOf(event('charge.refunded', charge))).toEqual({
      type: 'refund.succeeded',
      reference: 'pi_3',
      idempotencyKey: null,
      last4: '4242',
    });
    expect(eventOf(event('customer.created', { id: 'cus_1' })).type).toBe('ignored');
  });
});

describe('saved Stripe methods', () => {
  it('are <Customer id>/<PaymentMethod id>, or a bare PaymentMethod id', () => {
    expect(splitSavedMethod('cus_1/pm_2')).toEqual({ customer: 'cus_1', paymentMethod: 'pm_2' });
    expect(splitSavedMethod('pm_2')).toEqual({ paymentMethod: 'pm_2' });
  });
});
