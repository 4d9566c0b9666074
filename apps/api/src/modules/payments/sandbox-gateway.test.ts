import { describe, expect, it } from 'vitest';
import {
  expiryInFuture,
  luhnValid,
  SANDBOX_CARDS,
  SandboxGateway,
  sandboxSavedMethod,
} from './sandbox-gateway';

const now = new Date('2026-06-15T12:00:00Z');
const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  kind: 'card' as const,
  card: { number, expMonth: 12, expYear: 2030, cvc: '123', ...over },
});

describe('sandbox gateway', () => {
  it('knows the Luhn check and every documented card passes it', () => {
    for (const n of Object.values(SANDBOX_CARDS)) expect(luhnValid(n), n).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('12345')).toBe(false);
    expect(luhnValid('42424242424242a2')).toBe(false);
  });

  it('accepts a card to the end of its expiry month', () => {
    expect(expiryInFuture(6, 2026, now)).toBe(true);
    expect(expiryInFuture(5, 2026, now)).toBe(false);
    expect(expiryInFuture(13, 2026, now)).toBe(false);
  });

  it('refuses a bad number, a past expiry, a bad CVC or no card with CARD_INVALID / VALIDATION', () => {
    const g = new SandboxGateway();
    expect(() => g.checkMethod(card('4242424242424241'), now)).toThrow(
      expect.objectContaining({ code: 'CARD_INVALID' }),
    );
    expect(() => g.checkMethod(card(SANDBOX_CARDS.success, { expYear: 2026, expMonth: 5 }), now)).toThrow(
      expect.objectContaining({ code: 'CARD_INVALID' }),
    );
    expect(() => g.checkMethod(card(SANDBOX_CARDS.success, { cvc: '12' }), now)).toThrow(
      expect.objectContaining({ code: 'CARD_INVALID' }),
    );
    expect(() => g.checkMethod(null, now)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
    expect(g.checkMethod(card('4242 4242 4242 4242'), now)).toEqual(card(SANDBOX_CARDS.success));
  });

  it('answers each test card, and the same key never charges twice', async () => {
    const g = new SandboxGateway();
    const pay = (number: string, key: string) =>
      g.createPayment({
        amount: 100,
        currency: 'GBP',
        idempotencyKey: key,
        method: card(number),
        description: '',
      });
    expect(await pay(SANDBOX_CARDS.success, 'a')).toMatchObject({ status: 'succeeded', last4: '4242' });
    expect(await pay(SANDBOX_CARDS.success, 'a')).toMatchObject({ status: 'succeeded' });
    expect(await pay(SANDBOX_CARDS.declined, 'b')).toMatchObject({
      status: 'declined',
      reason: 'card_declined',
    });
    expect(await pay(SANDBOX_CARDS.insufficientFunds, 'c')).toMatchObject({ reason: 'insufficient_funds' });
    const action = await pay(SANDBOX_CARDS.requiresAction, 'd');
    expect(action).toMatchObject({ status: 'requires_action', actionType: 'sandbox_challenge' });
    expect(g.charges).toHaveLength(1);
    expect(await g.confirmPayment({ reference: action.reference!, idempotencyKey: 'd' })).toMatchObject({
      status: 'succeeded',
    });
    expect(g.charges).toHaveLength(2);
  });

  it('verifies webhook signatures', () => {
    const g = new SandboxGateway('s3cret');
    const body = JSON.stringify({ type: 'payment.succeeded', reference: 'sb_pi_x', idempotencyKey: 'x' });
    expect(g.verifyWebhook(body, g.sign(body))).toEqual({
      type: 'payment.succeeded',
      reference: 'sb_pi_x',
      idempotencyKey: 'x',
    });
    expect(g.verifyWebhook(body, undefined)).toBeNull();
    expect(g.verifyWebhook(body, g.sign(`${body} `))).toBeNull();
    expect(g.verifyWebhook(body, new SandboxGateway('other').sign(body))).toBeNull();
  });

  it('saves a card as a token of its outcome class only, and charges it off-session once per key', async () => {
    const g = new SandboxGateway();
    const save = (number: string, key: string) =>
      g.createPayment({
        amount: 100,
        currency: 'GBP',
        idempotencyKey: key,
        method: card(number),
        description: 'x',
        saveMethod: true,
      });
    const ok = await save(SANDBOX_CARDS.success, 's1');
    expect(ok.status).toBe('succeeded');
    const token = (ok as { savedMethod?: string }).savedMethod!;
    expect(token).toMatch(/^pm_sandbox_success_[0-9a-f]+$/);
    expect(token).not.toContain('4242');
    const declinedCard = (await save(SANDBOX_CARDS.declined, 's2')) as { savedMethod?: string };
    expect(declinedCard.savedMethod).toBeUndefined();

    const charge = (savedMethod: string, key: string) =>
      g.chargeSavedMethod({
        amount: 500,
        currency: 'GBP',
        idempotencyKey: key,
        savedMethod,
        description: 'r',
      });
    expect(await charge(token, 'r1')).toMatchObject({ status: 'succeeded', reference: 'sb_pi_r1' });
    expect(await charge(token, 'r1')).toMatchObject({ status: 'succeeded', reference: 'sb_pi_r1' });
    expect(g.charges.filter((c) => c.reference === 'sb_pi_r1')).toEqual([
      { reference: 'sb_pi_r1', amount: 500 },
    ]);
    expect(await charge(sandboxSavedMethod('declined'), 'r2')).toMatchObject({ reason: 'card_declined' });
    expect(await charge(sandboxSavedMethod('insufficient'), 'r3')).toMatchObject({
      reason: 'insufficient_funds',
    });
    // Nobody is there to answer an extra step off-session; an unknown token is declined.
    expect(await charge(sandboxSavedMethod('action'), 'r4')).toMatchObject({ status: 'declined' });
    expect(await charge('pm_other_123', 'r5')).toMatchObject({ status: 'declined' });
  });

  it('hands out the saved card of a payment needing the extra step only once it is confirmed', async () => {
    const g = new SandboxGateway();
    const waiting = await g.createPayment({
      amount: 100,
      currency: 'GBP',
      idempotencyKey: 'w',
      method: card(SANDBOX_CARDS.requiresAction),
      description: 'x',
      saveMethod: true,
    });
    expect(waiting.status).toBe('requires_action');
    expect('savedMethod' in waiting).toBe(false);
    const done = await g.confirmPayment({ reference: waiting.reference!, idempotencyKey: 'w' });
    expect((done as { savedMethod?: string }).savedMethod).toMatch(/^pm_sandbox_action_/);
  });
});
