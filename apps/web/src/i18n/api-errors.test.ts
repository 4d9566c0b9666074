import { ERROR_CODES } from '@fairway/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client';
import { apiErrorCatalogue } from './api-error-catalogue';
import { apiErrorText, fieldErrorText } from './api-errors';
import i18n from './index';

const refusal = (code: (typeof ERROR_CODES)[number], params?: Record<string, string | number>) =>
  new ApiRequestError(422, { code, message: 'English the client must never show', params });

describe('API error texts', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('has an en text for every error code', () => {
    for (const code of ERROR_CODES) expect(apiErrorCatalogue[`errors.${code}`], code).toBeTruthy();
  });

  it('shows the catalogue text of the code with its parameters, not the server message', async () => {
    await i18n.changeLanguage('en');
    const text = apiErrorText(i18n.t, refusal('NOT_ENOUGH_POINTS', { unit: 'points', cost: 12 }));
    expect(text).toBe('You do not have enough points for this booking (it costs 12).');
    await i18n.changeLanguage('fr');
    expect(apiErrorText(i18n.t, refusal('SLOT_FULL'))).toBe(
      'Sorry, that time is now full. Please choose another time. fr',
    );
  });

  it('shows the generic text for server faults and for errors that are not API refusals', async () => {
    await i18n.changeLanguage('en');
    expect(apiErrorText(i18n.t, refusal('INTERNAL'))).toBe(i18n.t('errors.generic'));
    expect(apiErrorText(i18n.t, new Error('network down'))).toBe(i18n.t('errors.generic'));
  });

  it('reads field codes in the reader’s locale, with their bounds', async () => {
    await i18n.changeLanguage('en-US');
    expect(fieldErrorText(i18n.t, { code: 'validation.surname' })).toBe('Last Name required');
    await i18n.changeLanguage('en');
    expect(fieldErrorText(i18n.t, { code: 'validation.passwordMin', params: { min: 8 } })).toBe(
      'Minimum of 8 characters required',
    );
  });
});
