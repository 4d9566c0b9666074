import { describe, expect, it } from 'vitest';
import { declineReasonOf } from './stripe-gateway';

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
    expect(declineReasonOf(null, null)).toBe('card_declined');
  });
});
