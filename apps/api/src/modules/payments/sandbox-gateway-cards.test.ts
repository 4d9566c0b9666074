import { describe, expect, it } from 'vitest';
import { checkSandboxMethod, expiryInFuture, luhnValid, SANDBOX_CARDS } from './sandbox-gateway';

const now = new Date('2026-06-15T12:00:00Z');
const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  kind: 'card' as const,
  card: { number, expMonth: 12, expYear: 2030, cvc: '123', ...over },
});

describe('sandbox gateway: card checks', () => {
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
    expect(() => checkSandboxMethod(card('4242424242424241'), now)).toThrow(
      expect.objectContaining({ code: 'CARD_INVALID' }),
    );
    expect(() =>
      checkSandboxMethod(card(SANDBOX_CARDS.success, { expYear: 2026, expMonth: 5 }), now),
    ).toThrow(expect.objectContaining({ code: 'CARD_INVALID' }));
    expect(() => checkSandboxMethod(card(SANDBOX_CARDS.success, { cvc: '12' }), now)).toThrow(
      expect.objectContaining({ code: 'CARD_INVALID' }),
    );
    expect(() => checkSandboxMethod(null, now)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
    expect(checkSandboxMethod(card('4242 4242 4242 4242'), now)).toEqual(card(SANDBOX_CARDS.success));
  });

  it('takes 12 to 19 digits and nothing around them', () => {
    expect(luhnValid('000000000000')).toBe(true);
    expect(luhnValid('0000000000000000000')).toBe(true);
    expect(luhnValid('00000000000')).toBe(false);
    expect(luhnValid('00000000000000000000')).toBe(false);
    expect(luhnValid(' 4242424242424242')).toBe(false);
    expect(luhnValid('4242424242424242 ')).toBe(false);
    expect(luhnValid(`x${SANDBOX_CARDS.success}`)).toBe(false);
  });

  it('doubles every second digit from the right, subtracting 9 from two-digit results', () => {
    // Doubled digits 4 → 8, 5 → 1 and 9 → 9; the others count as they are.
    expect(luhnValid('000000000042')).toBe(true);
    expect(luhnValid('000000000059')).toBe(true);
    expect(luhnValid('000000000091')).toBe(true);
    expect(luhnValid('000000000190')).toBe(true);
    expect(luhnValid('000000000050')).toBe(false);
    expect(luhnValid('000000000081')).toBe(false);
    expect(luhnValid('000000000001')).toBe(false);
    expect(luhnValid('000000000073')).toBe(false);
  });

  it('accepts a card until the first instant of the month after its expiry month, months 1 to 12 only', () => {
    const endOfJune = new Date('2026-07-01T00:00:00Z');
    expect(expiryInFuture(6, 2026, new Date(endOfJune.getTime() - 1))).toBe(true);
    expect(expiryInFuture(6, 2026, endOfJune)).toBe(false);
    expect(expiryInFuture(1, 2027, now)).toBe(true);
    expect(expiryInFuture(12, 2026, now)).toBe(true);
    expect(expiryInFuture(0, 2027, now)).toBe(false);
    expect(expiryInFuture(13, 2026, now)).toBe(false);
    expect(expiryInFuture(-1, 2030, now)).toBe(false);
  });

  it('takes a CVC of exactly 3 or 4 digits', () => {
    const withCvc = (cvc: string) => () => checkSandboxMethod(card(SANDBOX_CARDS.success, { cvc }), now);
    expect(withCvc('123')()).toEqual(card(SANDBOX_CARDS.success, { cvc: '123' }));
    expect(withCvc('1234')()).toEqual(card(SANDBOX_CARDS.success, { cvc: '1234' }));
    for (const cvc of ['12', '12345', ' 123', '123 ', 'a123', '123a', '']) {
      expect(withCvc(cvc), cvc).toThrow(expect.objectContaining({ code: 'CARD_INVALID' }));
    }
  });

  it('asks for the card field when the method is not a card', () => {
    let error: unknown;
    try {
      checkSandboxMethod({ kind: 'token', token: 'tok_x' }, now);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      code: 'VALIDATION',
      fields: { Card: { code: 'validation.required' } },
    });
  });
});
