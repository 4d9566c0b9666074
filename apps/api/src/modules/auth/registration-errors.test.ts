import { REGISTRATION_FIELD_CODES as M, ZRegisterBody } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { registrationFieldErrors } from './registration-errors';

const issuesOf = (body: unknown) =>
  (ZRegisterBody.safeParse(body).error?.issues ?? []).map((i) => ({
    instancePath: `/${i.path.join('/')}`,
    keyword: i.code,
    message: i.message,
    params: i as unknown as Record<string, unknown>,
  }));

describe('registrationFieldErrors', () => {
  it('gives missing fields their catalogue code', () => {
    expect(registrationFieldErrors(issuesOf({}))).toEqual({
      clubId: { code: M.unknownClub },
      firstName: { code: M.firstName },
      surname: { code: M.surname },
      phone: { code: M.phone },
      email: { code: M.email },
      password: { code: M.password },
      confirmPassword: { code: M.passwordMismatch },
    });
  });

  it('keeps the schema message of a rule that failed', () => {
    const fields = registrationFieldErrors(
      issuesOf({ clubId: 1, firstName: 'A', surname: 'B', phone: '0123', email: 'a@b.co', password: 'x' }),
    );
    expect(fields.phone).toEqual({ code: M.phone });
    expect(fields.password).toEqual({ code: M.passwordMin, params: { min: 8 } });
  });

  it('gives a field its catalogue code when the schema failed it in words, not a code', () => {
    const fields = registrationFieldErrors([
      { instancePath: '/firstName', keyword: 'too_big', message: 'Too big', params: { maximum: 100 } },
      { instancePath: '/surname', keyword: 'custom' },
      { instancePath: '/phone', keyword: 'invalid_type', message: 'validation.invalid' },
    ]);
    expect(fields).toEqual({
      firstName: { code: M.firstName },
      surname: { code: M.surname },
      phone: { code: M.phone },
    });
  });

  it('derives a code for a field it has no catalogue code for, by its dotted path', () => {
    expect(
      registrationFieldErrors([
        { instancePath: '/address/town', keyword: 'too_big', message: 'Too big', params: { maximum: 2 } },
      ]),
    ).toEqual({ 'address.town': { code: 'validation.tooBig', params: { max: 2 } } });
  });

  it('keeps the first refusal of a field', () => {
    expect(
      registrationFieldErrors([
        { instancePath: '/password', keyword: 'too_small', message: M.passwordMin, params: { minimum: 8 } },
        { instancePath: '/password', keyword: 'custom', message: 'validation.password' },
      ]),
    ).toEqual({ password: { code: M.passwordMin, params: { min: 8 } } });
  });

  it('reports a body that is not an object under "_"', () => {
    expect(registrationFieldErrors(issuesOf(null))).toEqual({ _: { code: 'validation.invalid' } });
  });
});
