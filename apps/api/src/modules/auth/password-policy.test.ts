import { REGISTRATION_FIELD_CODES as M } from '@fairway/contracts';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordRefusal } from './password-policy';

const SERVICE_WORDS = ['fairway', 'golf', 'golfclub', 'member', 'members', 'club'];

const common = { code: M.passwordCommon };

describe('passwordRefusal', () => {
  it('refuses common and leaked passwords and their obvious variants', () => {
    for (const password of ['12345678', 'password1', 'P@ssw0rd', 'Password1!', 'qwertyuiop', 'iloveyou1']) {
      expect(passwordRefusal(password), password).toEqual(common);
    }
  });

  it('refuses repeats, sequences and keyboard walks', () => {
    for (const password of [
      'aaaaaaaa',
      'abcdefgh',
      '98765432',
      'golfgolf',
      'asdfghjkl',
      '😀😀😀😀😀😀😀😀',
    ]) {
      expect(passwordRefusal(password), password).toEqual(common);
    }
  });

  it('refuses a password built on the member’s own details or the service’s name', () => {
    const member = { email: 'robin.hale@example.com', firstName: 'Robin', surname: 'Hale' };
    expect(passwordRefusal('robinhale1', member)).toEqual(common);
    expect(passwordRefusal('Fairway1', member)).toEqual(common);
    expect(passwordRefusal('robinhale1')).toBeNull();
  });

  it('refuses whitespace only, and too short or too long, with their own codes', () => {
    expect(passwordRefusal('        ')).toEqual({ code: M.passwordBlank });
    expect(passwordRefusal(' \t\n\u00a0\u3000   ')).toEqual({ code: M.passwordBlank });
    expect(passwordRefusal('')).toEqual({ code: M.password });
    expect(passwordRefusal('x7#kQ9!')).toEqual({ code: M.passwordMin, params: { min: 8 } });
    expect(passwordRefusal('x'.repeat(129))).toEqual({ code: M.passwordMax, params: { max: 128 } });
  });

  it('counts characters, not UTF-16 units: four emoji are four characters', () => {
    expect(passwordRefusal('🏌️⛳🏌🏆')).toEqual({ code: M.passwordMin, params: { min: 8 } });
  });

  it('accepts any characters in a password that is hard to guess', () => {
    for (const password of [
      'x7#kQ9!m',
      'Par4-the-course',
      'correct horse battery staple',
      'Mot de passe très secret',
      'пароль для гольф-клуба',
      '🏌️ birdie on the 18th ⛳',
      'Fairway2026!',
    ]) {
      expect(passwordRefusal(password), password).toBeNull();
    }
  });

  it('refuses a password leaning on any one of the service’s words', () => {
    // Each is estimated above the threshold when its service word is not among the context words.
    for (const word of SERVICE_WORDS) {
      expect(passwordRefusal(`${word}bogey`), word).toEqual(common);
    }
  });

  it('refuses the first name joined with the surname', () => {
    // `robin` and `hale` as separate words leave `robinhale1` above the threshold.
    expect(passwordRefusal('robinhale1', { firstName: 'Robin', surname: 'Hale' })).toEqual(common);
    expect(passwordRefusal('robinhale1', { firstName: 'Robin' })).toBeNull();
  });

  it('refuses the e-mail’s local part without its separators, and each of its pieces', () => {
    const member = { email: 'Robin.Hale@Example.com' };
    expect(passwordRefusal('robinhale1', member)).toEqual(common);
    expect(passwordRefusal('halebogey', member)).toEqual(common);
    expect(passwordRefusal('robinXq7', member)).toEqual(common);
    expect(passwordRefusal('halebogey', { email: 'robin@example.com' })).toBeNull();
    for (const email of ['robin_hale@example.com', 'robin-hale@example.com', 'robin+hale@example.com']) {
      expect(passwordRefusal('robinhale1', { email }), email).toEqual(common);
      expect(passwordRefusal('halebogey', { email }), email).toEqual(common);
    }
  });

  it('trims and lower-cases the member’s details, keeping letters such as ß as written', () => {
    expect(passwordRefusal('Strauß2026', { surname: '  Strauß ' })).toEqual(common);
    expect(passwordRefusal('Strauß2026')).toBeNull();
  });

  describe('the estimate', () => {
    const check = vi.spyOn(ZxcvbnFactory.prototype, 'check');
    afterEach(() => check.mockReset());
    const estimatedAs = (guesses: number) => check.mockReturnValueOnce({ guesses } as ZxcvbnResult);

    it('refuses fewer than a million guesses and accepts a million or more', () => {
      estimatedAs(999_999);
      expect(passwordRefusal('x7#kQ9!m')).toEqual(common);
      estimatedAs(1_000_000);
      expect(passwordRefusal('x7#kQ9!m')).toBeNull();
    });

    it('uses the service words and the member’s words of three characters or more, once each', () => {
      passwordRefusal('x7#kQ9!m', {
        firstName: ' Bo ',
        surname: 'Li',
        email: 'Bo.Li+tee__off-2@Example.com',
      });
      expect(check).toHaveBeenLastCalledWith('x7#kQ9!m', [
        ...SERVICE_WORDS,
        'boli',
        'bo.li+tee__off-2@example.com',
        'bo.li+tee__off-2',
        'boliteeoff2',
        'tee',
        'off',
      ]);
    });

    it('uses only the service words when the member’s details are not known', () => {
      passwordRefusal('x7#kQ9!m');
      expect(check).toHaveBeenLastCalledWith('x7#kQ9!m', SERVICE_WORDS);
      passwordRefusal('x7#kQ9!m', { firstName: '  ', surname: '', email: '' });
      expect(check).toHaveBeenLastCalledWith('x7#kQ9!m', SERVICE_WORDS);
    });

    it('estimates only the first 64 characters', () => {
      passwordRefusal(`${'Zq8!'.repeat(16)}tail`);
      expect(check).toHaveBeenLastCalledWith('Zq8!'.repeat(16), SERVICE_WORDS);
    });
  });

  it('estimates only the first 64 characters: what follows cannot make a weak start strong', () => {
    // 61 × `a` and `Xq7` (64 characters) is just above the threshold; one more `a` pushes the `7` past the cut.
    expect(passwordRefusal(`${'a'.repeat(61)}Xq7`)).toBeNull();
    expect(passwordRefusal(`${'a'.repeat(62)}Xq7`)).toEqual(common);
    expect(passwordRefusal(`${'golf'.repeat(16)}x7#kQ9!m`)).toEqual(common);
  });

  it('stays fast on the longest password', () => {
    const started = performance.now();
    passwordRefusal('Zq8!'.repeat(32));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
