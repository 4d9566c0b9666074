import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { SANDBOX_CARDS, SandboxGateway, sandboxSavedMethod } from '../src/modules/payments/sandbox-gateway';
import { createTestDatabase } from './database';

const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  kind: 'card' as const,
  card: { number, expMonth: 12, expYear: 2030, cvc: '123', ...over },
});

/** The sandbox gateway on a real database: its books are tables (sandbox-repository.ts). */
describe('sandbox gateway: payments, saved cards, confirm and refunds', () => {
  let database: Database;
  let g: SandboxGateway;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());
  beforeEach(async () => {
    // Each test starts with empty books, as the keys it uses (a, b …) are reused across tests.
    await database.db.execute(sql`truncate sandbox_gateway_payments, sandbox_gateway_refunds`);
    g = new SandboxGateway(database.db);
  });

  it('answers each test card, and the same key never charges twice', async () => {
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
    expect(await g.charges()).toHaveLength(1);
    expect(await g.confirmPayment({ reference: action.reference!, idempotencyKey: 'd' })).toMatchObject({
      status: 'succeeded',
    });
    expect(await g.charges()).toHaveLength(2);
  });

  it('saves a card as a token of its outcome class only, and charges it off-session once per key', async () => {
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
    expect((await g.charges()).filter((c) => c.reference === 'sb_pi_r1')).toEqual([
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

  it('answers each card with its reference, last four digits, reason and challenge secret', async () => {
    const pay = (method: Parameters<SandboxGateway['createPayment']>[0]['method'], key: string) =>
      g.createPayment({ amount: 100, currency: 'GBP', idempotencyKey: key, method, description: '' });
    expect(await pay(card(SANDBOX_CARDS.success), 'a')).toEqual({
      status: 'succeeded',
      reference: 'sb_pi_a',
      last4: '4242',
    });
    expect(await pay(card(SANDBOX_CARDS.declined), 'b')).toEqual({
      status: 'declined',
      reference: 'sb_pi_b',
      last4: '0002',
      reason: 'card_declined',
    });
    expect(await pay(card(SANDBOX_CARDS.insufficientFunds), 'c')).toEqual({
      status: 'declined',
      reference: 'sb_pi_c',
      last4: '9995',
      reason: 'insufficient_funds',
    });
    expect(await pay(card(SANDBOX_CARDS.requiresAction), 'd')).toEqual({
      status: 'requires_action',
      reference: 'sb_pi_d',
      last4: '3184',
      actionType: 'sandbox_challenge',
      clientSecret: 'sb_pi_d_secret',
    });
    // Any other Luhn-valid number succeeds; an invalid one (never checked) or a token is declined.
    expect(await pay(card('5555555555554444'), 'e')).toEqual({
      status: 'succeeded',
      reference: 'sb_pi_e',
      last4: '4444',
    });
    expect(await pay(card('4242424242424241'), 'f')).toEqual({
      status: 'declined',
      reference: null,
      last4: '4241',
      reason: 'invalid_card',
    });
    expect(await pay({ kind: 'token', token: 'tok_x' }, 'g')).toEqual({
      status: 'declined',
      reference: null,
      last4: null,
      reason: 'invalid_card',
    });
    expect(await g.charges()).toEqual([
      { reference: 'sb_pi_a', amount: 100 },
      { reference: 'sb_pi_e', amount: 100 },
    ]);
  });

  it('returns the first answer of a key even when the second call differs', async () => {
    const pay = (number: string, amount: number) =>
      g.createPayment({
        amount,
        currency: 'GBP',
        idempotencyKey: 'k',
        method: card(number),
        description: '',
      });
    expect(await pay(SANDBOX_CARDS.success, 100)).toMatchObject({ status: 'succeeded' });
    expect(await pay(SANDBOX_CARDS.declined, 900)).toEqual({
      status: 'succeeded',
      reference: 'sb_pi_k',
      last4: '4242',
    });
    expect(await g.charges()).toEqual([{ reference: 'sb_pi_k', amount: 100 }]);

    const charge = (savedMethod: string, amount: number) =>
      g.chargeSavedMethod({ amount, currency: 'GBP', idempotencyKey: 'r', savedMethod, description: '' });
    expect(await charge(sandboxSavedMethod('declined'), 300)).toMatchObject({ status: 'declined' });
    expect(await charge(sandboxSavedMethod('success'), 400)).toEqual({
      status: 'declined',
      reference: 'sb_pi_r',
      last4: null,
      reason: 'card_declined',
    });
    expect(await g.charges()).toEqual([{ reference: 'sb_pi_k', amount: 100 }]);
  });

  it('saves a successful card as a success token and the extra-step card as an action token', async () => {
    const save = async (number: string, key: string) => {
      const outcome = await g.createPayment({
        amount: 100,
        currency: 'GBP',
        idempotencyKey: key,
        method: card(number),
        description: '',
        saveMethod: true,
      });
      if (outcome.status === 'requires_action') {
        return g.confirmPayment({ reference: outcome.reference as string, idempotencyKey: key });
      }
      return outcome;
    };
    const token = async (number: string, key: string) =>
      ((await save(number, key)) as { savedMethod?: string }).savedMethod;
    expect(await token(SANDBOX_CARDS.success, 'a')).toMatch(/^pm_sandbox_success_[0-9a-f]{18}$/);
    expect(await token('5555555555554444', 'b')).toMatch(/^pm_sandbox_success_[0-9a-f]{18}$/);
    expect(await token(SANDBOX_CARDS.requiresAction, 'c')).toMatch(/^pm_sandbox_action_[0-9a-f]{18}$/);
    expect(await token(SANDBOX_CARDS.insufficientFunds, 'd')).toBeUndefined();
    expect(await token('4242424242424241', 'e')).toBeUndefined();
    expect(sandboxSavedMethod('success', 'ab12')).toBe('pm_sandbox_success_ab12');
  });

  it('charges only well-formed success tokens; others are declined, insufficient ones for funds', async () => {
    let n = 0;
    const charge = (savedMethod: string) =>
      g.chargeSavedMethod({
        amount: 500,
        currency: 'GBP',
        idempotencyKey: `k${++n}`,
        savedMethod,
        description: '',
      });
    expect(await charge('pm_sandbox_success_0a')).toEqual({
      status: 'succeeded',
      reference: 'sb_pi_k1',
      last4: null,
    });
    expect(await charge(`pm_sandbox_success_${'f'.repeat(64)}`)).toMatchObject({ status: 'succeeded' });
    for (const bad of [
      'xpm_sandbox_success_0a',
      'pm_sandbox_success_0a ',
      'pm_sandbox_success_0g',
      'pm_sandbox_success_',
      `pm_sandbox_success_${'f'.repeat(65)}`,
      'pm_sandbox_bogus_0a',
    ]) {
      expect(await charge(bad), bad).toMatchObject({ status: 'declined', reason: 'card_declined' });
    }
    expect(await charge('pm_sandbox_insufficient_0a')).toMatchObject({
      status: 'declined',
      reason: 'insufficient_funds',
    });
    expect(await charge(' pm_sandbox_insufficient_0a')).toMatchObject({ reason: 'card_declined' });
  });

  it('confirms only the waiting payment of that key and reference; anything else is declined', async () => {
    const pay = (number: string, key: string) =>
      g.createPayment({
        amount: 100,
        currency: 'GBP',
        idempotencyKey: key,
        method: card(number),
        description: '',
      });
    await pay(SANDBOX_CARDS.requiresAction, 'w');
    await pay(SANDBOX_CARDS.declined, 'x');
    await pay(SANDBOX_CARDS.success, 'y');
    const declined = (reference: string) => ({
      status: 'declined',
      reference,
      last4: null,
      reason: 'card_declined',
    });
    expect(await g.confirmPayment({ reference: 'sb_pi_w', idempotencyKey: 'nope' })).toEqual(
      declined('sb_pi_w'),
    );
    expect(await g.confirmPayment({ reference: 'sb_pi_other', idempotencyKey: 'w' })).toEqual(
      declined('sb_pi_other'),
    );
    expect(await g.charges()).toEqual([{ reference: 'sb_pi_y', amount: 100 }]);
    // A declined payment stays declined; a succeeded one is answered as it was.
    expect(await g.confirmPayment({ reference: 'sb_pi_x', idempotencyKey: 'x' })).toEqual({
      status: 'declined',
      reference: 'sb_pi_x',
      last4: '0002',
      reason: 'card_declined',
    });
    expect(await g.confirmPayment({ reference: 'sb_pi_y', idempotencyKey: 'y' })).toEqual({
      status: 'succeeded',
      reference: 'sb_pi_y',
      last4: '4242',
    });
    expect(await g.confirmPayment({ reference: 'sb_pi_w', idempotencyKey: 'w' })).toEqual({
      status: 'succeeded',
      reference: 'sb_pi_w',
      last4: '3184',
    });
  });

  it('refunds once per key, keeping the first request', async () => {
    expect(await g.refund({ reference: 'sb_pi_a', amount: 300, idempotencyKey: 'r1' })).toEqual({
      reference: 'sb_re_r1',
    });
    expect(await g.refund({ reference: 'sb_pi_b', amount: 999, idempotencyKey: 'r1' })).toEqual({
      reference: 'sb_re_r1',
    });
    expect(await g.refund({ reference: 'sb_pi_c', amount: 50, idempotencyKey: 'r2' })).toEqual({
      reference: 'sb_re_r2',
    });
    expect(await g.refundList()).toEqual([
      { reference: 'sb_pi_a', amount: 300 },
      { reference: 'sb_pi_c', amount: 50 },
    ]);
  });
});

describe('sandbox gateway: two instances share one set of books', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it('confirms on a second gateway a challenge started on the first, and charges the key once', async () => {
    const a = new SandboxGateway(database.db);
    const b = new SandboxGateway(database.db);
    const waiting = await a.createPayment({
      amount: 700,
      currency: 'GBP',
      idempotencyKey: 'shared',
      method: card(SANDBOX_CARDS.requiresAction),
      description: '',
    });
    expect(waiting.status).toBe('requires_action');
    const [one, two] = await Promise.all([
      b.confirmPayment({ reference: 'sb_pi_shared', idempotencyKey: 'shared' }),
      a.confirmPayment({ reference: 'sb_pi_shared', idempotencyKey: 'shared' }),
    ]);
    expect(one).toEqual({ status: 'succeeded', reference: 'sb_pi_shared', last4: '3184' });
    expect(two).toEqual(one);
    expect(
      await b.createPayment({
        amount: 700,
        currency: 'GBP',
        idempotencyKey: 'shared',
        method: card(SANDBOX_CARDS.declined),
        description: '',
      }),
    ).toEqual(one);
    expect(await a.charges()).toEqual([{ reference: 'sb_pi_shared', amount: 700 }]);
  });
});
