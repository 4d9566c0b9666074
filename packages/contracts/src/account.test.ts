import { describe, expect, it } from 'vitest';
import { REGISTRATION_FIELD_CODES as M, ZNewPassword } from './account';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { fieldErrorOf } from './field-errors';

/** The refusal a form or the server shows for a password being set, or null when it is accepted. */
const refusal = (password: string) => {
  const issues = ZNewPassword.safeParse(password).error?.issues ?? [];
  expect(issues.length).toBeLessThanOrEqual(1);
  return issues[0] ? fieldErrorOf(issues[0]) : null;
};

const tooShort = { code: M.passwordMin, params: { min: PASSWORD_MIN_LENGTH } };
const tooLong = { code: M.passwordMax, params: { max: PASSWORD_MAX_LENGTH } };

describe('ZNewPassword', () => {
  it('refuses an empty password, and NUL anywhere, as not a password at all', () => {
    expect(refusal('')).toEqual({ code: M.password });
    expect(refusal('x7#kQ9!m\u0000')).toEqual({ code: M.password });
    expect(refusal('\u0000x7#kQ9!m')).toEqual({ code: M.password });
    // NUL is refused before any other rule: too short, only whitespace or too long.
    expect(refusal('\u0000')).toEqual({ code: M.password });
    expect(refusal(`${' '.repeat(8)}\u0000`)).toEqual({ code: M.password });
    expect(refusal(`${'x'.repeat(PASSWORD_MAX_LENGTH)}\u0000`)).toEqual({ code: M.password });
  });

  it('refuses whitespace only, of any kind and length, but accepts spaces around other characters', () => {
    for (const blank of [' ', ' '.repeat(8), '\t\n\r\v\f', '\u00a0\u2003\u3000\u2028\ufeff'.repeat(2)]) {
      expect(refusal(blank), JSON.stringify(blank)).toEqual({ code: M.passwordBlank });
    }
    expect(refusal('  x7#kQ9  ')).toBeNull();
    expect(refusal('a       ')).toBeNull();
  });

  it('counts the minimum in code points: emoji and other astral characters are one character each', () => {
    expect(refusal('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual(tooShort);
    expect(refusal('x'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(refusal('😀'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual(tooShort); // 14 UTF-16 units
    expect(refusal('😀'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(refusal('𝔣𝔞𝔦𝔯𝔴𝔞𝔶')).toEqual(tooShort);
    // Code points, not graphemes: four decomposed accented letters are eight code points.
    expect(refusal('e\u0301'.repeat(4))).toBeNull();
  });

  it('bounds the maximum in UTF-16 units, as the login body counts them', () => {
    expect(refusal('x'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(refusal('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(tooLong);
    expect(refusal('😀'.repeat(PASSWORD_MAX_LENGTH / 2))).toBeNull();
    expect(refusal(`${'😀'.repeat(PASSWORD_MAX_LENGTH / 2)}x`)).toEqual(tooLong);
    // Too long is said before only whitespace.
    expect(refusal(' '.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(tooLong);
  });

  it('accepts the password as given, spaces included', () => {
    expect(ZNewPassword.parse('  correct horse  ')).toBe('  correct horse  ');
  });
});
